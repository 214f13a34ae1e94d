import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../../components/feedback/light-feedback';
import { usePurchaseRules } from '../api/state-rules';
import { useRuleSentence } from './purchase-rule-text';

/** Said once above a list of stores: the purchase rule of each state the list is in, with a link to
 * every state's rule. Nothing for states without one. */
export function StateRuleLines({ states }: { states: ReadonlyArray<string | null | undefined> }) {
  const codes = [...new Set(states.filter((s): s is string => Boolean(s)))];
  const rules = usePurchaseRules(codes, codes.length > 0);
  const sentence = useRuleSentence();
  if (!rules.data?.length) return null;
  return (
    <Notice severity="info">
      {rules.data.map((rule) => (
        <Typography key={rule.state} variant="body2" sx={{ wordBreak: 'break-word' }}>
          {sentence(rule)}
        </Typography>
      ))}
      <Typography variant="body2">
        <Link component={RouterLink} to="/snap-rules">
          <Trans>What SNAP cannot buy in each state</Trans>
        </Link>
      </Typography>
    </Notice>
  );
}
