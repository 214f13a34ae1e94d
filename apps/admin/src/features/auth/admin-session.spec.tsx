import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenStore } from '../../lib/graphql';
import { RolesPage } from '../roles/components/roles-page';
import { AdminSessionProvider, SESSION_ENDED_MESSAGE, useAdminSession } from './admin-session';
import { AdminSignIn } from './components/admin-sign-in';

const SIGNED_IN_AT = Date.parse('2026-11-27T12:00:00Z');
const MINUTE = 60_000;
/** The identity service's access tokens last 15 minutes. */
const ACCESS_TOKEN_LIFETIME = 15 * MINUTE;

/** An unsigned JWT whose `exp` claim is `expiresAt` (milliseconds): the client reads nothing else. */
const jwt = (name: string, expiresAt: number) =>
  `h.${btoa(JSON.stringify({ sub: name, exp: expiresAt / 1000 })).replace(/=+$/, '')}.s`;

const FIRST_TOKEN = jwt('first', SIGNED_IN_AT + ACCESS_TOKEN_LIFETIME);
const RENEWED_TOKEN = jwt('renewed', SIGNED_IN_AT + 16 * MINUTE + ACCESS_TOKEN_LIFETIME);

const ADMIN = { id: 'u1', email: 'admin@example.org', isAdmin: true, isModerator: false };
const ADA = {
  id: 'u2',
  email: 'ada@example.org',
  fullName: 'Ada Lovelace',
  roles: [],
  isAdmin: false,
  isModerator: false,
  emailConfirmedAt: null,
};

interface SentCall {
  name: string;
  bearer: string | null;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The gateway as far as the session goes: a call with an expired or missing bearer is UNAUTHENTICATED. */
function stubGateway(renewal: () => string | null): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      const authorization = (init.headers as Record<string, string>)['Authorization'];
      const bearer = authorization?.replace(/^Bearer /, '') ?? null;
      sent.push({ name, bearer });
      if (name === 'AdminRefresh')
        return json({ data: { refreshSession: { accessToken: FIRST_TOKEN } } });
      if (name === 'AdminRenew') {
        const token = renewal();
        return json({ data: { refreshSession: token ? { accessToken: token } : null } });
      }
      const exp = bearer ? (JSON.parse(atob(bearer.split('.')[1])) as { exp: number }).exp : 0;
      if (exp * 1000 <= Date.now())
        return json({
          data: null,
          errors: [{ message: 'Sign in required', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      if (name === 'AdminMe') return json({ data: { me: ADMIN } });
      if (name === 'AdminUserByEmail') return json({ data: { userByEmail: ADA } });
      return json({ data: null, errors: [{ message: `No answer for ${name}` }] });
    }),
  );
  return sent;
}

/** The Roles screen behind the sign-in, as the back-office's admin routes put it. */
function RolesBehindSignIn() {
  const { status, user } = useAdminSession();
  if (status === 'loading') return <p>Loading</p>;
  if (!user) return <AdminSignIn />;
  return <RolesPage />;
}

function renderRoles() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AdminSessionProvider>
        <RolesBehindSignIn />
      </AdminSessionProvider>
    </QueryClientProvider>,
  );
}

async function lookUpAdaAfter(minutes: number) {
  expect(await screen.findByRole('heading', { name: 'Roles' })).toBeInTheDocument();
  vi.setSystemTime(SIGNED_IN_AT + minutes * MINUTE);
  fireEvent.change(screen.getByLabelText(/User e-mail/), { target: { value: ADA.email } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe('the back-office session', () => {
  beforeEach(() => {
    // Only the clock is fake: React and the fetch stub keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SIGNED_IN_AT);
    accessTokenStore.set(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renews the access token once it has expired, and the Roles call succeeds with the new one', async () => {
    const sent = stubGateway(() => RENEWED_TOKEN);
    const view = renderRoles();

    await lookUpAdaAfter(16);

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(sent.slice(-2)).toEqual([
      { name: 'AdminRenew', bearer: null },
      { name: 'AdminUserByEmail', bearer: RENEWED_TOKEN },
    ]);
    expect(accessTokenStore.get()).toBe(RENEWED_TOKEN);
    view.unmount();
  });

  it('signs out cleanly, saying why, when the session can no longer be renewed', async () => {
    const sent = stubGateway(() => null);
    const view = renderRoles();

    await lookUpAdaAfter(16);

    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Back-office sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Roles' })).not.toBeInTheDocument();
    expect(accessTokenStore.get()).toBeNull();
    // The expired token was never sent: the renewal came first, and its failure ended the session.
    expect(sent.filter((call) => call.bearer === FIRST_TOKEN).map((call) => call.name)).toEqual([
      'AdminMe',
    ]);
    view.unmount();
  });
});
