import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { stackedTableSx } from '../../../components/stacked-table';
import { useCatalogSources, type CatalogSources } from '../api/catalog-sources';
import { count, describeSource, formatListDay, formatMoment } from '../utils/catalog-format';

/** The schedule's last look at USDA's list, in words. */
export function describeCheck(check: CatalogSources['lastUsdaCheck']): string {
  if (!check) return "Last check of USDA's list: none yet.";
  const at = `Last check of USDA's list: ${formatMoment(check.checkedAt)}`;
  const edition = check.lastEditDate ? formatMoment(check.lastEditDate) : 'a date it did not give';
  switch (check.outcome) {
    case 'unchanged':
      return `${at}. USDA's list is unchanged (last edited ${edition}): nothing was read.`;
    case 'refreshed':
      return `${at}. USDA published a new list (edited ${edition}): a refresh started.`;
    case 'busy':
      return `${at}. USDA published a new list, but another import was running (${check.detail ?? 'busy'}): checked again within the hour.`;
    default:
      return `${at}. USDA's service did not answer (${check.detail ?? 'no answer'}): checked again within the hour.`;
  }
}

/** The last complete refresh from USDA of the schedule's scope, in words. */
export function describeLastSync(sync: CatalogSources['lastUsdaSync']): string {
  if (!sync) return 'Last complete refresh from USDA: none yet.';
  return `Last complete refresh from USDA: ${formatMoment(sync.finishedAt)}${
    sync.lastEditDate ? ` (USDA's list as edited ${formatMoment(sync.lastEditDate)})` : ''
  }.`;
}

/** Where the catalog's stores come from: each source's last refresh, the states it holds a complete list
 * of, and when the schedule refreshes from USDA next. */
export function SourcesPanel() {
  const sources = useCatalogSources();
  return (
    <Box component="section" aria-labelledby="sources-heading" sx={{ mb: 4 }}>
      <Typography id="sources-heading" variant="h5" component="h2" gutterBottom>
        Sources
      </Typography>
      {sources.isPending ? (
        <CircularProgress aria-label="Loading the sources" />
      ) : sources.isError ? (
        <Alert severity="error">{sources.error.message}</Alert>
      ) : (
        <>
          <Typography gutterBottom>
            {sources.data.nextScheduledRefresh
              ? `USDA's list is checked once a day, and the catalog refreshed only when USDA has published a new one. Next check: ${formatMoment(sources.data.nextScheduledRefresh)}.`
              : "No scheduled check of USDA's list: the catalog is refreshed only when an admin asks (USDA_SYNC_INTERVAL_DAYS is 0)."}
          </Typography>
          <Typography gutterBottom>{describeCheck(sources.data.lastUsdaCheck)}</Typography>
          <Typography gutterBottom>{describeLastSync(sources.data.lastUsdaSync)}</Typography>
          {sources.data.sources.length === 0 ? (
            <Typography gutterBottom>No source has been imported yet.</Typography>
          ) : (
            <Table size="small" aria-label="Last refresh of each source" sx={stackedTableSx}>
              <TableHead>
                <TableRow>
                  <TableCell>Source</TableCell>
                  <TableCell>Last refresh</TableCell>
                  <TableCell>List as of</TableCell>
                  <TableCell>Complete</TableCell>
                  <TableCell>Added</TableCell>
                  <TableCell>Updated</TableCell>
                  <TableCell>Closed</TableCell>
                  <TableCell>Reopened</TableCell>
                  <TableCell>Skipped</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sources.data.sources.map((source) => (
                  <TableRow key={source.source}>
                    <TableCell data-label="Source">{describeSource(source.source)}</TableCell>
                    <TableCell data-label="Last refresh">
                      {formatMoment(source.refreshedAt)}
                    </TableCell>
                    <TableCell data-label="List as of">{formatListDay(source.asOf)}</TableCell>
                    <TableCell data-label="Complete">
                      {source.complete ? 'Yes (closed what it lacked)' : 'No (closed nothing)'}
                    </TableCell>
                    <TableCell data-label="Added">{count(source.added)}</TableCell>
                    <TableCell data-label="Updated">{count(source.updated)}</TableCell>
                    <TableCell data-label="Closed">{count(source.closed)}</TableCell>
                    <TableCell data-label="Reopened">{count(source.reopened)}</TableCell>
                    <TableCell data-label="Skipped">{count(source.skipped)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            Covered states
          </Typography>
          {sources.data.covered.length === 0 ? (
            <Typography>
              No state is covered yet: no complete current list of a state has been imported.
            </Typography>
          ) : (
            <Table size="small" aria-label="Covered states" sx={stackedTableSx}>
              <TableHead>
                <TableRow>
                  <TableCell>State</TableCell>
                  <TableCell>List as of</TableCell>
                  <TableCell>Open stores after it</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sources.data.covered.map((state) => (
                  <TableRow key={state.state}>
                    <TableCell data-label="State">{state.state}</TableCell>
                    <TableCell data-label="List as of">{formatListDay(state.asOf)}</TableCell>
                    <TableCell data-label="Open stores after it">{count(state.stores)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Box>
  );
}
