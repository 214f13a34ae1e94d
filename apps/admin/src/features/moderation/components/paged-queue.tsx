import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { stackedTableSx } from '../../../components/stacked-table';

export interface QueueFilterOption<F extends string> {
  value: F;
  label: string;
}

/** What the moderation queues share: the "Show" filter, the last decision's refusal, loading, empty
 * and failed states, the table and its Previous / Next pages. Each queue brings its columns and rows. */
export function PagedQueue<F extends string, T>({
  filters,
  filter,
  onFilterChange,
  decisionError,
  queue,
  loadingLabel,
  emptyText,
  tableLabel,
  columns,
  page,
  pageSize,
  onPageChange,
  renderRow,
}: {
  filters: ReadonlyArray<QueueFilterOption<F>>;
  filter: F;
  /** Called with the new filter; the queue starts again on its first page. */
  onFilterChange: (filter: F) => void;
  decisionError: Error | null;
  queue: UseQueryResult<{ items: T[]; total: number }>;
  loadingLabel: string;
  emptyText: string;
  tableLabel: string;
  columns: string[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  renderRow: (item: T) => ReactNode;
}) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Show"
        value={filter}
        onChange={(event) => {
          onFilterChange(event.target.value as F);
          onPageChange(0);
        }}
        sx={{ mb: 2, minWidth: 240 }}
      >
        {filters.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {decisionError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {decisionError.message}
        </Alert>
      )}
      {queue.isPending ? (
        <CircularProgress aria-label={loadingLabel} />
      ) : queue.isError ? (
        <Alert severity="error">{queue.error.message}</Alert>
      ) : queue.data.items.length === 0 ? (
        <Typography>{emptyText}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={tableLabel} sx={stackedTableSx}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{queue.data.items.map(renderRow)}</TableBody>
          </Table>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
            <Button disabled={page === 0} onClick={() => onPageChange(page - 1)}>
              Previous
            </Button>
            <Typography variant="body2">{`${page * pageSize + 1}–${page * pageSize + queue.data.items.length} of ${queue.data.total}`}</Typography>
            <Button
              disabled={(page + 1) * pageSize >= queue.data.total}
              onClick={() => onPageChange(page + 1)}
            >
              Next
            </Button>
          </Stack>
        </Box>
      )}
    </>
  );
}
