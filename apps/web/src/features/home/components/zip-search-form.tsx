import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { INVALID_ZIP_MESSAGE, isValidZip, sanitizeZipInput } from '@snap/domain';

/** ZIP box: digits only, at most 5; Search is disabled until valid and Enter also submits. */
export function ZipSearchForm({ onSearch }: { onSearch: (zip: string) => void }) {
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidZip(zip)) {
      setError(INVALID_ZIP_MESSAGE);
      return;
    }
    setError(null);
    onSearch(zip);
  };

  return (
    <Box component="form" onSubmit={submit} role="search" aria-label="Search by ZIP code" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="ZIP code"
        placeholder="Enter ZIP code"
        value={zip}
        onChange={(event) => {
          setZip(sanitizeZipInput(event.target.value));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5, pattern: '[0-9]*' } }}
        sx={{ flexGrow: 1, bgcolor: 'background.paper', borderRadius: 1 }}
      />
      <Button type="submit" variant="contained" color="secondary" disabled={!isValidZip(zip)} sx={{ height: 40 }}>
        Search
      </Button>
    </Box>
  );
}
