import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { SessionsSection } from './sessions-section';

afterEach(() => vi.unstubAllGlobals());

const PHONE = {
  id: 'family-phone',
  browser: 'Chrome',
  os: 'Android',
  signedInAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: '2026-12-07T09:30:00.000Z',
  current: false,
};
const LAPTOP = { ...PHONE, id: 'family-laptop', browser: 'Firefox', os: 'Windows', current: true };

describe("the account's sessions in settings", () => {
  it("lists each session by browser and device, marks this one, and 'Sign out' ends the other", async () => {
    let sessions = [LAPTOP, PHONE];
    const ended: string[] = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        MySessions: () => ({ mySessions: sessions }),
        EndSession: ({ sessionId }: { sessionId: string }) => {
          ended.push(sessionId);
          sessions = sessions.filter((session) => session.id !== sessionId);
          return { endSession: true };
        },
      }),
    );
    renderWithProviders(<SessionsSection />);
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const phone = await within(list).findByText('Chrome on Android');
    expect(phone).toBeInTheDocument();
    expect(within(list).getByText('Firefox on Windows')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await screen.findByText('That session has ended.')).toBeInTheDocument();
    expect(ended).toEqual(['family-phone']);
    await vi.waitFor(() =>
      expect(within(list).queryByText('Chrome on Android')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Sign Out Everywhere' })).toBeInTheDocument();
  });
});
