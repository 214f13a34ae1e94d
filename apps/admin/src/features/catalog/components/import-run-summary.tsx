import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { CatalogImport } from '../api/catalog';
import { count, describeCompleteFor, formatListDay } from '../utils/catalog-format';

type Run = CatalogImport & { skipped?: Array<{ line: number; reason: string }> };

/** What a refresh from USDA has read so far, in words. */
export function refreshProgress(run: Pick<CatalogImport, 'fetched' | 'total'>): string {
  return run.total === null || run.total === undefined
    ? 'Asking USDA for its store list…'
    : `Read ${count(run.fetched)} of ${count(run.total)} stores from USDA…`;
}

/** "GA: 50 of 253 open stores (20 %)": a state's closings a refresh held for an admin. */
export function describeHeldClosing(held: { state: string; closing: number; open: number }) {
  const share = held.open > 0 ? Math.round((100 * held.closing) / held.open) : 100;
  return `${held.state}: ${count(held.closing)} of ${count(held.open)} open stores (${share} %)`;
}

/** Every row read is one of these (added up, they are the rows read); shown when not zero. */
const OTHER_ROW_OUTCOMES: Array<[keyof Run, string]> = [
  ['keptByAdmin', 'Kept as an admin set them'],
  ['olderThanCatalog', 'Older than the catalog'],
  ['endedAuthorizations', 'Authorization ended'],
  ['earlierPeriods', 'Earlier period of a record'],
  ['mergedDuplicates', 'Same store again, merged'],
  ['repeatedRows', 'Repeated rows'],
];

function countsOf(run: Run): Array<[string, string]> {
  const refresh = run.kind === 'usda-service';
  const rows: Array<[string, string]> = refresh
    ? [['Stores read from USDA', `${count(run.fetched)} of ${count(run.total)}`]]
    : [['Rows read', count(run.rowsRead)]];
  if (run.status === 'running') return rows;
  rows.push(
    ['List as of', formatListDay(run.asOf)],
    ['Complete list for', describeCompleteFor(run.completeFor)],
    ['Added', count(run.added)],
    ['Updated', count(run.updated)],
    ['Unchanged', count(run.unchanged)],
    ['Closed', count(run.closed)],
    ['Reopened', count(run.reopened)],
  );
  for (const [field, name] of OTHER_ROW_OUTCOMES)
    if (run[field]) rows.push([name, count(run[field] as number)]);
  if (!refresh) rows.push(['Placed by ZIP centroid', count(run.placedByZipCentroid)]);
  rows.push(['Skipped', count(run.skippedCount)]);
  if (run.matchedEarlierSources)
    rows.push(['Stores matched to an earlier source', count(run.matchedEarlierSources)]);
  if (run.keptOpenByAdmin) rows.push(['Stores kept open by an admin', count(run.keptOpenByAdmin)]);
  if (run.closingsHeld) rows.push(['Stores not closed (see notes)', count(run.closingsHeld)]);
  if (run.heldClosings.length > 0)
    rows.push([
      run.closingsConfirmedAt ? 'Held closings (confirmed)' : 'Closings waiting for an admin',
      run.heldClosings.map(describeHeldClosing).join('; '),
    ]);
  return rows;
}

/** One import or refresh as it runs and once it is done: progress, the counts, the notes, skipped lines. */
export function ImportRunSummary({ run, label }: { run: Run; label: string }) {
  const refresh = run.kind === 'usda-service';
  return (
    <Box role="status" aria-live="polite" aria-label={label}>
      {run.status === 'running' && (
        <>
          {refresh && <Typography sx={{ mb: 1 }}>{refreshProgress(run)}</Typography>}
          <LinearProgress
            aria-label={refresh ? 'Refreshing from USDA' : 'Importing'}
            {...(refresh && run.total
              ? { variant: 'determinate', value: (100 * (run.fetched ?? 0)) / run.total }
              : {})}
            sx={{ mb: 1 }}
          />
        </>
      )}
      {run.status === 'completed' && (
        <Alert
          severity={run.completeFor.length > 0 || !refresh ? 'success' : 'warning'}
          sx={{ mb: 1 }}
        >
          {refresh
            ? `Refreshed from USDA: ${count(run.fetched)} of ${count(run.total)} stores read.`
            : `Imported ${run.fileName}${run.format ? ` (${run.format})` : ''}.`}
        </Alert>
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
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {countsOf(run).map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {run.status === 'completed' && run.notes.length > 0 && (
        <List dense aria-label="Notes" sx={{ mt: 1 }}>
          {run.notes.map((note) => (
            <ListItem key={note} disableGutters>
              {note}
            </ListItem>
          ))}
        </List>
      )}
      {run.status === 'completed' && run.skipped && run.skipped.length > 0 && (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            Skipped lines
          </Typography>
          <List dense aria-label="Skipped lines" sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {run.skipped.map((skip, at) => (
              <ListItem
                key={`${skip.line}-${at}`}
                disableGutters
              >{`Line ${skip.line}: ${skip.reason}`}</ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
