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
import { useCatalogSources } from '../api/catalog-sources';
import { count, describeSource, formatListDay, formatMoment } from '../utils/catalog-format';

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
              ? `Next scheduled refresh from USDA: ${formatMoment(sources.data.nextScheduledRefresh)}.`
              : 'No scheduled refresh from USDA: the catalog is refreshed only when an admin asks (USDA_SYNC_INTERVAL_DAYS is 0).'}
          </Typography>
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
