import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';

export function ProfileSummary({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const toast = useToast();
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56 }} aria-hidden>
          {user.email.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h5" noWrap>
            {user.fullName || user.email}
          </Typography>
          <Typography color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2">E-mail {user.emailConfirmedAt ? 'confirmed' : 'not confirmed yet'}</Typography>
      <Typography variant="body2">Member since {new Date(user.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Account type: Standard User
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/favorites" variant="contained">
          View Favorites
        </Button>
        <Button
          variant="outlined"
          onClick={() => signOut().catch(() => toast({ title: 'Error signing out', description: 'Please try again.', variant: 'error' }))}
        >
          Sign Out
        </Button>
      </Box>
    </Paper>
  );
}
