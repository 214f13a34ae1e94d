import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  useModerateContribution,
  usePendingContributions,
  type PendingContribution,
} from '../api/contributions';
import { stackedTableSx } from '../../../components/stacked-table';

function describe(contribution: PendingContribution): string {
  if (contribution.kind === 'phone') return `Phone: ${contribution.phone ?? ''}`;
  return (contribution.weekly_hours ?? [])
    .map((day) => `${day.day.slice(0, 3)} ${day.closed ? 'closed' : `${day.open}–${day.close}`}`)
    .join(', ');
}

/** Pending phone numbers and hours with Approve / Reject. */
export function ContributionsQueue() {
  const pending = usePendingContributions();
  const moderate = useModerateContribution();
  if (pending.isPending) return <CircularProgress aria-label="Loading contributions" />;
  if (pending.isError) return <Alert severity="error">{pending.error.message}</Alert>;
  if (pending.data.length === 0)
    return <Typography>No contributions are waiting for a decision.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {moderate.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {moderate.error.message}
        </Alert>
      )}
      <Table size="small" aria-label="Pending contributions" sx={stackedTableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Store</TableCell>
            <TableCell>Contribution</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell>Decision</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pending.data.map((contribution) => (
            <TableRow key={contribution.id}>
              <TableCell data-label="Store">
                {contribution.store
                  ? `${contribution.store.Store_Name} (${contribution.store.City}, ${contribution.store.State})`
                  : contribution.store_id}
              </TableCell>
              <TableCell data-label="Contribution">{describe(contribution)}</TableCell>
              <TableCell data-label="Submitted">
                {new Date(contribution.created_at).toLocaleString('en-US')}
              </TableCell>
              <TableCell data-label="Decision" sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: contribution.id, decision: 'approve' })}
                  sx={{ mr: 1 }}
                >
                  Approve
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: contribution.id, decision: 'reject' })}
                >
                  Reject
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
