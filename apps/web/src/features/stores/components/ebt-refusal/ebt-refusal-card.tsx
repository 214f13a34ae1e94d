import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { StaleFactNote } from '../../../../components/sources/stale-fact-note';
import { checkedAndSourceText } from '../../../../components/sources/checked-on';
import { Written } from '../../../../components/sources/written-text';
import { shortDate } from '../../utils/dates';
import { useEbtRefusalStatus, useRefusalHelp, useReportEbtRefusal } from '../../api/ebt-refusals';
import { WithSource } from '../../../../components/sources/with-source';

/** The card's id: the store page's "Will my card work here?" links to it. */
export const EBT_REFUSAL_ANCHOR = 'ebt-refusal';

/** 'Last checked 2025 · Source: …', the date in the page's language. */
function Dated(fact: { checkedOn: string; source: string }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        <WithSource text={checkedAndSourceText(fact)} source={fact.source} />
      </Typography>
      <StaleFactNote checkedOn={fact.checkedOn} source={fact.source} />
    </>
  );
}

/** "They didn't take my EBT": one tap, signed in or not, and what to do: the store's duty while it is
 * on USDA's list and where to complain in its state (only the offices an admin entered). */
export function EbtRefusalCard({ storeId, state }: { storeId: string; state: string }) {
  const { t } = useLingui();
  const status = useEbtRefusalStatus(storeId, true);
  const help = useRefusalHelp(state, true);
  const report = useReportEbtRefusal(storeId);
  const reportedAt = status.data?.yourReportAt ?? null;
  const reportedOn = reportedAt ? shortDate(reportedAt) : '';
  const rights = help.data?.helpFacts[0];
  const contacts = help.data?.complaintContacts ?? [];

  return (
    <Card
      id={EBT_REFUSAL_ANCHOR}
      variant="outlined"
      component="section"
      aria-labelledby="ebt-refusal-title"
      sx={{ scrollMarginTop: 72 }}
    >
      <CardContent>
        <Typography id="ebt-refusal-title" component="h2" variant="h6" gutterBottom>
          <Trans>Did this store refuse your EBT card?</Trans>
        </Typography>
        <Button
          variant="outlined"
          disabled={report.isPending || reportedAt != null}
          onClick={() => report.mutate()}
        >
          <Trans>They didn't take my EBT</Trans>
        </Button>
        <Box role="status" sx={{ mt: 1 }}>
          {report.isSuccess && <Alert severity="success">{report.data.message}</Alert>}
          {!report.isSuccess && reportedAt && (
            <Typography variant="body2">{t`You reported this store on ${reportedOn}.`}</Typography>
          )}
        </Box>
        {report.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {report.error.message}
          </Alert>
        )}
        {rights && (
          <Box sx={{ mt: 2 }}>
            <Typography>
              <Written english={rights.text} spanish={rights.textEs} />
            </Typography>
            <Dated checkedOn={rights.checkedOn} source={rights.source} />
          </Box>
        )}
        {contacts.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
              <Trans>Where to complain</Trans>
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <Typography>
                    <Written english={contact.office} spanish={contact.officeEs} />
                  </Typography>
                  {contact.contact && (
                    <Typography variant="body2">
                      <Written english={contact.contact} spanish={contact.contactEs} />
                    </Typography>
                  )}
                  <Dated checkedOn={contact.checkedOn} source={contact.source} />
                </li>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
