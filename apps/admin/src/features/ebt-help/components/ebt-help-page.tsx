import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ALL_STATES, ALL_STATES_LABEL, HELP_STATE_CHOICES } from '@snap/domain';
import { stackedTableSx } from '../../../components/stacked-table';
import { type EntryFields, useEbtHelpChange, useEbtHelpLists } from '../api/ebt-help';

type Kind = 'retailer' | 'contact' | 'fact';

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'state' | 'multiline';
  helper?: string;
  /** A state list without "All 50 states and DC". */
  statesOnly?: boolean;
  /** The language of what is typed, when it is not English. */
  lang?: 'es';
}

const DATE_HELP = 'When it was checked: YYYY, YYYY-MM or YYYY-MM-DD';
/** The public site's Spanish pages show the English of a text until its Spanish is written. */
const SPANISH_HELP = 'Optional: Spanish pages show the English until you write it';
const NO_SPANISH_YET = 'Not written yet: Spanish pages show the English';

const FIELDS: Record<Kind, FieldSpec[]> = {
  retailer: [
    { name: 'state', label: 'State', kind: 'state' },
    { name: 'name', label: 'Retailer' },
    { name: 'website', label: 'Web address (optional)', helper: 'Starting with https://' },
    { name: 'note', label: 'Note (optional)', kind: 'multiline' },
    {
      name: 'noteEs',
      label: 'Note in Spanish',
      kind: 'multiline',
      helper: SPANISH_HELP,
      lang: 'es',
    },
    {
      name: 'storeIds',
      label: 'Stores it takes online orders for (optional)',
      kind: 'multiline',
      helper:
        'Store ids from their page addresses (…/store/ID), one per line or separated by commas: only these store pages say "Order online with EBT"',
    },
    { name: 'source', label: 'Source' },
    { name: 'checkedOn', label: 'Checked on', helper: DATE_HELP },
  ],
  contact: [
    { name: 'state', label: 'State', kind: 'state' },
    { name: 'office', label: 'Office' },
    { name: 'officeEs', label: 'Office in Spanish', helper: SPANISH_HELP, lang: 'es' },
    {
      name: 'contact',
      label: 'Contact (optional)',
      kind: 'multiline',
      helper: 'Phone, address or web form, as the source gives it',
    },
    {
      name: 'contactEs',
      label: 'Contact in Spanish',
      kind: 'multiline',
      helper: SPANISH_HELP,
      lang: 'es',
    },
    { name: 'source', label: 'Source' },
    { name: 'checkedOn', label: 'Checked on', helper: DATE_HELP },
  ],
  fact: [
    { name: 'text', label: 'Text (plain text)', kind: 'multiline' },
    {
      name: 'textEs',
      label: 'Text in Spanish (plain text)',
      kind: 'multiline',
      helper: SPANISH_HELP,
      lang: 'es',
    },
    { name: 'source', label: 'Source' },
    { name: 'checkedOn', label: 'Checked on', helper: DATE_HELP },
  ],
};

const TITLES: Record<Kind, string> = {
  retailer: 'online retailer',
  contact: 'complaint contact',
  fact: 'help text',
};

/** The help pages' lists and texts: online retailers per state, complaint contacts per state, and the
 * dated texts beside them. Every entry has its source and the date it was checked. */
export function EbtHelpPage() {
  const lists = useEbtHelpLists();
  const change = useEbtHelpChange();
  const [editing, setEditing] = useState<{ kind: Kind; fields: EntryFields } | null>(null);

  const remove = (kind: 'retailer' | 'contact', id: string, name: string) => {
    if (window.confirm(`Delete ${name}? The public pages stop showing it at once.`))
      change.mutate({ kind, action: 'delete', id });
  };

  return (
    <Box>
      <Typography component="h1" variant="h4" gutterBottom>
        EBT help pages
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What "Order online with EBT" and the store pages show. Enter only what a source says, with
        the source and the date you checked it.
      </Typography>
      {change.isError && !editing && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {change.error.message}
        </Alert>
      )}
      {lists.isPending ? (
        <CircularProgress aria-label="Loading the help pages" />
      ) : lists.isError ? (
        <Alert severity="error">{lists.error.message}</Alert>
      ) : (
        <Stack spacing={3}>
          <Section
            title="Online retailers"
            onAdd={() => setEditing({ kind: 'retailer', fields: { state: '', name: '' } })}
            addLabel="Add online retailer"
          >
            <EntryTable
              label="Online retailers"
              columns={['State', 'Retailer', 'Stores', 'Source', 'Checked']}
              rows={lists.data.onlineRetailers.map((r) => ({
                id: r.id,
                name: r.name,
                cells: [
                  r.stateName,
                  r.name,
                  r.storeIds.length > 0 ? r.storeIds.join(', ') : 'None named',
                  r.source,
                  r.lastChecked,
                ],
                onEdit: () =>
                  setEditing({
                    kind: 'retailer',
                    fields: {
                      id: r.id,
                      state: r.state,
                      name: r.name,
                      website: r.website,
                      note: r.note,
                      noteEs: r.noteEs,
                      storeIds: r.storeIds.join('\n'),
                      source: r.source,
                      checkedOn: r.checkedOn,
                    },
                  }),
                onDelete: () => remove('retailer', r.id, r.name),
              }))}
            />
          </Section>
          <Section
            title="Complaint contacts"
            onAdd={() => setEditing({ kind: 'contact', fields: { state: '', office: '' } })}
            addLabel="Add complaint contact"
          >
            <EntryTable
              label="Complaint contacts"
              columns={['State', 'Office', 'Source', 'Checked']}
              rows={lists.data.complaintContacts.map((c) => ({
                id: c.id,
                name: c.office,
                cells: [
                  c.stateName,
                  c.contact ? `${c.office}: ${c.contact}` : c.office,
                  c.source,
                  c.lastChecked,
                ],
                onEdit: () =>
                  setEditing({
                    kind: 'contact',
                    fields: {
                      id: c.id,
                      state: c.state,
                      office: c.office,
                      officeEs: c.officeEs,
                      contact: c.contact,
                      contactEs: c.contactEs,
                      source: c.source,
                      checkedOn: c.checkedOn,
                    },
                  }),
                onDelete: () => remove('contact', c.id, c.office),
              }))}
            />
          </Section>
          <Section title="Help texts">
            <EntryTable
              label="Help texts"
              columns={['Text', 'Words shown', 'In Spanish', 'Source', 'Checked']}
              rows={lists.data.helpFacts.map((f) => ({
                id: f.key,
                name: f.label,
                cells: [f.label, f.text, f.textEs ?? NO_SPANISH_YET, f.source, f.lastChecked],
                onEdit: () =>
                  setEditing({
                    kind: 'fact',
                    fields: {
                      key: f.key,
                      text: f.text,
                      textEs: f.textEs,
                      source: f.source,
                      checkedOn: f.checkedOn,
                    },
                  }),
              }))}
            />
          </Section>
        </Stack>
      )}
      {editing && (
        <EntryDialog
          title={`${editing.kind !== 'fact' && !editing.fields['id'] ? 'Add' : 'Edit'} ${TITLES[editing.kind]}`}
          fields={FIELDS[editing.kind]}
          initial={editing.fields}
          busy={change.isPending}
          error={change.isError ? change.error.message : null}
          onCancel={() => {
            change.reset();
            setEditing(null);
          }}
          onSave={(fields) =>
            change.mutate(
              { kind: editing.kind, action: 'save', fields },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
    </Box>
  );
}

export function Section({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel?: string;
  onAdd?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {onAdd && (
          <Button variant="contained" size="small" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

export function EntryTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: string[];
  rows: Array<{
    id: string;
    name: string;
    cells: string[];
    onEdit: () => void;
    onDelete?: () => void;
  }>;
}) {
  if (rows.length === 0) return <Typography>Nothing entered yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={stackedTableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {row.cells.map((cell, i) => (
                <TableCell
                  key={columns[i]}
                  data-label={columns[i]}
                  sx={{ wordBreak: 'break-word' }}
                >
                  {cell}
                </TableCell>
              ))}
              <TableCell data-label="Actions">
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={row.onEdit}
                    aria-label={`Edit ${row.name}`}
                  >
                    Edit
                  </Button>
                  {row.onDelete && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={row.onDelete}
                      aria-label={`Delete ${row.name}`}
                    >
                      Delete
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** An entry's form: its fields as text boxes (a state as a list), the server's refusal above them. */
export function EntryDialog({
  title,
  fields: specs,
  initial,
  busy,
  error,
  onCancel,
  onSave,
}: {
  title: string;
  fields: FieldSpec[];
  initial: EntryFields;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (fields: EntryFields) => void;
}) {
  const [fields, setFields] = useState<EntryFields>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(fields);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="entry-title" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="entry-title">{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2} sx={{ mt: 1 }}>
            {specs.map((field) =>
              field.kind === 'state' ? (
                <TextField
                  key={field.name}
                  select
                  label={field.label}
                  value={fields[field.name] ?? ''}
                  onChange={(event) => setFields({ ...fields, [field.name]: event.target.value })}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Choose a state</option>
                  {!field.statesOnly && <option value={ALL_STATES}>{ALL_STATES_LABEL}</option>}
                  {HELP_STATE_CHOICES.map((choice) => (
                    <option key={choice.code} value={choice.code}>
                      {choice.name}
                    </option>
                  ))}
                </TextField>
              ) : (
                <TextField
                  key={field.name}
                  label={field.label}
                  value={fields[field.name] ?? ''}
                  onChange={(event) => setFields({ ...fields, [field.name]: event.target.value })}
                  multiline={field.kind === 'multiline'}
                  minRows={field.kind === 'multiline' ? 2 : undefined}
                  helperText={field.helper}
                  slotProps={field.lang ? { htmlInput: { lang: field.lang } } : undefined}
                />
              ),
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
