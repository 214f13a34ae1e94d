import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  CONTRIBUTION_MESSAGES,
  defaultWeeklyHours,
  validateWeeklyHours,
  WEEKDAYS,
  type DayHours,
  type Weekday,
  type WeeklyHours,
} from '@snap/domain';
import { useToast } from '../../../../lib/toast';
import { storeText, weekdayName } from '../../utils/store-texts';
import { type ContributionResult, toastPoints } from './contribution-result';

interface Props {
  open: boolean;
  onClose: () => void;
  storeName: string;
  submit: (hours: WeeklyHours) => Promise<ContributionResult>;
  /** The weekly hours card shows what was added for the rest of the session. */
  onAdded: (hours: WeeklyHours) => void;
}

/** Open, close and a closed flag per weekday; 09:00-18:00 Monday to Saturday, 10:00-17:00 Sunday. */
export function AddHoursDialog({ open, onClose, storeName, submit, onAdded }: Props) {
  const toast = useToast();
  const { t } = useLingui();
  const [hours, setHours] = useState<WeeklyHours>(defaultWeeklyHours);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const setDay = (day: Weekday, change: Partial<DayHours>) =>
    setHours((current) => ({ ...current, [day]: { ...current[day], ...change } }));

  const close = () => {
    if (submitting) return;
    setHours(defaultWeeklyHours());
    setErrors([]);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWeeklyHours(hours);
    if (checked.errors.length > 0) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    try {
      const result = await submit(checked.value);
      toast(storeText(CONTRIBUTION_MESSAGES.hoursAdded));
      toastPoints(toast, result);
      onAdded(checked.value);
      setHours(defaultWeeklyHours());
      setErrors([]);
      onClose();
    } catch {
      toast({ title: storeText(CONTRIBUTION_MESSAGES.hoursFailed), variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-hours-title" maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="add-hours-title">
          <Trans>Add Store Hours</Trans>
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t`Opening hours of ${storeName}, in 24-hour time.`}
          </Typography>
          {errors.length > 0 && (
            <Box role="alert" sx={{ color: 'error.main', mb: 2 }}>
              {errors.map((error) => (
                <Typography key={error} variant="body2">
                  {storeText(error)}
                </Typography>
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {WEEKDAYS.map((day) => {
              const name = weekdayName(day);
              return (
                <Box
                  key={day}
                  role="group"
                  aria-label={name}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '110px 1fr 1fr auto' },
                    gap: 1,
                    alignItems: 'center',
                  }}
                >
                  <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                    {name}
                  </Typography>
                  <TextField
                    label={t`${name} opens`}
                    type="time"
                    size="small"
                    value={hours[day].open}
                    disabled={hours[day].closed}
                    onChange={(event) => setDay(day, { open: event.target.value })}
                  />
                  <TextField
                    label={t`${name} closes`}
                    type="time"
                    size="small"
                    value={hours[day].close}
                    disabled={hours[day].closed}
                    onChange={(event) => setDay(day, { close: event.target.value })}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={hours[day].closed}
                        onChange={(_event, closed) => setDay(day, { closed })}
                        slotProps={{ input: { 'aria-label': t`${name} closed` } as object }}
                      />
                    }
                    label={t`Closed`}
                  />
                </Box>
              );
            })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? t`Submitting...` : t`Add Store Hours`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
