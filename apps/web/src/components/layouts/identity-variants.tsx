import { t } from '@lingui/core/macro';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SignInButton } from './sign-in-button';

/** Initial avatar with the e-mail. */
export function SignedInIdentity({ email }: { email: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 16 }} aria-hidden>
        {email.charAt(0).toUpperCase()}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ maxWidth: { xs: 120, md: 220 } }}>
        {email}
      </Typography>
    </Stack>
  );
}

/** 'Guest Mode' with Sign In. */
export function GuestIdentity() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip
        label={t`Guest Mode`}
        size="small"
        sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}
      />
      <SignInButton />
    </Stack>
  );
}
