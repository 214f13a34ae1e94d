import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/layouts/app-layout';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { AUTH_MESSAGES } from '../utils/auth-validation';
import { AuthForm } from './auth-form';
import { StaffEnrolment } from './staff-enrolment';

export function AuthPage() {
  const { status, user, continueAsGuest } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useLingui();
  usePageMeta({ title: t`Sign In | SNAP/EBT Store Finder`, canonicalPath: '/auth' });
  if (status === 'loading') return <PageLoading />;
  // Staff whose role waits for two-step verification are led to turn it on at sign-in.
  if (status === 'signed-in' && user?.secondFactorRequired)
    return (
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <StaffEnrolment onDone={() => navigate('/')} />
      </Paper>
    );
  // A user or a guest already exists: nothing to do here.
  if (status === 'signed-in' || status === 'guest') return <Navigate to="/" replace />;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <AuthForm onSignedIn={() => navigate('/')} />
      <Divider sx={{ my: 3 }}>
        <Trans>or</Trans>
      </Divider>
      <Button
        fullWidth
        variant="outlined"
        onClick={() => {
          continueAsGuest();
          toast(AUTH_MESSAGES.guestWelcome);
          navigate('/');
        }}
      >
        <Trans>Continue as Guest</Trans>
      </Button>
    </Paper>
  );
}
