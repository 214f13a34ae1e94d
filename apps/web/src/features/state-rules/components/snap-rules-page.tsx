import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/layouts/app-layout';
import { ContentPage, P } from '../../../components/layouts/content-page';
import { usePurchaseRules } from '../api/state-rules';
import { RuleSource, useRuleSentence } from './purchase-rule-text';

/** Every state's SNAP purchase rule (USDA food restriction waivers), with its date and source. */
export function SnapRulesPage() {
  const { t } = useLingui();
  const rules = usePurchaseRules(null);
  const sentence = useRuleSentence();
  const sorted = [...(rules.data ?? [])].sort((a, b) => a.stateName.localeCompare(b.stateName));
  return (
    <ContentPage
      title={t`What SNAP Cannot Buy in Each State`}
      metaTitle={t`SNAP Purchase Rules by State | SNAP/EBT Store Finder`}
      description={t`Since 2026 some states limit what SNAP can buy (soda, energy drinks, candy and more), each with its own list and start date. Every state's rule with its date and source.`}
      path="/snap-rules"
    >
      <P>
        <Trans>
          Since 2026, USDA lets some states narrow what SNAP can buy. Each state has its own list
          and start date, so check yours before you shop. States not listed here have no such rule
          on record.
        </Trans>
      </P>
      {rules.isPending ? (
        <PageLoading />
      ) : rules.isError ? (
        <Alert severity="error">{rules.error.message}</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sorted.map((rule) => (
            <Card key={rule.state} component="li" variant="outlined">
              <CardContent>
                <Typography component="h2" variant="h6">
                  {rule.stateName}
                </Typography>
                <Typography sx={{ my: 0.5 }}>{sentence(rule)}</Typography>
                <RuleSource rule={rule} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </ContentPage>
  );
}
