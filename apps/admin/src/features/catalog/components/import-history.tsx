import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { stackedTableSx } from '../../../components/stacked-table';
import { HISTORY_PAGE, useCatalogImports } from '../api/catalog';
import {
  count,
  describeCompleteFor,
  describeKind,
  formatListDay,
  formatMoment,
} from '../utils/catalog-format';

/** Who imported which file, or refreshed from USDA, when, and what it did. */
export function ImportHistory() {
  const [page, setPage] = useState(0);
  const history = useCatalogImports(page);
  return (
    <Box component="section" aria-labelledby="history-heading" sx={{ mb: 4 }}>
      <Typography id="history-heading" variant="h5" component="h2" gutterBottom>
        Import and refresh history
      </Typography>
      {history.isPending ? (
        <CircularProgress aria-label="Loading the import history" />
      ) : history.isError ? (
        <Alert severity="error">{history.error.message}</Alert>
      ) : history.data.items.length === 0 ? (
        <Typography>No imports or refreshes from the back-office yet.</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Imports" sx={stackedTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Started</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>List as of</TableCell>
                <TableCell>Complete for</TableCell>
                <TableCell>Rows</TableCell>
                <TableCell>Added</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell>Closed</TableCell>
                <TableCell>Reopened</TableCell>
                <TableCell>Skipped</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.items.map((run) => (
                <TableRow key={run.id}>
                  <TableCell data-label="Started">{formatMoment(run.startedAt)}</TableCell>
                  <TableCell data-label="By">{run.startedByName ?? 'Former admin'}</TableCell>
                  <TableCell data-label="Kind">{describeKind(run.kind)}</TableCell>
                  <TableCell data-label="File" sx={{ overflowWrap: 'anywhere' }}>
                    {run.fileName}
                  </TableCell>
                  <TableCell data-label="Status">
                    {run.status === 'failed' ? `failed: ${run.error ?? ''}` : run.status}
                  </TableCell>
                  <TableCell data-label="List as of">{formatListDay(run.asOf)}</TableCell>
                  <TableCell data-label="Complete for">
                    {run.status === 'running' ? '—' : describeCompleteFor(run.completeFor)}
                  </TableCell>
                  <TableCell data-label="Rows">{count(run.rowsRead)}</TableCell>
                  <TableCell data-label="Added">{count(run.added)}</TableCell>
                  <TableCell data-label="Updated">{count(run.updated)}</TableCell>
                  <TableCell data-label="Closed">{count(run.closed)}</TableCell>
                  <TableCell data-label="Reopened">{count(run.reopened)}</TableCell>
                  <TableCell data-label="Skipped">{count(run.skippedCount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={history.data.total}
            page={page}
            rowsPerPage={HISTORY_PAGE}
            rowsPerPageOptions={[HISTORY_PAGE]}
            onPageChange={(_e, next) => setPage(next)}
          />
        </>
      )}
    </Box>
  );
}
