import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { STORE_TYPES, validateStoreEdit, type StoreEditField } from '@snap/domain';
import { stackedTableSx } from '../../../components/stacked-table';
import { useFindStores, useSetStoreStatus, useUpdateStore, type AdminStore } from '../api/catalog';
import { useClearStoreOverride } from '../api/clear-store-override';
import { formatListDay, formatMoment } from '../utils/catalog-format';

/** The form's text for each edited field (the domain's list of them). */
type Draft = Record<StoreEditField, string>;

const toDraft = (store: AdminStore): Draft => ({
  Store_Name: store.Store_Name,
  Store_Type: store.Store_Type,
  Store_Street_Address: store.Store_Street_Address,
  City: store.City,
  State: store.State,
  Zip_Code: store.Zip_Code,
  Latitude: String(store.Latitude),
  Longitude: String(store.Longitude),
});

const FIELD_NAMES: Record<StoreEditField, string> = {
  Store_Name: 'name',
  Store_Type: 'type',
  Store_Street_Address: 'street address',
  City: 'city',
  State: 'state',
  Zip_Code: 'ZIP code',
  Latitude: 'latitude',
  Longitude: 'longitude',
};

/** What USDA's lists say of the store: the newest list that has it, the complete list that dropped it. */
export function describeUsdaDates(store: Pick<AdminStore, 'listed_on' | 'delisted_on'>): string {
  const parts = [
    store.listed_on ? `On USDA's list as of ${formatListDay(store.listed_on)}` : null,
    store.delisted_on ? `not on USDA's list since ${formatListDay(store.delisted_on)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'No dated USDA list yet';
}

/** What an admin set by hand, which imports leave alone until it is handed back. */
export function describeOverride(override: NonNullable<AdminStore['adminOverride']>): string {
  const held = [
    override.status ? (override.status === 'closed' ? 'closed' : 'open') : null,
    override.fields.length > 0
      ? `edited ${override.fields.map((field) => FIELD_NAMES[field as StoreEditField] ?? field).join(', ')}`
      : null,
  ].filter(Boolean);
  return `Kept ${held.join(' and ') || 'as set'} by admin ${override.by} on ${formatMoment(override.at)}`;
}

/** Edit one store's name, type, address or position; the same rules as the server, which checks again. */
function EditStoreDialog({ store, onClose }: { store: AdminStore; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(toDraft(store));
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateStore();
  const field = (name: keyof Draft, label: string, extra: object = {}) => (
    <TextField
      size="small"
      label={label}
      value={draft[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      {...extra}
    />
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...draft,
      Latitude: Number(draft.Latitude.trim() || Number.NaN),
      Longitude: Number(draft.Longitude.trim() || Number.NaN),
    };
    const checked = validateStoreEdit(input);
    setErrors(checked.errors);
    if (checked.errors.length === 0)
      update.mutate({ id: store.id, ...checked.value }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-store-title" fullWidth>
      <Box component="form" onSubmit={save} noValidate>
        <DialogTitle id="edit-store-title">Edit store</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          <Typography variant="body2" color="text.secondary">
            {`${describeUsdaDates(store)}. An edit here stands through later imports until it is handed back to USDA imports.`}
          </Typography>
          {errors.length > 0 && <Alert severity="error">{errors.join(', ')}</Alert>}
          {update.isError && <Alert severity="error">{update.error.message}</Alert>}
          {field('Store_Name', 'Name')}
          {field('Store_Type', 'Type', {
            select: true,
            children: STORE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            )),
          })}
          {field('Store_Street_Address', 'Street address')}
          {field('City', 'City')}
          {field('State', 'State')}
          {field('Zip_Code', 'ZIP code', { inputMode: 'numeric' })}
          {field('Latitude', 'Latitude', { inputMode: 'decimal' })}
          {field('Longitude', 'Longitude', { inputMode: 'decimal' })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Find any store (closed ones too) by id or by part of its name, city or ZIP; edit, close or reopen it. */
export function StoreEditor() {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<AdminStore | null>(null);
  const [closing, setClosing] = useState<AdminStore | null>(null);
  const [handingBack, setHandingBack] = useState<AdminStore | null>(null);
  const found = useFindStores(text);
  const setStatus = useSetStoreStatus();
  const clearOverride = useClearStoreOverride();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setText(draft);
  };
  const toggle = (store: AdminStore) => {
    if (store.status === 'active') setClosing(store);
    else setStatus.mutate({ id: store.id, status: 'active' });
  };

  return (
    <Box component="section" aria-labelledby="stores-heading">
      <Typography id="stores-heading" variant="h5" component="h2" gutterBottom>
        Stores
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Find a store"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <TextField
          size="small"
          label="Store id, name, city or ZIP"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained">
          Find store
        </Button>
      </Box>
      {setStatus.isError && <Alert severity="error">{setStatus.error.message}</Alert>}
      {clearOverride.isError && <Alert severity="error">{clearOverride.error.message}</Alert>}
      {found.isFetching && <CircularProgress aria-label="Looking for stores" />}
      {found.isError && <Alert severity="error">{found.error.message}</Alert>}
      {found.data && found.data.length === 0 && <Typography>No store matches.</Typography>}
      {found.data && found.data.length > 0 && (
        <Table size="small" aria-label="Stores found" sx={stackedTableSx}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Address</TableCell>
              <TableCell>Position</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>USDA lists</TableCell>
              <TableCell>Admin override</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {found.data.map((store) => (
              <TableRow key={store.id}>
                <TableCell data-label="Name">{store.Store_Name}</TableCell>
                <TableCell data-label="Type">{store.Store_Type}</TableCell>
                <TableCell data-label="Address">{`${store.Store_Street_Address}, ${store.City}, ${store.State} ${store.Zip_Code}`}</TableCell>
                <TableCell data-label="Position">{`${store.Latitude}, ${store.Longitude}`}</TableCell>
                <TableCell data-label="Status">
                  {store.status === 'active' ? 'Open' : 'Closed'}
                </TableCell>
                <TableCell data-label="USDA lists">{describeUsdaDates(store)}</TableCell>
                <TableCell data-label="Admin override">
                  {store.adminOverride
                    ? describeOverride(store.adminOverride)
                    : 'None: USDA imports decide'}
                </TableCell>
                <TableCell data-label="Actions">
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setEditing(store)}
                      aria-label={`Edit ${store.Store_Name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color={store.status === 'active' ? 'error' : 'primary'}
                      disabled={setStatus.isPending}
                      onClick={() => toggle(store)}
                      aria-label={`${store.status === 'active' ? 'Close' : 'Reopen'} ${store.Store_Name}`}
                    >
                      {store.status === 'active' ? 'Close' : 'Reopen'}
                    </Button>
                    {store.adminOverride && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={clearOverride.isPending}
                        onClick={() => setHandingBack(store)}
                        aria-label={`Hand ${store.Store_Name} back to USDA imports`}
                      >
                        Hand back to USDA imports
                      </Button>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <EditStoreDialog store={editing} onClose={() => setEditing(null)} />}
      <Dialog
        open={closing !== null}
        onClose={() => setClosing(null)}
        aria-labelledby="close-store-title"
      >
        <DialogTitle id="close-store-title">Close store</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {closing
              ? `Close ${closing.Store_Name}? It disappears from search at once; its page stays, saying this site's editors closed it, with its reviews and tips. You can reopen it here.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              closing &&
              setStatus.mutate(
                { id: closing.id, status: 'closed' },
                { onSettled: () => setClosing(null) },
              )
            }
          >
            Close store
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={handingBack !== null}
        onClose={() => setHandingBack(null)}
        aria-labelledby="hand-back-title"
      >
        <DialogTitle id="hand-back-title">Hand back to USDA imports</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {handingBack
              ? `Hand ${handingBack.Store_Name} back to USDA imports? What an admin set stays as it is now, but the next import or refresh from USDA decides its fields and whether it is open.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHandingBack(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() =>
              handingBack &&
              clearOverride.mutate(handingBack.id, { onSettled: () => setHandingBack(null) })
            }
          >
            Hand back
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
