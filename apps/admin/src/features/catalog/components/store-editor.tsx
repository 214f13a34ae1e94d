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
import { STORE_TYPES, validateStoreEdit } from '@snap/domain';
import { stackedTableSx } from '../../../components/stacked-table';
import { useFindStores, useSetStoreStatus, useUpdateStore, type AdminStore } from '../api/catalog';

interface Draft {
  Store_Name: string;
  Store_Type: string;
  Store_Street_Address: string;
  City: string;
  State: string;
  Zip_Code: string;
  Latitude: string;
  Longitude: string;
}

const toDraft = (store: AdminStore): Draft => ({
  ...store,
  Latitude: String(store.Latitude),
  Longitude: String(store.Longitude),
});

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
  const found = useFindStores(text);
  const setStatus = useSetStoreStatus();
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
              ? `Close ${closing.Store_Name}? It disappears from search at once; you can reopen it here.`
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
    </Box>
  );
}
