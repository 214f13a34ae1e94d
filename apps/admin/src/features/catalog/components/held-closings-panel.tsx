import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { stackedTableSx } from '../../../components/stacked-table';
import { useCatalogImport } from '../api/catalog';
import { useCatalogSources, type CatalogSources } from '../api/catalog-sources';
import { useConfirmUsdaClosings } from '../api/confirm-usda-closings';
import { count, formatListDay, formatMoment } from '../utils/catalog-format';
import { ImportRunSummary } from './import-run-summary';

type Pending = CatalogSources['pendingClosings'][number];

const share = (held: Pending) =>
  `${held.open > 0 ? Math.round((100 * held.closing) / held.open) : 100} %`;

/** The closings a refresh from USDA held because they were too many at once (over 10 % of a state's
 * open stores): what each state would lose, and the admin's way to confirm them after checking. */
export function HeldClosingsPanel() {
  const sources = useCatalogSources();
  const confirm = useConfirmUsdaClosings();
  const [asking, setAsking] = useState<string | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const confirming = useCatalogImport(confirmingId);
  const pending = sources.data?.pendingClosings ?? [];
  const byRefresh = new Map<string, Pending[]>();
  for (const held of pending)
    byRefresh.set(held.importId, [...(byRefresh.get(held.importId) ?? []), held]);
  if (byRefresh.size === 0 && !confirming.data && !confirm.isError) return null;

  return (
    <Box component="section" aria-labelledby="held-closings-heading" sx={{ mb: 4 }}>
      <Typography id="held-closings-heading" variant="h5" component="h2" gutterBottom>
        Closings waiting for an admin
      </Typography>
      {[...byRefresh].map(([importId, states]) => {
        const closing = states.reduce((sum, held) => sum + held.closing, 0);
        const names = states.map((held) => held.state).join(', ');
        return (
          <Box key={importId} sx={{ mb: 2 }}>
            <Alert severity="warning" sx={{ mb: 1 }}>
              {`The refresh from USDA of ${formatMoment(states[0].heldAt)} (list as of ${formatListDay(states[0].asOf)}) would close more than 10 % of the open stores of ${names}, so it closed none there. Check that USDA's list is right (a state missing from it, a partial edition) before confirming: confirming reads ${names} again from the same edition of USDA's list and closes the stores it lacks.`}
            </Alert>
            <Table size="small" aria-label={`Closings held in ${names}`} sx={stackedTableSx}>
              <TableHead>
                <TableRow>
                  <TableCell>State</TableCell>
                  <TableCell>Would close</TableCell>
                  <TableCell>Open stores</TableCell>
                  <TableCell>Share</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {states.map((held) => (
                  <TableRow key={held.state}>
                    <TableCell data-label="State">{held.state}</TableCell>
                    <TableCell data-label="Would close">{count(held.closing)}</TableCell>
                    <TableCell data-label="Open stores">{count(held.open)}</TableCell>
                    <TableCell data-label="Share">{share(held)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {asking === importId ? (
                <>
                  <Button
                    variant="contained"
                    color="error"
                    disabled={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(importId, {
                        onSuccess: (started) => {
                          setAsking(null);
                          setConfirmingId(started.id);
                        },
                      })
                    }
                  >
                    {`Yes, close ${count(closing)} stores in ${names}`}
                  </Button>
                  <Button onClick={() => setAsking(null)}>Cancel</Button>
                </>
              ) : (
                <Button
                  variant="outlined"
                  color="warning"
                  disabled={confirming.data?.status === 'running'}
                  onClick={() => {
                    confirm.reset();
                    setAsking(importId);
                  }}
                >
                  {`Confirm closings in ${names}`}
                </Button>
              )}
            </Box>
          </Box>
        );
      })}
      {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
      {confirming.data && (
        <ImportRunSummary run={confirming.data} label="Confirmed closings progress" />
      )}
    </Box>
  );
}
