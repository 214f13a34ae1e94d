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
  ISSUE_TYPES,
  SUBMISSION_LIMITS,
  SUBMISSION_MESSAGES,
  validateIssueReport,
  type IssueReportValue,
} from '@snap/domain';
import { useToast } from '../../../../lib/toast';
import { storeText } from '../../utils/store-texts';

interface Props {
  open: boolean;
  onClose: () => void;
  storeName: string;
  /** Only signed-out visitors are asked for a contact e-mail. */
  signedIn: boolean;
  submit: (report: IssueReportValue) => Promise<unknown>;
}

const EMPTY = { issueType: '', description: '', userEmail: '' };

/** Open to anyone: issue type, description and, for signed-out visitors, an optional contact e-mail. */
export function ReportIssueDialog({ open, onClose, storeName, signedIn, submit }: Props) {
  const toast = useToast();
  const { t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (...messages: string[]) => {
    const error = errors.find((found) => messages.includes(found));
    return error && storeText(error);
  };

  const close = () => {
    if (submitting) return;
    setValues(EMPTY);
    setErrors([]);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateIssueReport(values, { signedIn });
    setErrors(checked.errors);
    if (checked.errors.length > 0) return;
    setSubmitting(true);
    try {
      await submit(checked.value);
      toast({
        title: storeText(SUBMISSION_MESSAGES.reportSuccessTitle),
        description: storeText(SUBMISSION_MESSAGES.reportSuccess),
      });
      setValues(EMPTY);
      onClose();
    } catch {
      toast({
        title: storeText(SUBMISSION_MESSAGES.reportFailureTitle),
        description: storeText(SUBMISSION_MESSAGES.reportFailure),
        variant: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const issueTypeError = errorOf(SUBMISSION_MESSAGES.issueTypeRequired);
  const descriptionError = errorOf(
    SUBMISSION_MESSAGES.descriptionRequired,
    SUBMISSION_MESSAGES.descriptionTooLong,
  );
  const emailError = errorOf(SUBMISSION_MESSAGES.invalidEmail);

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="report-issue-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="report-issue-title">
          <Trans>Report Issue</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText
            sx={{ mb: 2 }}
          >{t`Tell us what is wrong with ${storeName}.`}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label={t`Issue type`}
              required
              value={values.issueType}
              onChange={set('issueType')}
              error={Boolean(issueTypeError)}
              helperText={issueTypeError}
            >
              {ISSUE_TYPES.map((type) => (
                <MenuItem key={type.value} value={type.value}>
                  {storeText(type.label)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t`Description`}
              required
              multiline
              minRows={3}
              value={values.description}
              onChange={set('description')}
              error={Boolean(descriptionError)}
              helperText={descriptionError}
              slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.descriptionMax } }}
            />
            {!signedIn && (
              <TextField
                label={t`Your email (optional)`}
                type="email"
                autoComplete="email"
                value={values.userEmail}
                onChange={set('userEmail')}
                error={Boolean(emailError)}
                helperText={emailError ?? t`Only if you would like us to follow up with you.`}
                slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.emailMax } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? t`Submitting...` : t`Submit Report`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
