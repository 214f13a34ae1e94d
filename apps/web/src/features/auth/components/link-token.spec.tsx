import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageViews } from '../../../components/layouts/use-page-views';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function PageViews() {
  usePageViews();
  return null;
}

/** The page-view reports the page sends (sendBeacon bodies), as text. */
function beacons(): string[] {
  const bodies: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (_url: string, body: Blob) => {
      void body.text().then((text) => bodies.push(text));
      return true;
    },
  });
  return bodies;
}

describe("an e-mailed link's token stays out of the address and analytics (issue 43, finding 4)", () => {
  it.each([
    ['/auth/reset-password?token=secret-reset-token&lang=es', <ResetPasswordPage key="reset" />],
    ['/auth/verify?token=secret-verify-token', <VerifyEmailPage key="verify" />],
  ])(
    '%s: the page view names the path only, and the token leaves the address',
    async (path, page) => {
      const reported = beacons();
      const fetch = vi.fn(
        graphqlFetch({
          RefreshSession: { refreshSession: null },
          VerifyEmail: { verifyEmail: { id: 'u1', emailConfirmedAt: '2026-12-01T00:00:00.000Z' } },
        }),
      );
      vi.stubGlobal('fetch', fetch);
      renderWithProviders(
        <>
          <PageViews />
          <Address />
          {page}
        </>,
        { path },
      );
      const pathname = path.split('?')[0];
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
          new RegExp(`^${pathname}(\\?lang=es)?$`),
        ),
      );
      await waitFor(() => expect(reported.length).toBeGreaterThan(0));
      for (const body of reported) {
        expect(JSON.parse(body)).toMatchObject({ path: pathname });
        expect(body).not.toContain('secret');
      }
      if (pathname === '/auth/verify') {
        // The token was still read: the confirmation was asked for with it.
        await screen.findByRole('heading', { name: 'Your e-mail is confirmed' });
        const bodies = fetch.mock.calls.map(([, init]) => String((init as RequestInit).body));
        expect(bodies.some((body) => body.includes('secret-verify-token'))).toBe(true);
      }
    },
  );
});
