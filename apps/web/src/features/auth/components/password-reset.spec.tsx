import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { RESET_SCREEN_MESSAGES } from '../utils/password-reset-messages';
import { AuthForm } from './auth-form';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

const sent = (fetch: ReturnType<typeof vi.fn>, operation: string) =>
  fetch.mock.calls
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)))
    .filter((body) => String(body.query).includes(operation));

describe("'Forgot password?'", () => {
  it('is offered on the sign-in form, not on the sign-up form', () => {
    vi.stubGlobal('fetch', graphqlFetch({ RefreshSession: { refreshSession: null } }));
    renderWithProviders(<AuthForm />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('asks for a valid address, then gives the same answer whatever the address', async () => {
    const fetch = vi.fn(
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        RequestPasswordReset: { requestPasswordReset: true },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: RESET_SCREEN_MESSAGES.requestButton }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent(fetch, 'RequestPasswordReset')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'robin@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: RESET_SCREEN_MESSAGES.requestButton }));
    expect(await screen.findByText(RESET_SCREEN_MESSAGES.sent)).toBeInTheDocument();
    expect(sent(fetch, 'RequestPasswordReset')[0].variables).toEqual({
      email: 'robin@example.org',
    });
  });
});

describe('the reset screen from the e-mail link', () => {
  it("checks the password rules of product rule Forgot password before sending, then sends the link's token", async () => {
    const fetch = vi.fn(
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        ResetPassword: { resetPassword: true },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password?token=abc123-token' });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText(/Confirm New Password/), {
      target: { value: 'abcdefh' },
    });
    fireEvent.click(screen.getByRole('button', { name: RESET_SCREEN_MESSAGES.resetButton }));
    expect(await screen.findByText('Please make sure both passwords match.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/Confirm New Password/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: RESET_SCREEN_MESSAGES.resetButton }));
    expect(
      await screen.findByText('Password must be at least 8 characters long.'),
    ).toBeInTheDocument();
    expect(sent(fetch, 'ResetPassword')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText(/Confirm New Password/), {
      target: { value: 'new-secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: RESET_SCREEN_MESSAGES.resetButton }));
    expect(await screen.findByText(RESET_SCREEN_MESSAGES.resetDone)).toBeInTheDocument();
    expect(sent(fetch, 'ResetPassword')[0].variables).toEqual({
      token: 'abc123-token',
      password: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('without a token, says the link is invalid and offers a new one', () => {
    vi.stubGlobal('fetch', graphqlFetch({ RefreshSession: { refreshSession: null } }));
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    expect(screen.getByText(RESET_SCREEN_MESSAGES.missingToken)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RESET_SCREEN_MESSAGES.askAgain })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });
});

describe('the password reset screens on a Spanish page', () => {
  it("word 'Forgot password?' and the browser's own checks in Spanish", async () => {
    vi.stubGlobal('fetch', graphqlFetch({ RefreshSession: { refreshSession: null } }));
    renderWithProviders(<ForgotPasswordPage />, {
      path: '/auth/forgot-password',
      language: 'es',
    });
    expect(screen.getByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Correo electrónico/), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeInTheDocument();
  });

  it('says in Spanish when the new passwords differ', async () => {
    vi.stubGlobal('fetch', graphqlFetch({ RefreshSession: { refreshSession: null } }));
    renderWithProviders(<ResetPasswordPage />, {
      path: '/auth/reset-password?token=abc123-token',
      language: 'es',
    });
    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText(/Confirme la nueva contraseña/), {
      target: { value: 'abcdefh' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(
      screen.getByText('Asegúrese de que las dos contraseñas sean iguales.'),
    ).toBeInTheDocument();
  });
});
