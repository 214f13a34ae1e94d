import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { accessTokenStore, gql } from '../../lib/graphql';

export interface AdminUser {
  id: string;
  email: string;
  isAdmin: boolean;
  isModerator: boolean;
}

const USER_FIELDS = 'id email isAdmin isModerator';
const sessionKey = ['admin', 'session'] as const;

/** The session from the refresh cookie, if any; any failure means signed out. */
async function loadSession(): Promise<AdminUser | null> {
  try {
    if (!accessTokenStore.get()) {
      const { refreshSession } = await gql<{ refreshSession: { accessToken: string } | null }>('mutation AdminRefresh { refreshSession { accessToken } }');
      if (!refreshSession) return null;
      accessTokenStore.set(refreshSession.accessToken);
    }
    const { me } = await gql<{ me: AdminUser | null }>(`query AdminMe { me { ${USER_FIELDS} } }`);
    return me;
  } catch {
    accessTokenStore.set(null);
    return null;
  }
}

interface AdminSessionValue {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AdminUser | null;
  signIn(email: string, password: string): Promise<AdminUser>;
  signOut(): Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

/** Sign-in through the identity API; the back-office is for admins and moderators (the server checks each call). */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionKey, queryFn: loadSession, retry: false, staleTime: 5 * 60_000 });

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { signIn: result } = await gql<{ signIn: { accessToken: string; user: AdminUser } }>(
        `mutation AdminSignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken user { ${USER_FIELDS} } } }`,
        { email, password },
      );
      accessTokenStore.set(result.accessToken);
      queryClient.setQueryData(sessionKey, result.user);
      return result.user;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await gql('mutation AdminSignOut { signOut }');
    } finally {
      accessTokenStore.set(null);
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
    }
  }, [queryClient]);

  const value = useMemo<AdminSessionValue>(
    () => ({ status: session.isPending ? 'loading' : session.data ? 'signed-in' : 'signed-out', user: session.data ?? null, signIn, signOut }),
    [session.isPending, session.data, signIn, signOut],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return value;
}
