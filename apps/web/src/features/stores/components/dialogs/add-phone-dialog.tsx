import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES, validatePhone } from '@snap/domain';
import { useToast } from '../../../../lib/toast';
import { type ContributionResult, toastPoints } from './contribution-result';

interface Props {
  open: boolean;
  onClose: () => void;
  storeName: string;
  submit: (phone: string) => Promise<ContributionResult>;
}

/** A phone number for a store without one; submit stays disabled while the field is blank. */
export function AddPhoneDialog({ open, onClose, storeName, submit }: Props) {
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    if (submitting) return;
    setPhone('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { value, errors } = validatePhone(phone);
    if (errors.length > 0) {
      setError(errors.join(', '));
      return;
    }
    setSubmitting(true);
    try {
      const result = await submit(value);
      toast(CONTRIBUTION_MESSAGES.phoneAdded);
      toastPoints(toast, result);
      setPhone('');
      setError(null);
      onClose();
    } catch {
      toast({ title: CONTRIBUTION_MESSAGES.phoneFailed, variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-phone-title" maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="add-phone-title">Add Phone Number</DialogTitle>
        <DialogContent>
          <DialogContentText
            sx={{ mb: 2 }}
          >{`Help others reach ${storeName}. A moderator checks new numbers before everyone sees them.`}</DialogContentText>
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="(404) 555-0134"
            fullWidth
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: CONTRIBUTION_LIMITS.phoneMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || phone.trim().length === 0}
          >
            {submitting ? 'Submitting...' : 'Add Phone Number'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
