import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { closedPageText } from '../../../components/store-card/closed-store-texts';
import { delistedCardText, isDelisted, listedOnText } from '../../../lib/usda-dates';
import { usePurchaseRules } from '../../state-rules/api/state-rules';
import { RuleSource, useRuleSentence } from '../../state-rules/components/purchase-rule-text';
import type { useStore } from '../api/get-store';
import { useStoreOnlineRetailers } from '../api/store-online-retailers';
import { EBT_REFUSAL_ANCHOR } from './ebt-refusal/ebt-refusal-card';

type Store = NonNullable<ReturnType<typeof useStore>['data']>;

/** "Will my card work here?": one short answer at the top of a store page, assembled from what the site
 * knows: USDA's list and its date, the state's purchase rule, hot meals (Restaurant Meals Program), a
 * healthy-food incentive, online ordering where an admin tied an online retailer to this very store
 * (never guessed from its name), and the refusal report one tap away. */
export function CardWorksHere({ store }: { store: Store }) {
  const { t } = useLingui();
  const rules = usePurchaseRules([store.State]);
  const sentence = useRuleSentence();
  const delisted = isDelisted(store);
  const rule = rules.data?.find((entry) => entry.state === store.State);
  const usda = delisted
    ? store.delisted_on
      ? delistedCardText(store.delisted_on)
      : closedPageText(store)
    : listedOnText(store.listed_on);
  const program = store.produceIncentive;
  const online = useStoreOnlineRetailers(store.id).data ?? [];
  return (
    <Box
      component="section"
      aria-labelledby="card-works-title"
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="card-works-title" component="h2" variant="h6" gutterBottom>
        <Trans>Will my card work here?</Trans>
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
        {usda && <li>{usda}</li>}
        {rule && (
          <li>
            {sentence(rule)}
            <RuleSource rule={rule} />
          </li>
        )}
        {!delisted && store.restaurantMeals && (
          <li>{t`Hot meals: only for people who qualify for the Restaurant Meals Program.`}</li>
        )}
        {!delisted && program && <li>{t`Extra for fruits and vegetables here: ${program}.`}</li>}
        {!delisted && online.length > 0 && (
          <li>
            <Trans>Order online with EBT:</Trans>{' '}
            {online.map((retailer, index) => (
              <span key={retailer.id}>
                {index > 0 && ', '}
                {retailer.website ? (
                  <Link href={retailer.website} rel="noopener noreferrer">
                    {retailer.name}
                  </Link>
                ) : (
                  retailer.name
                )}
              </span>
            ))}
            . <Trans>Delivery and service fees cannot be paid with SNAP.</Trans>{' '}
            <Link component={RouterLink} to="/online-ebt">
              <Trans>How to pay online</Trans>
            </Link>
          </li>
        )}
      </Box>
      {!delisted && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link href={`#${EBT_REFUSAL_ANCHOR}`}>
            <Trans>They didn't take my EBT</Trans>
          </Link>
        </Typography>
      )}
    </Box>
  );
}
