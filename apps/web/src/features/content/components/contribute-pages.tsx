import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { ContentPage, H2, P } from '../../../components/layouts/content-page';

export function AddStorePage() {
  const { t } = useLingui();
  const body = t`Store name:
Address:
City, State, ZIP:
Does it accept EBT? (yes/no)`;
  const mail = `mailto:${env.supportEmail}?subject=${encodeURIComponent(t`Add a store`)}&body=${encodeURIComponent(`${body}\n`)}`;
  return (
    <ContentPage
      title={t`Add a Store`}
      description={t`Tell us about a store that accepts SNAP/EBT and is missing from the directory.`}
      path="/add-store"
    >
      <P>
        <Trans>
          Our list comes from the USDA's list of SNAP-authorized retailers and is refreshed
          regularly. If a store that accepts EBT is missing, send us its name and address and we
          will check it.
        </Trans>
      </P>
      <Button variant="contained" href={mail}>
        <Trans>Email the store details</Trans>
      </Button>
      <H2>
        <Trans>Before you write</Trans>
      </H2>
      <P>
        <Trans>
          Try searching by the store's name and city first:{' '}
          <Button component={RouterLink} to="/search" size="small">
            Search stores
          </Button>
        </Trans>
      </P>
    </ContentPage>
  );
}

export function ReportPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const storeId = params.get('store');
  const subject = storeId ? t`Problem with store ${storeId}` : t`Report a problem`;
  const body = t`What is wrong (hours, phone, address, closed, EBT status, other):`;
  const mail = `mailto:${env.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${body}\n\n`)}`;
  return (
    <ContentPage
      title={t`Report a Problem`}
      description={t`Tell us about wrong store information or a problem with the site.`}
      path="/report"
    >
      <P>
        <Trans>
          Wrong hours, a closed store, a wrong address or a store that no longer takes EBT? Tell us
          and we will review it shortly.
        </Trans>
      </P>
      {storeId && (
        <P>
          <Trans>
            You are reporting{' '}
            <RouterLink to={`/store/${encodeURIComponent(storeId)}`}>this store</RouterLink>. Its
            page also has a Report Issue option.
          </Trans>
        </P>
      )}
      <Button variant="contained" href={mail}>
        <Trans>Email the report</Trans>
      </Button>
    </ContentPage>
  );
}
