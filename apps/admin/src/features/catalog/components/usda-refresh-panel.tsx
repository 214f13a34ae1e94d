import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { parseStateList } from '@snap/domain';
import { useCatalogImport } from '../api/catalog';
import { useRefreshFromUsda } from '../api/refresh-from-usda';
import { ImportRunSummary } from './import-run-summary';

/** "Refresh from USDA now": reads USDA's live retailer service for some states or every state, in the
 * background, and follows it as the import panel follows a file. */
export function UsdaRefreshPanel() {
  const [states, setStates] = useState('');
  const [statesError, setStatesError] = useState<string | null>(null);
  const [refreshId, setRefreshId] = useState<string | null>(null);
  const refresh = useRefreshFromUsda();
  const current = useCatalogImport(refreshId);
  const run = current.data;

  const start = (event: FormEvent) => {
    event.preventDefault();
    let codes: string[];
    try {
      codes = parseStateList(states);
    } catch (error) {
      return setStatesError((error as Error).message);
    }
    setStatesError(null);
    setRefreshId(null);
    refresh.mutate(codes, { onSuccess: (started) => setRefreshId(started.id) });
  };

  return (
    <Box component="section" aria-labelledby="refresh-heading" sx={{ mb: 4 }}>
      <Typography id="refresh-heading" variant="h5" component="h2" gutterBottom>
        Refresh from USDA
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Reads USDA&apos;s live SNAP retailer list and brings the catalog up to date. A complete read
        closes the stores USDA no longer lists in those states; a read that stops part-way closes
        nothing, and the next refresh resumes where it stopped.
      </Typography>
      <Box
        component="form"
        aria-label="Refresh from USDA"
        noValidate
        onSubmit={start}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', my: 2 }}
      >
        <TextField
          size="small"
          label="States (optional)"
          placeholder="GA, AL"
          value={states}
          onChange={(e) => setStates(e.target.value)}
          error={statesError !== null}
          helperText={statesError ?? 'Two-letter codes, separated by commas; empty: every state.'}
          sx={{ flex: '1 1 14rem', maxWidth: '24rem' }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={refresh.isPending || run?.status === 'running'}
        >
          Refresh from USDA now
        </Button>
      </Box>
      {refresh.isError && <Alert severity="error">{refresh.error.message}</Alert>}
      {run && <ImportRunSummary run={run} label="Refresh progress" />}
    </Box>
  );
}
