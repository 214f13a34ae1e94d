import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { programTextsIn } from '@snap/domain';
import { useProgramTexts } from '../../lib/program-texts';
import { FactCredit } from './fact-credit';
import { Written } from '../sources/written-text';

/** Benefits that work at the same stores (Summer EBT, where an admin entered that the state runs it) or
 * at different ones (WIC), on a store page: dated text from the content service. Nothing when none apply. */
export function OtherBenefitsCard({ state }: { state: string }) {
  const texts = useProgramTexts();
  if (!texts.data) return null;
  const shown = [
    ...programTextsIn(texts.data, 'summer-ebt', state),
    ...programTextsIn(texts.data, 'wic', state),
  ];
  if (shown.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="other-benefits-title">
      <CardContent>
        <Typography id="other-benefits-title" component="h2" variant="h6" gutterBottom>
          <Trans>Other benefits</Trans>
        </Typography>
        {shown.map((fact) => (
          <Box key={fact.id} sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="h3">
              <Written english={fact.name} spanish={fact.nameEs} />
            </Typography>
            <Typography variant="body2">
              <Written english={fact.text} spanish={fact.textEs} />
            </Typography>
            <FactCredit fact={fact} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
