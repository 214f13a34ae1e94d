import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useCatalogImport, useUploadCatalogFile, type CatalogImport } from '../api/catalog';

const COUNTS: Array<[keyof CatalogImport, string]> = [
  ['rowsRead', 'Rows read'],
  ['added', 'Added'],
  ['updated', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['closed', 'Closed'],
  ['placedByZipCentroid', 'Placed by ZIP centroid'],
  ['skippedCount', 'Skipped'],
];

/** Upload a USDA retailer file; the import runs in the search service while this panel follows it. */
export function ImportPanel() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const upload = useUploadCatalogFile();
  const current = useCatalogImport(importId);
  const run = current.data;

  const start = () => {
    if (!file) return;
    setImportId(null);
    upload.mutate(file, { onSuccess: (started) => setImportId(started.id) });
  };

  return (
    <Box component="section" aria-labelledby="import-heading" sx={{ mb: 4 }}>
      <Typography id="import-heading" variant="h5" component="h2" gutterBottom>
        Import a USDA retailer file
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        The GA research file, the farmers markets file, the Historical Retailer Locator or a
        Retailer Locator export (.csv). A newer file of a source closes the stores of that source it
        no longer lists.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 2 }}>
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
        <Button
          variant="contained"
          disabled={!file || upload.isPending || run?.status === 'running'}
          onClick={start}
        >
          Upload and import
        </Button>
      </Box>
      {upload.isPending && <LinearProgress aria-label="Uploading the file" />}
      {upload.isError && <Alert severity="error">{upload.error.message}</Alert>}
      {run && (
        <Box role="status" aria-live="polite" aria-label="Import progress">
          {run.status === 'running' && <LinearProgress aria-label="Importing" sx={{ mb: 1 }} />}
          {run.status === 'completed' && (
            <Alert
              severity="success"
              sx={{ mb: 1 }}
            >{`Imported ${run.fileName}${run.format ? ` (${run.format})` : ''}.`}</Alert>
          )}
          {run.status === 'failed' && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {run.error}
            </Alert>
          )}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content auto',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {COUNTS.map(([field, label]) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {Number(run[field]).toLocaleString('en-US')}
                </Typography>
              </Box>
            ))}
          </Box>
          {run.status === 'completed' &&
            'skipped' in run &&
            Array.isArray(run.skipped) &&
            run.skipped.length > 0 && (
              <>
                <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                  Skipped lines
                </Typography>
                <List dense aria-label="Skipped lines" sx={{ maxHeight: 320, overflowY: 'auto' }}>
                  {run.skipped.map((skip) => (
                    <ListItem
                      key={skip.line}
                      disableGutters
                    >{`Line ${skip.line}: ${skip.reason}`}</ListItem>
                  ))}
                </List>
              </>
            )}
        </Box>
      )}
    </Box>
  );
}
