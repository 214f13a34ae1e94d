import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { graphql, type AdminUserFieldsFragment } from '@snap/api-client/admin';
import { request } from '../../lib/api-client';
import { accessTokenStore, sessionKeeper } from '../../lib/graphql';

export type AdminUser = AdminUserFieldsFragment;

/** Shown on the sign-in screen when the refresh cookie could no longer renew the access token. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

graphql(`
  fragment AdminUserFields on User {
    id
    email
    isAdmin
    isModerator
    secondFactorRequired
  }
`);

const AdminRefresh = graphql(`
  mutation AdminRefresh {
    refreshSession {
      accessToken
    }
  }
`);

const AdminMe = graphql(`
  query AdminMe {
    me {
      ...AdminUserFields
    }
  }
`);

const AdminSignIn = graphql(`
  mutation AdminSignIn($email: String!, $password: String!, $code: String) {
    signIn(email: $email, password: $password, code: $code) {
      accessToken
      user {
        ...AdminUserFields
      }
    }
  }
`);

const AdminSignOut = graphql(`
  mutation AdminSignOut {
    signOut
  }
`);

const sessionKey = ['admin', 'session'] as const;

/** The session from the refresh cookie, if any; any failure means signed out. */
async function loadSession(): Promise<AdminUser | null> {
  try {
    if (!accessTokenStore.get()) {
      const { refreshSession } = await request(AdminRefresh);
      if (!refreshSession) return null;
      accessTokenStore.set(refreshSession.accessToken);
    }
    const { me } = await request(AdminMe);
    return me;
  } catch {
    accessTokenStore.set(null);
    return null;
  }
}

interface AdminSessionValue {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AdminUser | null;
  /** Why the admin was signed out without asking (the session ended), or null. */
  notice: string | null;
  /** `code`: the second factor (staff accounts have one; the first try without it is refused with the
   * reason 'second-factor-required'). */
  signIn(email: string, password: string, code?: string): Promise<AdminUser>;
  /** Reads the account again (after two-step verification was turned on, its roles count). */
  reload(): Promise<void>;
  signOut(): Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

/** Signed out: the session query is set to nobody, not removed (clear() would detach the screen's
 * observer from it, and the page would keep showing the account); every other answer (staff data) goes. */
function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionKey, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryHash !== JSON.stringify(sessionKey),
  });
}

/** Sign-in through the identity API; the back-office is for admins and moderators (the server checks each call). */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: loadSession,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const [notice, setNotice] = useState<string | null>(null);

  // A renewal that fails signs out cleanly: cached answers go, and the sign-in screen says why.
  useEffect(
    () =>
      sessionKeeper.onSessionEnded(() => {
        forgetSession(queryClient);
        setNotice(SESSION_ENDED_MESSAGE);
      }),
    [queryClient],
  );

  const signIn = useCallback(
    async (email: string, password: string, code?: string) => {
      const { signIn: result } = await request(AdminSignIn, {
        email,
        password,
        code: code || null,
      });
      accessTokenStore.set(result.accessToken);
      setNotice(null);
      queryClient.setQueryData(sessionKey, result.user);
      return result.user;
    },
    [queryClient],
  );

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKey });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await request(AdminSignOut);
    } finally {
      accessTokenStore.set(null);
      forgetSession(queryClient);
    }
  }, [queryClient]);

  const value = useMemo<AdminSessionValue>(
    () => ({
      status: session.isPending ? 'loading' : session.data ? 'signed-in' : 'signed-out',
      user: session.data ?? null,
      notice,
      signIn,
      signOut,
      reload,
    }),
    [session.isPending, session.data, notice, signIn, signOut, reload],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return value;
}
