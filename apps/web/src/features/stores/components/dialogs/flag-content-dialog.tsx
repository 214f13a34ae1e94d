import Alert from '@mui/material/Alert';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import {
  FLAG_REASONS,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  type ModeratedItemType,
  validateFlag,
} from '@snap/domain';
import { useToast } from '../../../../lib/toast';
import { flagTitle, storeText } from '../../utils/store-texts';
import { useFlagContent } from '../../api/flag-content';

interface Props {
  open: boolean;
  onClose: () => void;
  itemType: ModeratedItemType;
  itemId: string;
}

/** A reason (one choice) and an optional note; the server's refusal (own item, already flagged) is
 * shown in the dialog so the member knows why. */
export function FlagContentDialog({ open, onClose, itemType, itemId }: Props) {
  const toast = useToast();
  const { t } = useLingui();
  const flag = useFlagContent();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const titleId = `flag-${itemType}-${itemId}-title`;

  const close = () => {
    if (flag.isPending) return;
    flag.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFlag({ reason, note });
    setErrors(checked.errors);
    if (checked.errors.length > 0) return;
    flag.mutate(
      { itemType, itemId, ...checked.value },
      {
        onSuccess: (result) => {
          toast(result.message);
          onClose();
        },
      },
    );
  };

  const reasonError = errors.includes(MODERATION_MESSAGES.reasonRequired)
    ? storeText(MODERATION_MESSAGES.reasonRequired)
    : undefined;
  const noteError = errors.includes(MODERATION_MESSAGES.noteTooLong)
    ? storeText(MODERATION_MESSAGES.noteTooLong)
    : undefined;
  const { length } = note;
  const max = MODERATION_LIMITS.noteMax;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{flagTitle(itemType)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            <Trans>A moderator will look at it. Tell us what is wrong.</Trans>
          </DialogContentText>
          <Stack spacing={2}>
            {flag.isError && <Alert severity="error">{flag.error.message}</Alert>}
            <RadioGroup
              aria-label={t`Reason`}
              name="flag-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            >
              {FLAG_REASONS.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio size="small" />}
                  label={storeText(option.label)}
                />
              ))}
            </RadioGroup>
            {reasonError && <FormHelperText error>{reasonError}</FormHelperText>}
            <TextField
              label={t`Note (optional)`}
              multiline
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={Boolean(noteError)}
              helperText={noteError ?? t`${length}/${max} characters`}
              slotProps={{ htmlInput: { maxLength: MODERATION_LIMITS.noteMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={flag.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={flag.isPending}>
            {flag.isPending ? t`Sending...` : t`Send Flag`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
