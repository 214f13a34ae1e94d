import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import TextField from '@mui/material/TextField';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type FormEvent } from 'react';
import { isPartialZip, SEARCH_INPUT_LIMITS } from '@snap/domain';
import { invalidZipText } from '../../../lib/domain-texts';
import type { SearchHistoryItem } from '../utils/search-history';
import { useHydrated } from '../../../hooks/use-hydrated';
import { SuggestionsPanel } from './suggestions-panel';

export interface SearchFormProps {
  query: string;
  location: string;
  hasDeviceCoords: boolean;
  history: SearchHistoryItem[];
  onQueryChange: (value: string) => void;
  onLocationChange: (value: string) => void;
  onUseMyLocation: () => void;
  /** Runs the search now (Enter, the button, a suggestion). */
  onSubmit: (next?: { query?: string; location?: string }) => void;
  /** The search can run with coordinates alone (use-current-location). */
  canSubmitWithCoords: boolean;
  /** Where the form goes without scripts (a plain GET of the search page), and the filters it keeps. */
  action?: string;
  hiddenFields?: Record<string, string>;
}

export function SearchForm(props: SearchFormProps) {
  const { t } = useLingui();
  const {
    query,
    location,
    hasDeviceCoords,
    history,
    onQueryChange,
    onLocationChange,
    onUseMyLocation,
    onSubmit,
    canSubmitWithCoords,
    action,
    hiddenFields = {},
  } = props;
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  const [zipError, setZipError] = useState(false);
  const hydrated = useHydrated();
  // Disabled when the name is empty, the location text is empty and there are no coordinates; never
  // before scripts run (the page as the server sent it submits the form itself).
  const disabled = hydrated && !query.trim() && !location.trim() && !canSubmitWithCoords;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuggestionsOpen(false);
    // Digits that are not 5 of them are a ZIP being typed, not a place: say so instead of searching.
    if (isPartialZip(location)) {
      setZipError(true);
      return;
    }
    if (!disabled) onSubmit();
  };

  return (
    <ClickAwayListener onClickAway={() => setSuggestionsOpen(false)}>
      <Box
        component="form"
        role="search"
        aria-label={t`Search stores`}
        onSubmit={submit}
        method="get"
        action={action}
        sx={{ position: 'relative' }}
      >
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1.5 }}>
          <TextField
            label={t`Store Name (Optional)`}
            value={query}
            onChange={(event) => {
              onQueryChange(event.target.value);
              setSuggestionsOpen(true);
            }}
            onFocus={() => setSuggestionsOpen(true)}
            size="small"
            fullWidth
            name="q"
            slotProps={{
              htmlInput: {
                autoComplete: 'off',
                enterKeyHint: 'search',
                maxLength: SEARCH_INPUT_LIMITS.queryMax,
              },
            }}
          />
          <TextField
            label={t`Location`}
            placeholder={t`City, ST or ZIP`}
            value={location}
            onChange={(event) => {
              onLocationChange(event.target.value);
              setZipError(false);
              setSuggestionsOpen(true);
            }}
            onFocus={() => setSuggestionsOpen(true)}
            size="small"
            fullWidth
            name="location"
            error={zipError}
            helperText={zipError ? invalidZipText() : undefined}
            slotProps={{
              htmlInput: {
                autoComplete: 'off',
                enterKeyHint: 'search',
                maxLength: SEARCH_INPUT_LIMITS.locationMax,
              },
            }}
          />
          {hasDeviceCoords && (
            <Button
              variant="outlined"
              startIcon={<MyLocationIcon />}
              onClick={onUseMyLocation}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              <Trans>Use My Location</Trans>
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={disabled}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            <Trans>Search Stores</Trans>
          </Button>
        </Box>
        {suggestionsOpen && (
          <SuggestionsPanel
            query={query}
            location={location}
            history={history}
            onPickQuery={(value) => {
              setSuggestionsOpen(false);
              onSubmit({ query: value });
            }}
            onPickLocation={(value) => {
              setSuggestionsOpen(false);
              onSubmit({ location: value });
            }}
            onPickRecent={(item) => {
              setSuggestionsOpen(false);
              onSubmit({ query: item.query, location: item.location });
            }}
          />
        )}
      </Box>
    </ClickAwayListener>
  );
}
