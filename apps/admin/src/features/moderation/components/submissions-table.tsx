import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  PAGE_SIZE,
  STATUS_LABELS,
  SUBMISSION_STATUSES,
  useSetSubmissionStatus,
  useSubmissions,
  type SubmissionKind,
  type SubmissionStatus,
} from '../api/submissions';
import { stackedTableSx } from '../../../components/stacked-table';

/** Issue reports or business claims listed by status; each row's status can be changed. */
export function SubmissionsTable({ kind }: { kind: SubmissionKind }) {
  const [status, setStatus] = useState<SubmissionStatus | 'all'>('new');
  const [page, setPage] = useState(0);
  const list = useSubmissions(kind, status === 'all' ? null : status, page);
  const setRowStatus = useSetSubmissionStatus(kind);
  const noun = kind === 'reports' ? 'reports' : 'claims';

  return (
    <Box>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as SubmissionStatus | 'all');
          setPage(0);
        }}
        sx={{ minWidth: 180, mb: 2 }}
      >
        <MenuItem value="all">All</MenuItem>
        {SUBMISSION_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {setRowStatus.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {setRowStatus.error.message}
        </Alert>
      )}
      {list.isPending ? (
        <CircularProgress aria-label={`Loading ${noun}`} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data.items.length === 0 ? (
        <Typography>{`No ${noun} with this status.`}</Typography>
      ) : (
        <Box>
          <Table
            size="small"
            aria-label={kind === 'reports' ? 'Issue reports' : 'Business claims'}
            sx={stackedTableSx}
          >
            <TableHead>
              <TableRow>
                <TableCell>Store</TableCell>
                <TableCell>Details</TableCell>
                <TableCell>Received</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell data-label="Store">{row.storeName || row.storeId}</TableCell>
                  <TableCell data-label="Details">
                    {row.details.map(([label, value]) => (
                      <Typography key={label} variant="body2">
                        <strong>{label}:</strong> {value}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell data-label="Received">
                    {new Date(row.createdAt).toLocaleString('en-US')}
                  </TableCell>
                  <TableCell data-label="Status">
                    <TextField
                      select
                      size="small"
                      label={`Status of ${row.storeName || row.storeId}`}
                      value={row.status}
                      disabled={setRowStatus.isPending}
                      onChange={(event) =>
                        setRowStatus.mutate({
                          id: row.id,
                          status: event.target.value as SubmissionStatus,
                        })
                      }
                      sx={{ minWidth: 150 }}
                    >
                      {SUBMISSION_STATUSES.map((value) => (
                        <MenuItem key={value} value={value}>
                          {STATUS_LABELS[value]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next)}
          />
        </Box>
      )}
    </Box>
  );
}
