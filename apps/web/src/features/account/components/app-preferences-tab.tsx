import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PREFERENCE_CHOICES } from '../utils/profile-messages';

/** Search and display preferences. These controls are not saved (product rule "Preferences"). */
export function AppPreferencesTab() {
  const [radius, setRadius] = useState<number>(PREFERENCE_CHOICES.defaultRadiusMiles);
  const [perPage, setPerPage] = useState<number>(PREFERENCE_CHOICES.defaultPerPage);
  const [toggles, setToggles] = useState({
    emailNotifications: false,
    favoriteUpdates: false,
    autoDetectLocation: true,
    showDistance: true,
  });
  const { t } = useLingui();
  const toggle = (key: keyof typeof toggles) => (_event: unknown, checked: boolean) =>
    setToggles((current) => ({ ...current, [key]: checked }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
      <Typography component="h3" variant="h6">
        <Trans context="preferences section">Search</Trans>
      </Typography>
      <TextField
        select
        label={t`Search radius`}
        value={radius}
        onChange={(event) => setRadius(Number(event.target.value))}
      >
        {PREFERENCE_CHOICES.radiusMiles.map((miles) => (
          <MenuItem key={miles} value={miles}>
            {plural(miles, { one: '# mile', other: '# miles' })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t`Results per page`}
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
      >
        {PREFERENCE_CHOICES.perPage.map((count) => (
          <MenuItem key={count} value={count}>
            {plural(count, { one: '# result', other: '# results' })}
          </MenuItem>
        ))}
      </TextField>
      <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
        <Trans>Notifications and display</Trans>
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={toggles.emailNotifications} onChange={toggle('emailNotifications')} />
        }
        label={t`Email notifications`}
      />
      <FormControlLabel
        control={<Switch checked={toggles.favoriteUpdates} onChange={toggle('favoriteUpdates')} />}
        label={t`Favorite store updates`}
      />
      <FormControlLabel
        control={
          <Switch checked={toggles.autoDetectLocation} onChange={toggle('autoDetectLocation')} />
        }
        label={t`Auto-detect location`}
      />
      <FormControlLabel
        control={<Switch checked={toggles.showDistance} onChange={toggle('showDistance')} />}
        label={t`Show distance`}
      />
    </Box>
  );
}
