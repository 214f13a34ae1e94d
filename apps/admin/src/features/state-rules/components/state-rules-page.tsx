import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EntryFields } from '../../ebt-help/api/ebt-help';
import {
  EntryDialog,
  EntryTable,
  type FieldSpec,
  Section,
} from '../../ebt-help/components/ebt-help-page';
import { useStateRulesChange, useStateRulesLists } from '../api/state-rules';

type Kind = 'rule' | 'notice';

const DAY = 'YYYY-MM-DD';
const SOURCE_DATE = "The source's date: YYYY, YYYY-MM or YYYY-MM-DD";

const FIELDS: Record<Kind, FieldSpec[]> = {
  rule: [
    { name: 'state', label: 'State', kind: 'state', statesOnly: true },
    { name: 'summaryEn', label: 'What SNAP cannot buy (English)', kind: 'multiline' },
    { name: 'summaryEs', label: 'What SNAP cannot buy (Spanish)', kind: 'multiline' },
    { name: 'startsOn', label: 'Starts on', helper: DAY },
    { name: 'source', label: 'Source' },
    { name: 'checkedOn', label: 'Source date', helper: SOURCE_DATE },
    {
      name: 'stateUrl',
      label: "State's SNAP page (optional)",
      helper: 'Starting with https://; shown with the day you checked it',
    },
    { name: 'stateCheckedOn', label: "Day you checked the state's page", helper: DAY },
  ],
  notice: [
    {
      name: 'states',
      label: 'States',
      helper: 'Two-letter codes separated by commas (GA, AL), or ALL for a national notice',
    },
    { name: 'startsOn', label: 'First day', helper: `${DAY}, in each state's time zone` },
    { name: 'endsOn', label: 'Last day', helper: `${DAY}, included` },
    { name: 'textEn', label: 'Text (English)', kind: 'multiline' },
    { name: 'textEs', label: 'Text (Spanish)', kind: 'multiline' },
    { name: 'source', label: 'Source' },
    { name: 'checkedOn', label: 'Source date', helper: SOURCE_DATE },
    {
      name: 'links',
      label: 'Links',
      kind: 'multiline',
      helper: "One https address per line: the state's SNAP agency, 211",
    },
  ],
};

const SHOWN: Record<string, string> = {
  'in-effect': 'In effect',
  from: 'Starts later ("From …")',
  'limits-only': 'Shown only as "has limits"',
};

/** The states' SNAP purchase rules and the late-benefits notices: every change needs a source and its
 * date, and goes to the audit trail. */
export function StateRulesPage() {
  const lists = useStateRulesLists();
  const change = useStateRulesChange();
  const [editing, setEditing] = useState<{ kind: Kind; fields: EntryFields; title: string } | null>(
    null,
  );

  return (
    <Box>
      <Typography component="h1" variant="h4" gutterBottom>
        Purchase rules and notices
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What /snap-rules, the store pages and the search pages show. Enter only what a source says,
        with the source and its date. Saving a rule confirms its items and start date.
      </Typography>
      {change.isError && !editing && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {change.error.message}
        </Alert>
      )}
      {lists.isPending ? (
        <CircularProgress aria-label="Loading the rules" />
      ) : lists.isError ? (
        <Alert severity="error">{lists.error.message}</Alert>
      ) : (
        <Stack spacing={3}>
          <Section
            title="Late-benefits notices"
            addLabel="Post notice"
            onAdd={() =>
              setEditing({ kind: 'notice', title: 'Post notice', fields: { states: '' } })
            }
          >
            <EntryTable
              label="Late-benefits notices"
              columns={['States', 'Dates', 'Text', 'Source']}
              rows={lists.data.allBenefitNotices.map((n) => ({
                id: n.id,
                name: `the notice of ${n.startsOn}`,
                cells: [
                  n.national ? 'National' : n.states.join(', '),
                  `${n.startsOn} to ${n.endsOn}`,
                  n.textEn,
                  `${n.source} (${n.checkedOn})`,
                ],
                onEdit: () =>
                  setEditing({
                    kind: 'notice',
                    title: 'Edit notice',
                    fields: {
                      id: n.id,
                      states: n.states.join(', '),
                      startsOn: n.startsOn,
                      endsOn: n.endsOn,
                      textEn: n.textEn,
                      textEs: n.textEs,
                      source: n.source,
                      checkedOn: n.checkedOn,
                      links: n.links.join('\n'),
                    },
                  }),
                onDelete: () => {
                  if (window.confirm('Delete this notice? The pages stop showing it at once.'))
                    change.mutate({ kind: 'notice', action: 'delete', id: n.id });
                },
              }))}
            />
          </Section>
          <Section
            title="State purchase rules"
            addLabel="Add rule"
            onAdd={() => setEditing({ kind: 'rule', title: 'Add rule', fields: { state: '' } })}
          >
            <EntryTable
              label="State purchase rules"
              columns={['State', 'What SNAP cannot buy', 'Starts', 'Shown', 'Source']}
              rows={lists.data.purchaseRules.map((r) => ({
                id: r.state,
                name: r.stateName,
                cells: [
                  r.stateName,
                  r.summaryEn ?? 'Not recorded',
                  r.startsOn ?? 'Not recorded',
                  SHOWN[r.shown] ?? r.shown,
                  r.checkedOn ? `${r.source} (${r.checkedOn})` : r.source,
                ],
                onEdit: () =>
                  setEditing({
                    kind: 'rule',
                    title: `Edit the rule of ${r.stateName}`,
                    fields: {
                      state: r.state,
                      summaryEn: r.summaryEn,
                      summaryEs: r.summaryEs,
                      startsOn: r.startsOn,
                      source: r.source,
                      checkedOn: r.checkedOn,
                      stateUrl: r.stateUrl,
                      stateCheckedOn: r.stateCheckedOn,
                    },
                  }),
                onDelete: () => {
                  if (window.confirm(`Delete the rule of ${r.stateName}?`))
                    change.mutate({ kind: 'rule', action: 'delete', state: r.state });
                },
              }))}
            />
          </Section>
        </Stack>
      )}
      {editing && (
        <EntryDialog
          title={editing.title}
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
