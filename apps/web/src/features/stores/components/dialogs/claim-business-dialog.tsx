import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import {
  BUSINESS_ROLES,
  SUBMISSION_LIMITS,
  SUBMISSION_MESSAGES,
  validateBusinessClaim,
  VERIFICATION_METHODS,
  type BusinessClaimValue,
} from '@snap/domain';
import { useToast } from '../../../../lib/toast';
import { storeText } from '../../utils/store-texts';

interface Props {
  open: boolean;
  onClose: () => void;
  storeName: string;
  /** Pre-fills the contact e-mail with the signed-in user's. */
  defaultEmail?: string;
  submit: (claim: BusinessClaimValue) => Promise<unknown>;
}

const empty = (email = '') => ({
  businessRole: '',
  ownerName: '',
  ownerEmail: email,
  phone: '',
  verificationMethod: '',
  additionalInfo: '',
});
type Field = keyof ReturnType<typeof empty>;

const FIELD_MESSAGES: Record<Field, string[]> = {
  businessRole: [SUBMISSION_MESSAGES.roleRequired],
  ownerName: [SUBMISSION_MESSAGES.nameTooShort, SUBMISSION_MESSAGES.nameTooLong],
  ownerEmail: [SUBMISSION_MESSAGES.invalidEmail],
  phone: [SUBMISSION_MESSAGES.invalidPhone],
  verificationMethod: [SUBMISSION_MESSAGES.verificationRequired],
  additionalInfo: [SUBMISSION_MESSAGES.additionalInfoTooLong],
};

/** A signed-in user claims a store: role, name, e-mail, phone, how to verify, anything else. */
export function ClaimBusinessDialog({ open, onClose, storeName, defaultEmail, submit }: Props) {
  const toast = useToast();
  const { t } = useLingui();
  const [values, setValues] = useState(() => empty(defaultEmail));
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (field: Field) => errors.find((error) => FIELD_MESSAGES[field].includes(error));
  const field = (name: Field) => {
    const error = errorOf(name);
    return {
      value: values[name],
      onChange: set(name),
      error: Boolean(error),
      helperText: error && storeText(error),
    };
  };

  const close = () => {
    if (submitting) return;
    setValues(empty(defaultEmail));
    setErrors([]);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBusinessClaim(values);
    setErrors(checked.errors);
    if (checked.errors.length > 0) return;
    setSubmitting(true);
    try {
      await submit(checked.value);
      toast({
        title: storeText(SUBMISSION_MESSAGES.claimSuccessTitle),
        description: storeText(SUBMISSION_MESSAGES.claimSuccess),
      });
      setValues(empty(defaultEmail));
      onClose();
    } catch {
      toast({
        title: storeText(SUBMISSION_MESSAGES.claimFailureTitle),
        description: storeText(SUBMISSION_MESSAGES.claimFailure),
        variant: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="claim-business-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="claim-business-title">
          <Trans>Claim Your Business</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t`Do you own or manage ${storeName}? Claim it to keep its details right.`}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField select label={t`Your role`} required {...field('businessRole')}>
              {BUSINESS_ROLES.map((role) => (
                <MenuItem key={role.value} value={role.value}>
                  {storeText(role.label)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t`Full name`}
              required
              autoComplete="name"
              {...field('ownerName')}
              slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.ownerNameMax } }}
            />
            <TextField
              label={t`Business email`}
              required
              type="email"
              autoComplete="email"
              {...field('ownerEmail')}
              slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.emailMax } }}
            />
            <TextField
              label={t`Phone number`}
              required
              type="tel"
              autoComplete="tel"
              {...field('phone')}
              slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.phoneMax } }}
            />
            <TextField
              select
              label={t`Verification method`}
              required
              {...field('verificationMethod')}
            >
              {VERIFICATION_METHODS.map((method) => (
                <MenuItem key={method.value} value={method.value}>
                  {storeText(method.label)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t`Additional information (optional)`}
              multiline
              minRows={2}
              {...field('additionalInfo')}
              slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.additionalInfoMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? t`Submitting...` : t`Submit Claim`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
