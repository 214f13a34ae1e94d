import { Trans, useLingui } from '@lingui/react/macro';
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
import { storeText } from '../../utils/store-texts';
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
  const { t } = useLingui();
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
      setError(errors.map(storeText).join(', '));
      return;
    }
    setSubmitting(true);
    try {
      const result = await submit(value);
      toast(storeText(CONTRIBUTION_MESSAGES.phoneAdded));
      toastPoints(toast, result);
      setPhone('');
      setError(null);
      onClose();
    } catch {
      toast({ title: storeText(CONTRIBUTION_MESSAGES.phoneFailed), variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-phone-title" maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="add-phone-title">
          <Trans>Add Phone Number</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t`Help others reach ${storeName}. A moderator checks new numbers before everyone sees them.`}
          </DialogContentText>
          <TextField
            label={t`Phone number`}
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
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || phone.trim().length === 0}
          >
            {submitting ? t`Submitting...` : t`Add Phone Number`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
