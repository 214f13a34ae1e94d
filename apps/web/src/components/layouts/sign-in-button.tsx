import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export function SignInButton() {
  return (
    <Button component={RouterLink} to="/auth" variant="contained" color="secondary" size="small">
      Sign In
    </Button>
  );
}
