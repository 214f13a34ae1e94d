import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { EBT_REFUSAL_RULES } from '@snap/domain';
import { PagedQueue } from './paged-queue';
import {
  type EbtRefusalCase,
  type RefusalFilter,
  REFUSALS_PAGE_SIZE,
  useClearEbtRefusal,
  useEbtRefusalQueue,
} from '../api/ebt-refusals';

const FILTERS: Array<{ value: RefusalFilter; label: string }> = [
  { value: 'all', label: 'All (open first)' },
  { value: 'open', label: 'Reported, waiting' },
  { value: 'marked', label: 'Marked on the store page' },
];

const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

function lastClearing(item: EbtRefusalCase): string | null {
  const last = item.clearings.at(-1);
  if (!last) return null;
  return last.because === 'usda-list'
    ? `Ended by USDA's list on ${day(last.at)}`
    : `Cleared by ${last.by ?? 'a moderator'} on ${day(last.at)}${last.note ? `: ${last.note}` : ''}`;
}

/** Stores people reported as not taking EBT, the most recently reported first; three different people
 * within 30 days mark the store page until a moderator clears it here. */
export function EbtRefusalsQueue() {
  const [filter, setFilter] = useState<RefusalFilter>('all');
  const [page, setPage] = useState(0);
  const queue = useEbtRefusalQueue(filter, page);
  const clear = useClearEbtRefusal();
  const [clearing, setClearing] = useState<EbtRefusalCase | null>(null);

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`Reports from ${EBT_REFUSAL_RULES.threshold} different people within ${EBT_REFUSAL_RULES.windowDays} days mark the store page "Recently reported as not accepting EBT; call ahead" until you clear it or USDA's next list drops the store.`}
      </Typography>
      <PagedQueue
        filters={FILTERS}
        filter={filter}
        onFilterChange={setFilter}
        decisionError={clear.error}
        queue={queue}
        loadingLabel="Loading EBT refusal reports"
        emptyText="Nothing here: no store reported as not taking EBT."
        tableLabel="EBT refusal reports"
        columns={['Store', 'Reports', 'Status', 'Decision']}
        page={page}
        pageSize={REFUSALS_PAGE_SIZE}
        onPageChange={setPage}
        renderRow={(item) => (
          <TableRow key={item.storeId}>
            <TableCell data-label="Store">
              <Typography variant="body2">{`${item.storeName} (${item.state})`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`Store ${item.storeId}`}
              </Typography>
            </TableCell>
            <TableCell data-label="Reports">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {`${item.reporters} of ${EBT_REFUSAL_RULES.threshold} people in ${EBT_REFUSAL_RULES.windowDays} days`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${item.totalReports} in all, last on ${day(item.lastReportedAt)}`}
              </Typography>
            </TableCell>
            <TableCell data-label="Status">
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                {item.marked ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label="Marked"
                    sx={{ borderColor: 'error.main', color: 'error.dark' }}
                  />
                ) : (
                  <Chip size="small" label="Not marked" />
                )}
                {lastClearing(item) && (
                  <Typography variant="body2" color="text.secondary">
                    {lastClearing(item)}
                  </Typography>
                )}
              </Stack>
            </TableCell>
            <TableCell data-label="Decision">
              {item.reporters > 0 && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={clear.isPending}
                  onClick={() => setClearing(item)}
                >
                  Clear
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      {clearing && (
        <ClearDialog
          item={clearing}
          busy={clear.isPending}
          onCancel={() => setClearing(null)}
          onConfirm={(note) =>
            clear.mutate(
              { storeId: clearing.storeId, note },
              { onSuccess: () => setClearing(null) },
            )
          }
        />
      )}
    </Box>
  );
}

function ClearDialog({
  item,
  busy,
  onCancel,
  onConfirm,
}: {
  item: EbtRefusalCase;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string | null) => void;
}) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(note.trim() || null);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="clear-title" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="clear-title">{`Clear the reports on ${item.storeName}`}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            The store page stops showing the notice; reports from now on count afresh.
          </Typography>
          <TextField
            label="Note for the audit trail (optional)"
            fullWidth
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            helperText={`${note.length}/500 characters`}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Clear
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
