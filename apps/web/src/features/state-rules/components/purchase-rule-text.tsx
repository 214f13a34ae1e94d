import { Trans, useLingui } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PurchaseRulesQuery } from '@snap/api-client';
import { checkedOnDate } from '../../../components/sources/checked-on';
import { usdaDate } from '../../../lib/usda-dates';
import { WithSource } from '../../../components/sources/with-source';

export type PurchaseRuleEntry = PurchaseRulesQuery['purchaseRules'][number];

/** A state's rule in one sentence, in the page's language: "SNAP cannot buy soda here since April 1,
 * 2026", "From July 31, 2026, …", or only that the state limits what SNAP buys. */
export function useRuleSentence() {
  const { t, i18n } = useLingui();
  return (rule: PurchaseRuleEntry): string => {
    const items = (i18n.locale === 'es' ? rule.summaryEs : rule.summaryEn) ?? '';
    const date = usdaDate(rule.startsOn);
    const state = rule.stateName;
    if (rule.shown === 'from' && date)
      return t`From ${date}, SNAP cannot buy in ${state}: ${items}.`;
    if (rule.shown === 'in-effect' && date)
      return t`Since ${date}, SNAP cannot buy in ${state}: ${items}.`;
    return t`${state} limits what SNAP can buy. Check the state's SNAP page for the items and the start date.`;
  };
}

/** "Source: …, February 2, 2026" and, only once an admin entered it, the state's page with the day it
 * was last checked. */
export function RuleSource({ rule }: { rule: PurchaseRuleEntry }) {
  const { t } = useLingui();
  const source = rule.source;
  const date = rule.checkedOn ? checkedOnDate(rule.checkedOn) : null;
  const checked = rule.stateCheckedOn ? checkedOnDate(rule.stateCheckedOn) : null;
  const state = rule.stateName;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        <WithSource
          text={date ? t`Source: ${source}, ${date}` : t`Source: ${source}`}
          source={source}
        />
      </Typography>
      {rule.stateUrl && checked && (
        <Typography variant="body2" color="text.secondary">
          <Link href={rule.stateUrl} target="_blank" rel="noopener noreferrer">
            <Trans>{state} SNAP page</Trans>
          </Link>{' '}
          · {t`Last checked ${checked}`}
        </Typography>
      )}
    </>
  );
}
