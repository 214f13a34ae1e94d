import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { parseStateList } from '@snap/domain';
import { useCatalogImport, useUploadCatalogFile } from '../api/catalog';
import { ImportRunSummary } from './import-run-summary';

/** Upload a USDA retailer file; the import runs in the search service while this panel follows it. */
export function ImportPanel() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [asOf, setAsOf] = useState('');
  const [complete, setComplete] = useState(false);
  const [states, setStates] = useState('');
  const [statesError, setStatesError] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const upload = useUploadCatalogFile();
  const current = useCatalogImport(importId);
  const run = current.data;

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    let completeFor: string[] = [];
    if (complete) {
      try {
        completeFor = parseStateList(states);
      } catch (error) {
        return setStatesError((error as Error).message);
      }
      if (completeFor.length === 0)
        return setStatesError('Name the states this file is the complete list of, such as GA.');
    }
    setStatesError(null);
    setImportId(null);
    upload.mutate(
      { file, ...(asOf ? { asOf } : {}), completeFor },
      { onSuccess: (started) => setImportId(started.id) },
    );
  };

  return (
    <Box component="section" aria-labelledby="import-heading" sx={{ mb: 4 }}>
      <Typography id="import-heading" variant="h5" component="h2" gutterBottom>
        Import a USDA retailer file
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        The GA research file, the farmers markets file, the Historical Retailer Locator or a
        Retailer Locator export (.csv).
      </Typography>
      <Box
        component="form"
        aria-label="Import a file"
        noValidate
        onSubmit={start}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, my: 2, maxWidth: '40rem' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <input
            ref={input}
            id="catalog-file"
            type="file"
            accept=".csv,text/csv"
            aria-label="Retailer file"
            hidden
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button variant="outlined" onClick={() => input.current?.click()}>
            Choose file
          </Button>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Box>
        <TextField
          size="small"
          type="date"
          label="Date the list was true (optional)"
          value={asOf}
          onChange={(e) => setAsOf(e.target.value)}
          helperText="Stores carry this date; an older list never overrides a newer one."
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: '20rem' }}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={complete}
                onChange={(e) => setComplete(e.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'complete-for-help' } }}
              />
            }
            label="This file is the complete current list for these states"
          />
          <Typography id="complete-for-help" variant="body2" color="text.secondary">
            Without it nothing is closed; with it, the stores of these states the file lacks are
            closed.
          </Typography>
        </Box>
        {complete && (
          <TextField
            size="small"
            label="States the file is complete for"
            placeholder="GA, AL"
            value={states}
            onChange={(e) => setStates(e.target.value)}
            error={statesError !== null}
            helperText={statesError ?? 'Two-letter codes, separated by commas.'}
            sx={{ maxWidth: '20rem' }}
          />
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!file || upload.isPending || run?.status === 'running'}
          >
            Upload and import
          </Button>
        </Box>
      </Box>
      {upload.isPending && <LinearProgress aria-label="Uploading the file" />}
      {upload.isError && <Alert severity="error">{upload.error.message}</Alert>}
      {run && <ImportRunSummary run={run} label="Import progress" />}
    </Box>
  );
}
