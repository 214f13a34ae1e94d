import Paper from '@mui/material/Paper';
import { Breadcrumbs } from '../../components/layouts/breadcrumbs';
import { PageLoading } from '../../components/layouts/app-layout';
import { ProfilePage } from '../../features/account/components/profile-page';
import { AuthForm } from '../../features/auth/components/auth-form';
import { useProfilePageMeta } from '../../features/account/hooks/use-profile-page-meta';
import { useAuth } from '../../lib/auth';

/** Signed in: the profile header and its six tabs; otherwise the sign-in / sign-up form. */
export default function ProfileRoute() {
  const { status, user } = useAuth();
  useProfilePageMeta();
  if (status === 'loading') return <PageLoading />;
  return (
    <>
      <Breadcrumbs />
      {user ? (
        <ProfilePage user={user} />
      ) : (
        <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
          <AuthForm area="profile" />
        </Paper>
      )}
    </>
  );
}
