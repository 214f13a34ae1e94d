import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { graphql, type MeQuery } from '@snap/api-client';
import { accessTokenStore, request } from './api-client';
import { SESSION_HINT_KEY } from './app-start';
import { SIGNED_OUT_FORGETS, storage } from './storage';

export const GUEST_MODE_KEY = 'guest_mode';

export type AuthUser = NonNullable<MeQuery['me']>;
export type AuthStatus = 'loading' | 'signed-in' | 'guest' | 'anonymous';

const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      fullName
      emailConfirmedAt
      createdAt
      roles
      secondFactorEnabled
      secondFactorRequired
    }
  }
`);

const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      accessToken
    }
  }
`);

const SignInDocument = graphql(`
  mutation SignIn($email: String!, $password: String!, $code: String) {
    signIn(email: $email, password: $password, code: $code) {
      accessToken
      user {
        id
        email
        fullName
        emailConfirmedAt
        createdAt
        roles
        secondFactorEnabled
        secondFactorRequired
      }
    }
  }
`);

const SignUpDocument = graphql(`
  mutation SignUp($email: String!, $password: String!, $fullName: String!) {
    signUp(email: $email, password: $password, fullName: $fullName) {
      id
      email
    }
  }
`);

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const meQueryKey = ['auth', 'me'] as const;

/** Who is here: the access token is renewed from the refresh cookie when missing, then `me` is read.
 * Any failure (no session, identity service down) means anonymous, never a broken page. */
async function loadMe(): Promise<AuthUser | null> {
  try {
    if (!accessTokenStore.get()) {
      const refreshed = await request(RefreshSessionDocument);
      if (!refreshed.refreshSession) return null;
      accessTokenStore.set(refreshed.refreshSession.accessToken);
    }
    const { me } = await request(MeDocument);
    return me ?? null;
  } catch {
    accessTokenStore.set(null);
    return null;
  }
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  isGuest: boolean;
  /** `code`: the second factor, for accounts that have one (the first try without it is refused with
   * the reason 'second-factor-required'). */
  signIn(email: string, password: string, code?: string): Promise<AuthUser>;
  signUp(email: string, password: string, fullName: string): Promise<void>;
  signOut(): Promise<void>;
  continueAsGuest(): void;
  /** A guest's 'Sign In': guest mode ends, so /auth shows the form instead of sending the guest home. */
  endGuestMode(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [guest, setGuest] = useState(() => storage.get(GUEST_MODE_KEY) === 'true');
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: loadMe,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const user = me.data ?? null;
  // The page's first script starts the app at once on this device while someone is signed in here (their
  // account menu and favorites are not in the served page), and at the first touch otherwise.
  const signedIn = Boolean(user);
  useEffect(() => {
    if (me.isPending) return;
    if (signedIn) storage.set(SESSION_HINT_KEY, '1');
    else storage.remove(SESSION_HINT_KEY);
  }, [me.isPending, signedIn]);

  const signIn = useCallback(
    async (email: string, password: string, code?: string) => {
      const { signIn: session } = await request(SignInDocument, {
        email,
        password,
        code: code || null,
      });
      accessTokenStore.set(session.accessToken);
      // A session clears guest mode.
      storage.remove(GUEST_MODE_KEY);
      setGuest(false);
      queryClient.setQueryData(meQueryKey, session.user);
      return session.user;
    },
    [queryClient],
  );

  const signUp = useCallback(async (email: string, password: string, fullName: string) => {
    await request(SignUpDocument, { email, password, fullName });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await request(SignOutDocument);
    } finally {
      accessTokenStore.set(null);
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ queryKey: ['favorites'] });
      for (const key of SIGNED_OUT_FORGETS) storage.remove(key);
      // Signing out clears guest mode; it comes back only if the stored flag is still 'true'.
      setGuest(storage.get(GUEST_MODE_KEY) === 'true');
    }
  }, [queryClient]);

  const continueAsGuest = useCallback(() => {
    storage.set(GUEST_MODE_KEY, 'true');
    setGuest(true);
  }, []);

  const endGuestMode = useCallback(() => {
    storage.remove(GUEST_MODE_KEY);
    setGuest(false);
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const status: AuthStatus = me.isPending
      ? 'loading'
      : user
        ? 'signed-in'
        : guest
          ? 'guest'
          : 'anonymous';
    return {
      status,
      user,
      isGuest: !user && guest,
      signIn,
      signUp,
      signOut,
      continueAsGuest,
      endGuestMode,
    };
  }, [me.isPending, user, guest, signIn, signUp, signOut, continueAsGuest, endGuestMode]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
