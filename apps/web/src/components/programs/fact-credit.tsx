import Typography from '@mui/material/Typography';
import { factCredit } from '../../lib/domain-texts';
import { WithSource } from '../sources/with-source';

/** 'As of Feb 2025 · Source: …' beside every program fact the site shows. */
export function FactCredit({ fact }: { fact: { asOf: string; source: string } }) {
  return (
    <Typography
      variant="caption"
      component="span"
      color="text.secondary"
      sx={{ display: 'block', wordBreak: 'break-word' }}
    >
      <WithSource text={factCredit(fact)} source={fact.source} />
    </Typography>
  );
}
