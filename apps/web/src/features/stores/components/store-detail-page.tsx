import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { WeeklyHours } from '@snap/domain';
import { LazySignInPrompt } from '../../../components/dialogs/lazy-sign-in-prompt';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { PageLoading } from '../../../components/layouts/app-layout';
import { IncentiveNote } from '../../../components/programs/incentive-note';
import { OtherBenefitsCard } from '../../../components/programs/other-benefits';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth';
import { isDelisted } from '../../../lib/usda-dates';
import {
  closedExplanation,
  closedPageText,
} from '../../../components/store-card/closed-store-texts';
import { storeQueryOptions, useStore } from '../api/get-store';
import { dayHoursText, storeDescription } from '../utils/store-texts';
import { showsLimitedData, useStoreEnrichment } from '../api/get-store-enrichment';
import { useAddHours, useAddPhone } from '../api/store-contributions';
import {
  useDismissPhotoFailure,
  useMyPendingPhotos,
  useStorePhotos,
  useUploadPhotos,
} from '../api/store-photos';
import { useClaimBusiness, useReportIssue } from '../api/store-reports';
import { StateNotices } from '../../state-rules/components/benefit-notices';
import { CardWorksHere } from './card-works-here';
import { CommunityReviewsPanel } from './community-reviews-panel';
import { CommunityTips } from './community-tips';
import { EbtRefusalCard } from './ebt-refusal/ebt-refusal-card';
import { RefusalNotice } from './ebt-refusal/refusal-notice';
import { PhotoCarousel } from './photo-carousel';
import {
  BusinessInfo,
  ExternalReviews,
  LimitedDataBanner,
  OpenMapCard,
} from './store-enrichment-cards';
import { StoreSummaryCard } from './store-summary-card';
import { StoreMapCard } from './store-map-card';
import { WeeklyHoursCard } from './weekly-hours-card';
import { storeTypeName } from '../../../components/store-types/store-type-names';
import { reportPageStatus } from '../../../lib/server-page';

// Dialogs are fetched the first time one opens: the page itself stays light.
const PhotoUploadDialog = lazy(() =>
  import('./dialogs/photo-upload-dialog').then((m) => ({ default: m.PhotoUploadDialog })),
);
const AddPhoneDialog = lazy(() =>
  import('./dialogs/add-phone-dialog').then((m) => ({ default: m.AddPhoneDialog })),
);
const AddHoursDialog = lazy(() =>
  import('./dialogs/add-hours-dialog').then((m) => ({ default: m.AddHoursDialog })),
);
const ReportIssueDialog = lazy(() =>
  import('./dialogs/report-issue-dialog').then((m) => ({ default: m.ReportIssueDialog })),
);
const ClaimBusinessDialog = lazy(() =>
  import('./dialogs/claim-business-dialog').then((m) => ({ default: m.ClaimBusinessDialog })),
);

type DialogName = 'photos' | 'phone' | 'hours' | 'report' | 'claim';

/** What each action needs an account for, in the sign-in prompt's words. */
const SIGN_IN_ACTIONS: Partial<Record<DialogName, MessageDescriptor>> = {
  photos: msg`upload photos`,
  phone: msg`add a phone number`,
  hours: msg`add store hours`,
  claim: msg`claim this business`,
};

export function StoreDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const store = useStore(id);
  const photos = useStorePhotos(id);
  const pendingPhotos = useMyPendingPhotos(id, Boolean(user));
  const dismissPhotoFailure = useDismissPhotoFailure(id);
  // Apart from the store: the page never waits on the places provider.
  const enrichment = useStoreEnrichment(id);
  const uploadPhotos = useUploadPhotos(id);
  const addPhone = useAddPhone(id);
  const addHours = useAddHours(id);
  const reportIssue = useReportIssue(id);
  const claimBusiness = useClaimBusiness(id);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  const [sessionHours, setSessionHours] = useState<WeeklyHours | null>(null);
  const data = store.data;
  // A closed store (USDA's list no longer has it, or the site's editors closed it): said at the top,
  // who closed it and since when, never shown as taking EBT, and no new reviews, tips, photos or facts
  // are asked for (the reviews and tips it has stay visible).
  const delisted = data ? isDelisted(data) : false;

  // The search service learns a fresh lookup's facts (phone, hours, so open now) through an event:
  // re-read the store a few times until it has them.
  const queryClient = useQueryClient();
  const enrichedAt = enrichment.data?.lastUpdated ?? null;
  const storeEnrichedAt = data?.google_last_updated ?? null;
  useEffect(() => {
    if (!enrichedAt || !data || storeEnrichedAt === enrichedAt) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries >= 4) clearInterval(timer);
      void queryClient.invalidateQueries({ queryKey: storeQueryOptions(id).queryKey });
    }, 600);
    return () => clearInterval(timer);
  }, [enrichedAt, storeEnrichedAt, Boolean(data)]);

  const open = (name: DialogName) => {
    const needsAccount = SIGN_IN_ACTIONS[name];
    if (needsAccount && !user) setPrompt(i18n._(needsAccount));
    else setDialog(name);
  };

  // Store cards link here with ?action=claim or ?action=report.
  const action = params.get('action');
  useEffect(() => {
    if (!data || (action !== 'claim' && action !== 'report')) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the link's action opens its dialog once the store has loaded
    open(action);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );
    // Runs once per link: `open` and `setParams` change every render, the action and the loaded store do not.
  }, [action, data]);

  const storeName = data?.Store_Name ?? '';
  // The server words the failure in the page's language.
  const photoFailureText = (message: string) => t`${message} It was removed, with its points.`;
  usePageMeta({
    title: data
      ? delisted
        ? t`${storeName} | SNAP/EBT Store Finder`
        : t`${storeName} — EBT Accepted | SNAP/EBT Store Finder`
      : t`Store | SNAP/EBT Store Finder`,
    description: data ? storeDescription(data, delisted ? closedPageText(data) : null) : undefined,
    canonicalPath: `/store/${id}`,
    structuredData: data
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'LocalBusiness',
            name: data.Store_Name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: data.Store_Street_Address,
              addressLocality: data.City,
              addressRegion: data.State,
              postalCode: data.Zip_Code,
              addressCountry: 'US',
            },
            geo: { '@type': 'GeoCoordinates', latitude: data.Latitude, longitude: data.Longitude },
            ...(data.average_rating != null && data.review_count > 0
              ? {
                  aggregateRating: {
                    '@type': 'AggregateRating',
                    ratingValue: data.average_rating,
                    reviewCount: data.review_count,
                    bestRating: 5,
                    worstRating: 1,
                  },
                }
              : {}),
          },
        ]
      : [],
  });

  if (store.isPending) return <PageLoading />;
  if (store.isError || !data) {
    // The server answers 404 (or 503 when the search service did not answer, render-page.tsx).
    reportPageStatus(404);
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography component="h1" variant="h4" gutterBottom>
          <Trans>Store Not Found</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>The store you're looking for doesn't exist or may have been removed.</Trans>
        </Typography>
        <Button component={RouterLink} to="/search" variant="contained">
          <Trans>Back to Search</Trans>
        </Button>
      </Box>
    );
  }

  const close = () => setDialog(null);
  const place = enrichment.data?.place ?? null;
  // The member's own photos still processing, then community photos, then the provider's (through
  // the gateway), else the stock photo.
  const communityPhotos = [...(pendingPhotos.data?.processing ?? []), ...(photos.data ?? [])];
  const heroPhotos = communityPhotos.length
    ? communityPhotos
    : (place?.photos ?? []).map((photo, i) => ({
        id: `place-${i}`,
        heroUrl: photo.photo_url,
        thumbUrl: photo.photo_url,
      }));
  const hasHours = Boolean(data.weeklyHours?.length) || sessionHours != null;

  return (
    <>
      <Box component="header" sx={{ mb: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
          <Trans>Back</Trans>
        </Button>
        <Breadcrumbs
          items={[
            { label: t`Home`, href: '/' },
            { label: t`Store Search`, href: '/search' },
            { label: data.Store_Name, name: true },
          ]}
        />
        <Typography
          component="h1"
          translate="no"
          variant="h4"
          sx={{ fontSize: { xs: 24, md: 32 }, wordBreak: 'break-word' }}
        >
          {data.Store_Name}
        </Typography>
      </Box>
      {delisted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
            {closedPageText(data)}
          </AlertTitle>
          {closedExplanation(data)}
        </Alert>
      )}
      <StateNotices states={[data.State]} />
      <CardWorksHere store={data} />
      <RefusalNotice storeId={data.id} listed={!delisted} />
      {showsLimitedData(enrichment.data) && (
        <Box sx={{ mb: 2 }}>
          <LimitedDataBanner />
        </Box>
      )}
      <PhotoCarousel photos={heroPhotos} storeName={data.Store_Name} storeType={data.Store_Type} />
      {pendingPhotos.data?.failed.map((failure) => (
        <Alert
          key={failure.id}
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => dismissPhotoFailure.mutate(failure.id)}
              disabled={dismissPhotoFailure.isPending}
            >
              <Trans>Dismiss</Trans>
            </Button>
          }
        >
          <AlertTitle>
            <Trans>Your photo could not be processed</Trans>
          </AlertTitle>
          {photoFailureText(failure.message)}
        </Alert>
      ))}
      {/* Nothing is asked about a store that left USDA's list: a spacer where the buttons were. */}
      {delisted ? (
        <Box sx={{ my: 2 }} />
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddAPhotoIcon />}
            onClick={() => open('photos')}
          >
            <Trans>Upload Photos</Trans>
          </Button>
          {!data.phone && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddIcCallIcon />}
              onClick={() => open('phone')}
            >
              <Trans>Add Phone Number</Trans>
            </Button>
          )}
          {!hasHours && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<AccessTimeIcon />}
              onClick={() => open('hours')}
            >
              <Trans>Add Store Hours</Trans>
            </Button>
          )}
        </Stack>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <StoreSummaryCard
            store={data}
            priceLevel={place?.price_level}
            onClaim={() => open('claim')}
            onReport={() => open('report')}
          />
          {!delisted && <StoreProgramsCard store={data} />}
          {place && <ExternalReviews place={place} />}
          <CommunityReviewsPanel storeId={data.id} canWrite={!delisted} />
          <CommunityTips storeId={data.id} canWrite={!delisted} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {place && <BusinessInfo place={place} />}
          {/* Without an open-map source configured there is nothing to say about open-map data. */}
          {enrichment.data?.openMapEnabled && <OpenMapCard match={enrichment.data.openMap} />}
          {sessionHours && <WeeklyHoursCard hours={sessionHours} />}
          {!delisted && <EbtRefusalCard storeId={data.id} state={data.State} />}
          <StoreDetailsCard store={data} />
          {!delisted && <OtherBenefitsCard state={data.State} />}
          <StoreMapCard store={data} />
        </Stack>
      </Box>
      <Suspense fallback={null}>
        {dialog === 'photos' && (
          <PhotoUploadDialog
            open
            onClose={close}
            storeName={data.Store_Name}
            submit={(files) => uploadPhotos.mutateAsync(files)}
          />
        )}
        {dialog === 'phone' && (
          <AddPhoneDialog
            open
            onClose={close}
            storeName={data.Store_Name}
            submit={(phone) => addPhone.mutateAsync(phone)}
          />
        )}
        {dialog === 'hours' && (
          <AddHoursDialog
            open
            onClose={close}
            storeName={data.Store_Name}
            submit={(hours) => addHours.mutateAsync(hours)}
            onAdded={setSessionHours}
          />
        )}
        {dialog === 'report' && (
          <ReportIssueDialog
            open
            onClose={close}
            storeName={data.Store_Name}
            signedIn={Boolean(user)}
            submit={(report) => reportIssue.mutateAsync({ ...report, storeName: data.Store_Name })}
          />
        )}
        {dialog === 'claim' && (
          <ClaimBusinessDialog
            open
            onClose={close}
            storeName={data.Store_Name}
            defaultEmail={user?.email}
            submit={(claim) => claimBusiness.mutateAsync({ ...claim, storeName: data.Store_Name })}
          />
        )}
      </Suspense>
      <LazySignInPrompt
        open={prompt != null}
        onClose={() => setPrompt(null)}
        action={prompt ?? undefined}
      />
    </>
  );
}

/** What the card buys here beyond groceries: hot meals (Restaurant Meals Program) and a healthy-food
 * incentive, from USDA's own fields. Nothing for a store with neither. */
function StoreProgramsCard({ store }: { store: NonNullable<ReturnType<typeof useStore>['data']> }) {
  if (!store.restaurantMeals && !store.produceIncentive) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="store-programs-title">
      <CardContent>
        <Typography id="store-programs-title" component="h2" variant="h6" gutterBottom>
          <Trans>Programs at this store</Trans>
        </Typography>
        {store.restaurantMeals && (
          <Box
            role="note"
            sx={{
              p: 1,
              mb: 1,
              borderRadius: 1,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <Trans>Restaurant Meals Program: hot meals can be bought with EBT here.</Trans>
            </Typography>
          </Box>
        )}
        {store.produceIncentive && (
          <IncentiveNote
            program={store.produceIncentive}
            grantee={store.Grantee_Name}
            state={store.State}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The USDA record: type, county, incentive program, hours on record and how the map position was found. */
function StoreDetailsCard({ store }: { store: NonNullable<ReturnType<typeof useStore>['data']> }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" component="section" aria-labelledby="store-details-title">
      <CardContent>
        <Typography id="store-details-title" component="h2" variant="h6" gutterBottom>
          <Trans>Store details</Trans>
        </Typography>
        <Table size="small" aria-labelledby="store-details-title">
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                <Trans>Store type</Trans>
              </TableCell>
              <TableCell sx={{ pr: 0 }}>{storeTypeName(store.Store_Type)}</TableCell>
            </TableRow>
            {store.County && (
              <TableRow>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  <Trans>County</Trans>
                </TableCell>
                <TableCell sx={{ pr: 0 }}>{store.County}</TableCell>
              </TableRow>
            )}
            {store.Incentive_Program && (
              <TableRow>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  <Trans>Incentive program</Trans>
                </TableCell>
                <TableCell sx={{ pr: 0 }}>{store.Incentive_Program}</TableCell>
              </TableRow>
            )}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                <Trans>Hours</Trans>
              </TableCell>
              <TableCell sx={{ pr: 0 }}>
                {store.weeklyHours?.length
                  ? store.weeklyHours.map((day) => <div key={day.day}>{dayHoursText(day)}</div>)
                  : t`Hours coming soon`}
              </TableCell>
            </TableRow>
            {store.approximateLocation && (
              <TableRow>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  <Trans>Map position</Trans>
                </TableCell>
                <TableCell sx={{ pr: 0 }}>
                  <Trans>Approximate (centre of the ZIP code)</Trans>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
