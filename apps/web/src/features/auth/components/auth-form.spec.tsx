import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { AUTH_INPUT_LIMITS, PROFILE_FORM_MESSAGES } from '../utils/auth-validation';
import { AuthForm } from './auth-form';

function answering(signIn: () => Response) {
  const rest = graphqlFetch({ RefreshSession: { refreshSession: null } });
  return (async (url: string, init: RequestInit) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(JSON.parse(String(init.body)).query)?.[1];
    return name === 'SignIn' ? signIn() : rest(url, init);
  }) as typeof fetch;
}

const refused = () =>
  new Response(
    JSON.stringify({
      errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
      data: null,
    }),
    { status: 200 },
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the profile-area sign-in form', () => {
  it("asks for both fields with 'Missing information' and sends nothing", async () => {
    const fetch = vi.fn(answering(refused));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AuthForm area="profile" />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'robin@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(PROFILE_FORM_MESSAGES.missingTitle)).toBeInTheDocument();
    expect(screen.getByText('Please enter both email and password.')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([, init]) => String((init as RequestInit).body).includes('SignIn')),
    ).toBe(false);
  });

  it("names the failure 'Sign in failed' with the server's message, one toast at a time, gone after 5,000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', answering(refused));
    renderWithProviders(<AuthForm area="profile" />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'robin@example.org' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getAllByText('Sign in failed')).toHaveLength(1);
    // The second toast replaced the first; it stays its full 5,000 ms.
    await act(() => vi.advanceTimersByTimeAsync(4_700));
    expect(screen.getByText('Sign in failed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Sign in failed')).not.toBeInTheDocument();
  });

  it("says 'Sign up failed' for a refused sign-up and stops each field at the API's maximum", async () => {
    vi.stubGlobal('fetch', (async (url: string, init: RequestInit) => {
      const name = /(?:query|mutation)\s+(\w+)/.exec(JSON.parse(String(init.body)).query)?.[1];
      if (name === 'SignUp')
        return new Response(
          JSON.stringify({
            errors: [
              {
                message: 'Too many sign-ups from this address',
                extensions: { code: 'TOO_MANY_REQUESTS' },
              },
            ],
            data: null,
          }),
          { status: 429 },
        );
      return graphqlFetch({ RefreshSession: { refreshSession: null } })(url, init);
    }) as typeof fetch);
    renderWithProviders(<AuthForm area="profile" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).maxLength).toBe(
      AUTH_INPUT_LIMITS.fullNameMax,
    );
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).maxLength).toBe(
      AUTH_INPUT_LIMITS.emailMax,
    );
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).maxLength).toBe(
      AUTH_INPUT_LIMITS.passwordMax,
    );
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Robin Tester' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'robin@example.org' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('Too many sign-ups from this address')).toBeInTheDocument();
  });
});

describe('the sign-in of an account with two-step verification', () => {
  it('asks for the code after the right password, without an error, and signs in with it', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const rest = graphqlFetch({ RefreshSession: { refreshSession: null } });
    vi.stubGlobal('fetch', (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      if (!String(body.query).includes('mutation SignIn')) return rest(url, init);
      sent.push(body.variables);
      const answer = body.variables.code
        ? {
            data: {
              signIn: {
                accessToken: 'token-1',
                user: {
                  id: 'u1',
                  email: 'robin@example.org',
                  fullName: 'Robin Diaz',
                  emailConfirmedAt: '2026-11-01T10:00:00.000Z',
                  createdAt: '2026-10-01T10:00:00.000Z',
                  roles: [],
                  secondFactorEnabled: true,
                  secondFactorRequired: false,
                },
              },
            },
          }
        : {
            data: null,
            errors: [
              {
                message:
                  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  details: { reason: 'second-factor-required' },
                },
              },
            ],
          };
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch);
    const onSignedIn = vi.fn();
    renderWithProviders(<AuthForm onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'robin@example.org' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText(/Authentication code/);
    expect(screen.queryByText('Sign in failed')).not.toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent).toEqual([
      { email: 'robin@example.org', password: 'secret-pass-1', code: null },
      { email: 'robin@example.org', password: 'secret-pass-1', code: '123456' },
    ]);
  });
});
