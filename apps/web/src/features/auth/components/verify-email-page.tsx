import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/layouts/app-layout';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useVerifyEmail } from '../api/verify-email';

/** Where the link in the confirmation e-mail leads. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmail(token);
  usePageMeta({
    title: 'Confirm your e-mail | SNAP/EBT Store Finder',
    canonicalPath: '/auth/verify',
  });
  if (token && verification.isPending) return <PageLoading />;
  const confirmed = verification.data?.emailConfirmedAt;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {confirmed ? 'Your e-mail is confirmed' : 'We could not confirm your e-mail'}
      </Typography>
      {confirmed ? (
        <Typography sx={{ mb: 3 }}>
          Thank you! Your e-mail address is verified. You can sign in now.
        </Typography>
      ) : (
        <Alert severity="error" sx={{ mb: 3 }}>
          {verification.error?.message ??
            'This verification link is invalid or has expired. Please sign in to get a new one.'}
        </Alert>
      )}
      <Button component={RouterLink} to="/auth" variant="contained" fullWidth>
        Sign in
      </Button>
    </Paper>
  );
}
