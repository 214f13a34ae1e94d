import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PROGRAM_KINDS, PROGRAM_TEXT_LIMITS } from '@snap/domain';
import { useSaveProgramText, type AdminProgramText } from '../api/program-texts';

export const KIND_LABELS: Record<string, string> = {
  'restaurant-meals': 'Restaurant Meals Program (hot meals)',
  incentive: 'Incentive (e.g. Double Up Food Bucks)',
  'summer-ebt': 'Summer EBT (SUN Bucks)',
  wic: 'WIC',
};

/** Said under each Spanish field: the public site's Spanish pages fall back to the English. */
export const SPANISH_FALLBACK_HELP = 'Optional: Spanish pages show the English until you write it';

interface Props {
  /** The text to change; none adds a new one. */
  text?: AdminProgramText;
  onSaved: () => void;
  onCancel: () => void;
}

/** One program text: what it says, when it was true and where it comes from, and where it applies. The
 * content service checks every field again (plain text only, a date and a source, known states). */
export function ProgramTextForm({ text, onSaved, onCancel }: Props) {
  const [kind, setKind] = useState(text?.kind ?? 'incentive');
  const [name, setName] = useState(text?.name ?? '');
  const [nameEs, setNameEs] = useState(text?.nameEs ?? '');
  const [body, setBody] = useState(text?.text ?? '');
  const [bodyEs, setBodyEs] = useState(text?.textEs ?? '');
  const [asOf, setAsOf] = useState(text?.asOf ?? '');
  const [source, setSource] = useState(text?.source ?? '');
  const [everyState, setEveryState] = useState(text?.everyState ?? false);
  const [states, setStates] = useState((text?.states ?? []).join(', '));
  const save = useSaveProgramText();
  const prefix = text ? `program-${text.id}` : 'program-new';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: text?.id ?? null,
        kind,
        name,
        nameEs,
        text: body,
        textEs: bodyEs,
        asOf,
        source,
        everyState,
        states: states
          .split(/[\s,]+/)
          .map((code) => code.trim())
          .filter(Boolean),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={text ? `Edit ${text.name}` : 'Add a program text'}
      sx={{ display: 'grid', gap: 2, mt: 1 }}
    >
      <TextField
        select
        id={`${prefix}-kind`}
        label="Program"
        value={kind}
        onChange={(event) => setKind(event.target.value)}
        size="small"
      >
        {PROGRAM_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {KIND_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${prefix}-name`}
        label="Name shown (the badge for an incentive)"
        value={name}
        onChange={(event) => setName(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: PROGRAM_TEXT_LIMITS.nameMax } }}
      />
      <TextField
        id={`${prefix}-name-es`}
        label="Name in Spanish"
        value={nameEs}
        onChange={(event) => setNameEs(event.target.value)}
        size="small"
        helperText={SPANISH_FALLBACK_HELP}
        slotProps={{ htmlInput: { maxLength: PROGRAM_TEXT_LIMITS.nameMax, lang: 'es' } }}
      />
      <TextField
        id={`${prefix}-text`}
        label="Text (plain text, no markup)"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
        size="small"
        helperText={`${body.length}/${PROGRAM_TEXT_LIMITS.textMax}`}
      />
      <TextField
        id={`${prefix}-text-es`}
        label="Text in Spanish"
        value={bodyEs}
        onChange={(event) => setBodyEs(event.target.value)}
        multiline
        minRows={3}
        size="small"
        helperText={`${bodyEs.length}/${PROGRAM_TEXT_LIMITS.textMax} · ${SPANISH_FALLBACK_HELP}`}
        slotProps={{ htmlInput: { lang: 'es' } }}
      />
      <TextField
        id={`${prefix}-as-of`}
        label="As of (when it was true, e.g. Feb 2025)"
        value={asOf}
        onChange={(event) => setAsOf(event.target.value)}
        size="small"
      />
      <TextField
        id={`${prefix}-source`}
        label="Source (site and page, or document)"
        value={source}
        onChange={(event) => setSource(event.target.value)}
        size="small"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={everyState}
            onChange={(event) => setEveryState(event.target.checked)}
          />
        }
        label="Applies in every state"
      />
      <TextField
        id={`${prefix}-states`}
        label="States where it applies (two-letter codes, e.g. MI, GA)"
        value={states}
        onChange={(event) => setStates(event.target.value)}
        disabled={everyState}
        size="small"
      />
      {save.isError && (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save text
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
