import Alert from '@mui/material/Alert';
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
import { MODERATION_LIMITS, type ModerationDecision, validateDecision } from '@snap/domain';
import { PagedQueue } from './paged-queue';
import {
  type ModerationCase,
  type QueueFilter,
  QUEUE_PAGE_SIZE,
  useModerateContent,
  useModerationQueue,
} from '../api/flagged-content';

const FILTERS: Array<{ value: QueueFilter; label: string }> = [
  { value: 'all', label: 'All (flagged first)' },
  { value: 'open', label: 'Flagged, waiting' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'removed', label: 'Removed' },
];

const STATUS_LABELS: Record<string, string> = {
  visible: 'Visible',
  hidden: 'Hidden',
  removed: 'Removed',
};

const DECISION_LABELS: Record<ModerationDecision, string> = {
  hide: 'Hide',
  remove: 'Remove',
  restore: 'Restore',
};

function itemLabel(item: ModerationCase): string {
  const type = item.itemType.charAt(0).toUpperCase() + item.itemType.slice(1);
  return `${type} on ${item.storeName ?? item.storeId}`;
}

/** Flagged reviews, tips and photos, the most flagged first, with Hide / Remove / Restore. Hiding and
 * removing ask for the reason the author will read. */
export function FlaggedContentQueue() {
  const [filter, setFilter] = useState<QueueFilter>('all');
  const [page, setPage] = useState(0);
  const queue = useModerationQueue(filter, page);
  const moderate = useModerateContent();
  const [deciding, setDeciding] = useState<{
    item: ModerationCase;
    decision: ModerationDecision;
  } | null>(null);

  const restore = (item: ModerationCase) =>
    moderate.mutate({
      itemType: item.itemType,
      itemId: item.itemId,
      decision: 'restore',
      reason: null,
    });

  return (
    <Box>
      <PagedQueue
        filters={FILTERS}
        filter={filter}
        onFilterChange={setFilter}
        decisionError={moderate.error}
        queue={queue}
        loadingLabel="Loading flagged content"
        emptyText="Nothing here: no flagged reviews, tips or photos."
        tableLabel="Flagged content"
        columns={['Item', 'Content', 'Flags', 'Status', 'Decision']}
        page={page}
        pageSize={QUEUE_PAGE_SIZE}
        onPageChange={setPage}
        renderRow={(item) => (
          <TableRow key={item.id}>
            <TableCell data-label="Item">{itemLabel(item)}</TableCell>
            <TableCell data-label="Content" sx={{ maxWidth: 320 }}>
              {item.thumbnailKey && (
                <Box
                  component="img"
                  src={`/api/photos/${item.thumbnailKey}`}
                  alt={`Flagged photo of ${item.storeName ?? 'the store'}`}
                  width={120}
                  height={80}
                  sx={{ display: 'block', mb: 0.5 }}
                />
              )}
              {item.rating != null && (
                <Typography variant="body2">{`${item.rating} of 5 stars`}</Typography>
              )}
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {item.excerpt ?? ''}
              </Typography>
            </TableCell>
            <TableCell data-label="Flags">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.flagCount === 1 ? '1 flag' : `${item.flagCount} flags`}
              </Typography>
              {item.flags.slice(0, 3).map((flag, i) => (
                <Typography key={i} variant="body2" color="text.secondary">
                  {flag.note ? `${flag.reasonLabel}: ${flag.note}` : flag.reasonLabel}
                </Typography>
              ))}
            </TableCell>
            <TableCell data-label="Status">
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Chip size="small" label={STATUS_LABELS[item.status] ?? item.status} />
                {item.open && <Chip size="small" variant="outlined" label="Waiting" />}
                {item.reason && (
                  <Typography variant="body2" color="text.secondary">
                    {`Reason: ${item.reason}`}
                  </Typography>
                )}
              </Stack>
            </TableCell>
            <TableCell data-label="Decision">
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {item.status !== 'hidden' && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={moderate.isPending}
                    onClick={() => setDeciding({ item, decision: 'hide' })}
                  >
                    Hide
                  </Button>
                )}
                {item.status !== 'removed' && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    disabled={moderate.isPending}
                    onClick={() => setDeciding({ item, decision: 'remove' })}
                  >
                    Remove
                  </Button>
                )}
                {(item.status !== 'visible' || item.open) && (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={moderate.isPending}
                    onClick={() => restore(item)}
                  >
                    {item.status === 'visible' ? 'Keep' : 'Restore'}
                  </Button>
                )}
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      {deciding && (
        <ReasonDialog
          title={`${DECISION_LABELS[deciding.decision]} this ${deciding.item.itemType}`}
          busy={moderate.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(reason) =>
            moderate.mutate(
              {
                itemType: deciding.item.itemType,
                itemId: deciding.item.itemId,
                decision: deciding.decision,
                reason,
              },
              { onSuccess: () => setDeciding(null) },
            )
          }
          confirmLabel={DECISION_LABELS[deciding.decision]}
          warning={
            deciding.decision === 'remove'
              ? 'Removing also takes back the points the author earned for it.'
              : null
          }
        />
      )}
    </Box>
  );
}

function ReasonDialog({
  title,
  busy,
  confirmLabel,
  warning,
  onCancel,
  onConfirm,
}: {
  title: string;
  busy: boolean;
  confirmLabel: string;
  warning: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDecision({ decision: 'hide', reason });
    if (checked.errors.length > 0) {
      setError(checked.errors.join(', '));
      return;
    }
    onConfirm(checked.value.reason ?? '');
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="decision-title" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="decision-title">{title}</DialogTitle>
        <DialogContent>
          {warning && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {warning}
            </Alert>
          )}
          <TextField
            label="Reason the author will see"
            required
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? `${reason.length}/${MODERATION_LIMITS.reasonMax} characters`}
            slotProps={{ htmlInput: { maxLength: MODERATION_LIMITS.reasonMax } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
