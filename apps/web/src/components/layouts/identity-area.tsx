import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { SignInButton } from './sign-in-button';

// The avatar and the 'Guest Mode' chip can only show once the session check has answered, so they are
// not in the first download: their chunk is fetched on mount, while that check is still on the wire.
const loadVariants = () => import('./identity-variants');
const SignedInIdentity = lazy(() =>
  loadVariants().then((module) => ({ default: module.SignedInIdentity })),
);
const GuestIdentity = lazy(() =>
  loadVariants().then((module) => ({ default: module.GuestIdentity })),
);

function Pending() {
  return <span aria-hidden style={{ width: 72 }} />;
}

/** Sign In button / initial avatar with the e-mail / 'Guest Mode' with Sign In. */
export function IdentityArea() {
  const { status, user } = useAuth();
  useEffect(() => {
    void loadVariants();
  }, []);
  if (status === 'loading') return <Pending />;
  if (user || status === 'guest') {
    return (
      <Suspense fallback={<Pending />}>
        {user ? <SignedInIdentity email={user.email} /> : <GuestIdentity />}
      </Suspense>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <SignInButton />
    </Stack>
  );
}
