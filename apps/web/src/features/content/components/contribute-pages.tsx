import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { ContentPage, H2, P } from '../../../components/layouts/content-page';

export function AddStorePage() {
  const mail = `mailto:${env.supportEmail}?subject=${encodeURIComponent('Add a store')}&body=${encodeURIComponent('Store name:\nAddress:\nCity, State, ZIP:\nDoes it accept EBT? (yes/no)\n')}`;
  return (
    <ContentPage
      title="Add a Store"
      description="Tell us about a store that accepts SNAP/EBT and is missing from the directory."
      path="/add-store"
    >
      <P>
        Our list comes from the USDA's list of SNAP-authorized retailers and is refreshed regularly.
        If a store that accepts EBT is missing, send us its name and address and we will check it.
      </P>
      <Button variant="contained" href={mail}>
        Email the store details
      </Button>
      <H2>Before you write</H2>
      <P>
        Try searching by the store's name and city first:{' '}
        <Button component={RouterLink} to="/search" size="small">
          Search stores
        </Button>
      </P>
    </ContentPage>
  );
}

export function ReportPage() {
  const [params] = useSearchParams();
  const storeId = params.get('store');
  const subject = storeId ? `Problem with store ${storeId}` : 'Report a problem';
  const mail = `mailto:${env.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent('What is wrong (hours, phone, address, closed, EBT status, other):\n\n')}`;
  return (
    <ContentPage
      title="Report a Problem"
      description="Tell us about wrong store information or a problem with the site."
      path="/report"
    >
      <P>
        Wrong hours, a closed store, a wrong address or a store that no longer takes EBT? Tell us
        and we will review it shortly.
      </P>
      {storeId && (
        <P>
          You are reporting{' '}
          <RouterLink to={`/store/${encodeURIComponent(storeId)}`}>this store</RouterLink>. Its page
          also has a Report Issue option.
        </P>
      )}
      <Button variant="contained" href={mail}>
        Email the report
      </Button>
    </ContentPage>
  );
}
