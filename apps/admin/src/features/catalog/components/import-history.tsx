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

/** Who imported which file when, and what it did. */
export function ImportHistory() {
  const [page, setPage] = useState(0);
  const history = useCatalogImports(page);
  return (
    <Box component="section" aria-labelledby="history-heading" sx={{ mb: 4 }}>
      <Typography id="history-heading" variant="h5" component="h2" gutterBottom>
        Import history
      </Typography>
      {history.isPending ? (
        <CircularProgress aria-label="Loading the import history" />
      ) : history.isError ? (
        <Alert severity="error">{history.error.message}</Alert>
      ) : history.data.items.length === 0 ? (
        <Typography>No imports from the back-office yet.</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Imports" sx={stackedTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Started</TableCell>
                <TableCell>By</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Rows</TableCell>
                <TableCell>Added</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell>Closed</TableCell>
                <TableCell>Skipped</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.items.map((run) => (
                <TableRow key={run.id}>
                  <TableCell data-label="Started">
                    {new Date(run.startedAt).toLocaleString('en-US')}
                  </TableCell>
                  <TableCell data-label="By">{run.startedByName ?? 'Former admin'}</TableCell>
                  <TableCell data-label="File" sx={{ overflowWrap: 'anywhere' }}>
                    {run.fileName}
                  </TableCell>
                  <TableCell data-label="Status">
                    {run.status === 'failed' ? `failed: ${run.error ?? ''}` : run.status}
                  </TableCell>
                  <TableCell data-label="Rows">{run.rowsRead.toLocaleString('en-US')}</TableCell>
                  <TableCell data-label="Added">{run.added.toLocaleString('en-US')}</TableCell>
                  <TableCell data-label="Updated">{run.updated.toLocaleString('en-US')}</TableCell>
                  <TableCell data-label="Closed">{run.closed.toLocaleString('en-US')}</TableCell>
                  <TableCell data-label="Skipped">
                    {run.skippedCount.toLocaleString('en-US')}
                  </TableCell>
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
