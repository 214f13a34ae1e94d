import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  MANAGED_ROLES,
  useChangeRole,
  useResetSecondFactor,
  useUserByEmail,
  type ManagedRole,
  type RoleUser,
} from '../api/roles';

interface PendingChange {
  user: RoleUser;
  role: ManagedRole;
  action: 'assign' | 'remove';
}

const ROLE_NAMES: Record<ManagedRole, string> = { admin: 'admin', moderator: 'moderator' };

function question({ user, role, action }: PendingChange): string {
  return action === 'assign'
    ? `Make ${user.email} ${role === 'admin' ? 'an' : 'a'} ${ROLE_NAMES[role]}?`
    : `Remove the ${ROLE_NAMES[role]} role from ${user.email}?`;
}

/** Admins find an account by e-mail and assign or remove admin and moderator, each after a confirmation.
 * The server refuses what is not allowed (non-admins, the last admin's own admin role) with its message. */
export function RolesPage() {
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const found = useUserByEmail(email);
  const change = useChangeRole(email);
  const reset = useResetSecondFactor(email);
  const [confirmReset, setConfirmReset] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    reset.reset();
    setEmail(draft);
  };

  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { userId: pending.user.id, role: pending.role, action: pending.action },
      { onSettled: () => setPending(null) },
    );
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Roles
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        role="search"
        aria-label="Find a user"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}
      >
        <TextField
          size="small"
          type="email"
          label="User e-mail"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          required
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained">
          Find
        </Button>
      </Box>
      {found.isFetching && <CircularProgress aria-label="Looking the user up" />}
      {found.isError && <Alert severity="error">{found.error.message}</Alert>}
      {found.isSuccess && found.data === null && (
        <Alert severity="info">{`No account with the e-mail ${email.trim()}.`}</Alert>
      )}
      {found.data && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {found.data.fullName}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{found.data.email}</Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {found.data.emailConfirmedAt ? 'E-mail confirmed' : 'E-mail not confirmed yet'}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              aria-label="Roles"
              sx={{ my: 2, flexWrap: 'wrap' }}
              useFlexGap
            >
              {found.data.roles.length === 0 ? (
                <Chip label="Member (no staff role)" />
              ) : (
                found.data.roles.map((role) => <Chip key={role} color="primary" label={role} />)
              )}
            </Stack>
            <Typography variant="body2" gutterBottom>
              {found.data.secondFactorEnabled
                ? 'Two-step verification: on'
                : found.data.secondFactorRequired
                  ? 'Two-step verification: off (the staff role works once it is on)'
                  : 'Two-step verification: off'}
            </Typography>
            {found.data.secondFactorEnabled && (
              <Button
                size="small"
                color="error"
                onClick={() => setConfirmReset(true)}
                sx={{ mb: 2 }}
              >
                Turn off two-step verification
              </Button>
            )}
            {reset.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {reset.error.message}
              </Alert>
            )}
            {reset.isSuccess && (
              <Alert severity="success" sx={{ mb: 2 }}>
                Two-step verification is off and every session of the account has ended.
              </Alert>
            )}
            {change.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {change.error.message}
              </Alert>
            )}
            {change.isSuccess && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {change.variables.action === 'assign'
                  ? 'Role assigned successfully'
                  : 'Role removed successfully'}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {MANAGED_ROLES.map((role) => {
                const has = found.data?.roles.includes(role) ?? false;
                return (
                  <Button
                    key={role}
                    variant={has ? 'outlined' : 'contained'}
                    color={has ? 'error' : 'primary'}
                    onClick={() =>
                      found.data &&
                      setPending({ user: found.data, role, action: has ? 'remove' : 'assign' })
                    }
                  >
                    {has ? `Remove ${role}` : `Make ${role}`}
                  </Button>
                );
              })}
            </Stack>
          </CardContent>
        </Card>
      )}
      <Dialog
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        aria-labelledby="reset-factor-title"
      >
        <DialogTitle id="reset-factor-title">Turn off two-step verification</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`Only for someone who lost both their phone and their recovery codes, once you are sure it is them. ${found.data?.email ?? ''} signs in with the password alone, then sets two-step verification up again.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmReset(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSettled: () => setConfirmReset(false) })}
          >
            Turn off
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="role-confirm-title"
      >
        <DialogTitle id="role-confirm-title">Change roles</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending ? question(pending) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button onClick={confirm} variant="contained" disabled={change.isPending}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
