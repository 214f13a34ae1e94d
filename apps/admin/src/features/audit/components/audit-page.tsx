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
import { stackedTableSx } from '../../../components/stacked-table';
import { AUDIT_ACTION_LABELS, PAGE_SIZE, useAuditEntries, type AuditFilter } from '../api/audit';

/** before/after are JSON of the changed fields; shown as "field: value" lines. */
function Fields({ json }: { json: string | null }) {
  if (!json) return <>—</>;
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return <>{json}</>;
  }
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {Object.entries(fields).map(([name, value]) => (
        <Box component="span" key={name} sx={{ display: 'block' }}>
          {`${name}: ${Array.isArray(value) ? value.join(', ') || '(none)' : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`}
        </Box>
      ))}
    </Box>
  );
}

/** Every admin and moderator action, newest first, filtered by kind, by who did it and by day. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({
    action: '',
    actorEmail: '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(0);
  const entries = useAuditEntries(filter, page);
  const update = (change: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setPage(0);
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Audit trail
      </Typography>
      <Box
        role="group"
        aria-label="Filter the audit trail"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          select
          size="small"
          label="Action"
          value={filter.action}
          onChange={(e) => update({ action: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All actions</MenuItem>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="email"
          label="By (e-mail)"
          value={filter.actorEmail}
          onChange={(e) => update({ actorEmail: e.target.value })}
        />
        <TextField
          size="small"
          type="date"
          label="From"
          value={filter.from}
          onChange={(e) => update({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filter.to}
          onChange={(e) => update({ to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {entries.isPending ? (
        <CircularProgress aria-label="Loading the audit trail" />
      ) : entries.isError ? (
        <Alert severity="error">{entries.error.message}</Alert>
      ) : entries.data.items.length === 0 ? (
        <Typography>No actions match these filters.</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Audit entries" sx={stackedTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.data.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell data-label="When">
                    {new Date(entry.occurredAt).toLocaleString('en-US')}
                  </TableCell>
                  <TableCell data-label="Who" sx={{ overflowWrap: 'anywhere' }}>
                    {entry.actorEmail ?? entry.actorId}
                  </TableCell>
                  <TableCell data-label="Action">
                    {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
                  </TableCell>
                  <TableCell data-label="What">{entry.summary}</TableCell>
                  <TableCell data-label="Before">
                    <Fields json={entry.before} />
                  </TableCell>
                  <TableCell data-label="After">
                    <Fields json={entry.after} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={entries.data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, next) => setPage(next)}
          />
        </>
      )}
    </Box>
  );
}
