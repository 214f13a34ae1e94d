import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { datedFactCredit, PROGRAM_TEXT_MESSAGES } from '@snap/domain';
import { useProgramTexts } from '../api/program-texts';
import { KIND_LABELS, ProgramTextForm } from './program-text-form';

export const NO_SPANISH_YET = 'No Spanish yet: Spanish pages show the English';

/** The program texts the public site shows beside stores (hot meals, incentives, Summer EBT, WIC): each
 * with its date and source; admins correct them and add a state's own, without a release. */
export function ProgramsPage() {
  const texts = useProgramTexts();
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const done = (wasSaved: boolean) => {
    setEditing(null);
    setSaved(wasSaved);
  };
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Program texts
      </Typography>
      <Typography sx={{ mb: 2 }}>
        What the site says about hot meals, incentives such as Double Up Food Bucks, Summer EBT and
        WIC. Every fact needs the date it was true and its source; both are shown beside it.
      </Typography>
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {PROGRAM_TEXT_MESSAGES.saved}
        </Alert>
      )}
      {editing === 'new' ? (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              Add a program text
            </Typography>
            <ProgramTextForm onSaved={() => done(true)} onCancel={() => done(false)} />
          </CardContent>
        </Card>
      ) : (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
          Add a program text
        </Button>
      )}
      {texts.isPending ? (
        <CircularProgress aria-label="Loading program texts" />
      ) : texts.isError ? (
        <Alert severity="error">{texts.error.message}</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {texts.data.map((text) => (
            <Card component="li" variant="outlined" key={text.id}>
              <CardContent>
                <Typography variant="overline" component="p">
                  {KIND_LABELS[text.kind] ?? text.kind}
                </Typography>
                <Typography variant="h6" component="h2">
                  {text.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text.everyState
                    ? 'Every state'
                    : text.states.length > 0
                      ? `States: ${text.states.join(', ')}`
                      : 'No state entered yet (shown on the tips page only)'}
                </Typography>
                {editing === text.id ? (
                  <ProgramTextForm
                    key={text.id}
                    text={text}
                    onSaved={() => done(true)}
                    onCancel={() => done(false)}
                  />
                ) : (
                  <>
                    <Typography sx={{ mt: 1 }}>{text.text}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {text.textEs ? (
                        <>
                          Spanish: <span lang="es">{text.textEs}</span>
                        </>
                      ) : (
                        NO_SPANISH_YET
                      )}
                    </Typography>
                    <Typography variant="caption" component="p" color="text.secondary">
                      {`${datedFactCredit(text)} · ${text.updatedBy ? `saved ${text.updatedAt.slice(0, 10)} by an admin` : 'from the facts file'}`}
                    </Typography>
                    <Button
                      size="small"
                      sx={{ mt: 1 }}
                      aria-label={`Edit ${text.name} (${text.id})`}
                      onClick={() => {
                        setSaved(false);
                        setEditing(text.id);
                      }}
                    >
                      Edit
                    </Button>
                  </>
                )}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
