import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { incentiveTextFor } from '@snap/domain';
import { useProgramTexts } from '../../lib/program-texts';
import { FactCredit } from './fact-credit';
import { programFactText } from './program-fact-texts';

interface Props {
  /** The store's incentive program as USDA lists it ('Double Up Food Bucks'). */
  program: string;
  grantee: string | null | undefined;
  state: string;
}

/** A store's healthy-food incentive: the program's badge, how it works (the content service's text for
 * the program in the store's state, with its date and source) and who runs it there. */
export function IncentiveNote({ program, grantee, state }: Props) {
  const { t } = useLingui();
  const texts = useProgramTexts();
  const text = texts.data ? incentiveTextFor(texts.data, program, state) : null;
  return (
    <Box
      role="note"
      aria-label={t`Incentive: ${program}`}
      sx={{ p: 1, mb: 1, borderRadius: 1, border: 1, borderColor: 'success.main' }}
    >
      <Chip
        size="small"
        label={program}
        sx={{ bgcolor: 'success.main', color: 'success.contrastText', mb: 0.5 }}
      />
      {text && <Typography variant="body2">{programFactText(text.text)}</Typography>}
      {grantee && <Typography variant="body2">{t`Run here by ${grantee}.`}</Typography>}
      {text && <FactCredit fact={text} />}
    </Box>
  );
}
