import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { HELP_STATE_CHOICES, type HelpFactKey } from '@snap/domain';
import { PageLoading } from '../../../components/layouts/app-layout';
import { ContentPage, H2, P } from '../../../components/layouts/content-page';
import { useOnlineEbt } from '../api/online-ebt';
import { StaleFactNote } from '../../../components/sources/stale-fact-note';
import { checkedAndSourceText } from '../../../components/sources/checked-on';
import { Written } from '../../../components/sources/written-text';
import { WithSource } from '../../../components/sources/with-source';

type Fact = {
  key: string;
  text: string;
  textEs?: string | null;
  source: string;
  checkedOn: string;
};

/** "Last checked 2025 · Source: fns.usda.gov/snap/online" under every fact and entry. */
function Dated({ checkedOn, source }: { checkedOn: string; source: string }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        <WithSource text={checkedAndSourceText({ checkedOn, source })} source={source} />
      </Typography>
      <StaleFactNote checkedOn={checkedOn} source={source} />
    </>
  );
}

function FactBlock({ fact }: { fact: Fact | undefined }) {
  if (!fact) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <P>
        <Written english={fact.text} spanish={fact.textEs} />
      </P>
      <Dated checkedOn={fact.checkedOn} source={fact.source} />
    </Box>
  );
}

/** Order online with EBT: per state, the retailers admins list (each with its source and the date it
 * was checked), that delivery fees cannot be paid with SNAP, and how to pay at checkout. */
export function OnlineEbtPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state')?.toUpperCase() ?? '';
  const state = HELP_STATE_CHOICES.some((s) => s.code === requested) ? requested : null;
  const stateName = HELP_STATE_CHOICES.find((s) => s.code === state)?.name;
  const online = useOnlineEbt(state);
  const whereText = ({ stateName: where }: { stateName: string }) => t`Where: ${where}`;
  const fact = (key: HelpFactKey) => online.data?.helpFacts.find((f) => f.key === key);

  return (
    <ContentPage
      title={t`Order Groceries Online With EBT`}
      description={t`Which retailers take SNAP online in your state, what SNAP cannot pay for online, and how to pay at checkout, each with its source and the date it was last checked.`}
      path="/online-ebt"
    >
      <P>
        <Trans>Pick your state to see the retailers that take SNAP online there.</Trans>
      </P>
      <TextField
        select
        label={t`Your state`}
        value={state ?? ''}
        onChange={(event) =>
          setParams(event.target.value ? { state: event.target.value } : {}, { replace: true })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 260, mb: 3 }}
      >
        <option value="">{t`Choose a state`}</option>
        {HELP_STATE_CHOICES.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </TextField>
      {!state ? null : online.isPending ? (
        <PageLoading />
      ) : online.isError ? (
        <Alert severity="error">{online.error.message}</Alert>
      ) : (
        <>
          <H2>{t`Retailers that take SNAP online in ${stateName}`}</H2>
          {online.data.onlineRetailers.length === 0 ? (
            <P>{t`No retailer that takes SNAP online is listed for ${stateName} yet.`}</P>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
              {online.data.onlineRetailers.map((retailer) => (
                <Card key={retailer.id} component="li" variant="outlined">
                  <CardContent>
                    <Typography component="h3" variant="h6">
                      {retailer.website ? (
                        <Link href={retailer.website} target="_blank" rel="noopener noreferrer">
                          {retailer.name}
                        </Link>
                      ) : (
                        retailer.name
                      )}
                    </Typography>
                    <Typography variant="body2">{whereText(retailer)}</Typography>
                    {retailer.note && (
                      <Typography sx={{ my: 0.5 }}>
                        <Written english={retailer.note} spanish={retailer.noteEs} />
                      </Typography>
                    )}
                    <Dated checkedOn={retailer.checkedOn} source={retailer.source} />
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )}
          <FactBlock fact={fact('online-availability')} />
          <H2>
            <Trans>What SNAP cannot pay for online</Trans>
          </H2>
          <FactBlock fact={fact('online-fees')} />
          <H2>
            <Trans>How to pay at checkout</Trans>
          </H2>
          <FactBlock fact={fact('online-checkout')} />
        </>
      )}
    </ContentPage>
  );
}
