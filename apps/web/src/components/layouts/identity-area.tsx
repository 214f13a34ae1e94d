import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth';

/** Sign In button / initial avatar with the e-mail / 'Guest Mode' with Sign In. */
export function IdentityArea() {
  const { status, user } = useAuth();
  if (status === 'loading') return <span aria-hidden style={{ width: 72 }} />;
  if (user) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 16 }} aria-hidden>
          {user.email.charAt(0).toUpperCase()}
        </Avatar>
        <Typography variant="body2" noWrap sx={{ maxWidth: { xs: 120, md: 220 } }}>
          {user.email}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {status === 'guest' && <Chip label="Guest Mode" size="small" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }} />}
      <Button component={RouterLink} to="/auth" variant="contained" color="secondary" size="small">
        Sign In
      </Button>
    </Stack>
  );
}
