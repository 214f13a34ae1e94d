import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { PageLoading } from './app-layout';

/** Sends anonymous visitors who are not guests to /auth, with a spinner while the session loads. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <PageLoading />;
  if (status === 'anonymous') return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
