import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SecondFactorSetup } from './second-factor-setup';

afterEach(() => vi.unstubAllGlobals());

const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}J`);

describe('turning on two-step verification', () => {
  it('asks for the password when the sign-in is older than 5 minutes, shows the QR code and key, then the ten recovery codes once', async () => {
    const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
    vi.stubGlobal('fetch', (async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body));
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ name, variables });
      const answer =
        name === 'BeginSecondFactor' && !variables.password
          ? {
              data: null,
              errors: [
                {
                  message: 'Please enter your password again to continue.',
                  extensions: { code: 'BAD_USER_INPUT', details: { reason: 'reauthenticate' } },
                },
              ],
            }
          : name === 'BeginSecondFactor'
            ? {
                data: {
                  beginSecondFactor: {
                    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
                    qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
                  },
                },
              }
            : name === 'ConfirmSecondFactor'
              ? { data: { confirmSecondFactor: CODES } }
              : { data: { refreshSession: null } };
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch);
    const done = vi.fn();
    renderWithProviders(<SecondFactorSetup onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Two-Step Verification' }));
    const password = await screen.findByLabelText('Password');
    expect(screen.getByText('Please enter your password again to continue.')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Two-Step Verification' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    fireEvent.click(screen.getByRole('button', { name: 'I saved my recovery codes' }));
    expect(done).toHaveBeenCalled();
    expect(calls.filter((call) => call.name !== 'RefreshSession')).toEqual([
      { name: 'BeginSecondFactor', variables: { password: null } },
      { name: 'BeginSecondFactor', variables: { password: 'secret-pass-1' } },
      { name: 'ConfirmSecondFactor', variables: { code: '123456' } },
    ]);
  });
});
