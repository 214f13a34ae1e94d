import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { InputField } from '../../../components/form/light-fields';
import { invalidZipText } from '../../../lib/domain-texts';
import { isValidZip, sanitizeZipInput } from '@snap/domain';

/** ZIP box: digits only, at most 5; Search is disabled until valid and Enter also submits. */
export function ZipSearchForm({ onSearch }: { onSearch: (zip: string) => void }) {
  const { t } = useLingui();
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!isValidZip(zip)) {
      setError(invalidZipText());
      return;
    }
    setError(null);
    onSearch(zip);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      // A browser does not submit a form on Enter while its submit button is disabled: Enter on an
      // incomplete ZIP would do nothing, so it is caught here and says what is wrong.
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' && !isValidZip(zip)) submit(event);
      }}
      role="search"
      aria-label={t`Search by ZIP code`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <InputField
        label={t`ZIP code`}
        placeholder={t`Enter ZIP code`}
        value={zip}
        onChange={(value) => {
          setZip(sanitizeZipInput(value));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        inputProps={{ inputMode: 'numeric', autoComplete: 'postal-code', pattern: '[0-9]*' }}
        labelColor="inherit"
        sx={{ flexGrow: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        disabled={!isValidZip(zip)}
        sx={{ height: 40, mt: 3.25 }}
      >
        <Trans>Search</Trans>
      </Button>
    </Box>
  );
}
