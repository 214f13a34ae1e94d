import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

/** The server refuses the confirmation with these words (in the page's language) and this reason. */
function refusing(message: string, reason?: string): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    if (query.includes('RefreshSession'))
      return new Response(JSON.stringify({ data: { refreshSession: null } }), { status: 200 });
    return new Response(
      JSON.stringify({
        errors: [
          {
            message,
            extensions: { code: 'BAD_USER_INPUT', ...(reason ? { details: { reason } } : {}) },
          },
        ],
      }),
      { status: 200 },
    );
  }) as typeof fetch;
}

describe('the e-mail confirmation page', () => {
  it('ends at sign-in when the server says the link is spent, in whatever language it says it', async () => {
    vi.stubGlobal(
      'fetch',
      refusing(
        'Este enlace de verificación no es válido o ya venció. Inicie sesión para recibir uno nuevo.',
      ),
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify?token=spent-token' });
    expect(
      await screen.findByText(
        'Este enlace de verificación no es válido o ya venció. Inicie sesión para recibir uno nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not confirm your e-mail' })).toBeVisible();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });

  it('asks for the password only when the server gives the password-needed reason', async () => {
    vi.stubGlobal(
      'fetch',
      refusing('Escriba la contraseña que eligió para esta cuenta.', 'password-needed'),
    );
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify?token=fresh-token' });
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
  });
});
