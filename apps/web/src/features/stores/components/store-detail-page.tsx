import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { PageLoading } from '../../../components/layouts/app-layout';
import { StoreCard } from '../../../components/store-card/store-card';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useStore } from '../api/get-store';

export function StoreDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const store = useStore(id);
  const data = store.data;
  usePageMeta({
    title: data ? `${data.Store_Name} — EBT Accepted | SNAP/EBT Store Finder` : 'Store | SNAP/EBT Store Finder',
    description: data ? `${data.Store_Name} at ${data.Store_Street_Address}, ${data.City}, ${data.State} accepts SNAP/EBT.` : undefined,
    canonicalPath: `/store/${id}`,
    structuredData: data
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'LocalBusiness',
            name: data.Store_Name,
            address: { '@type': 'PostalAddress', streetAddress: data.Store_Street_Address, addressLocality: data.City, addressRegion: data.State, postalCode: data.Zip_Code, addressCountry: 'US' },
            geo: { '@type': 'GeoCoordinates', latitude: data.Latitude, longitude: data.Longitude },
            ...(data.average_rating != null && data.review_count > 0
              ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: data.average_rating, reviewCount: data.review_count, bestRating: 5, worstRating: 1 } }
              : {}),
          },
        ]
      : [],
  });

  if (store.isPending) return <PageLoading />;
  if (store.isError || !data) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography component="h1" variant="h4" gutterBottom>
          Store Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The store you're looking for doesn't exist or may have been removed.
        </Typography>
        <Button component={RouterLink} to="/search" variant="contained">
          Back to Search
        </Button>
      </Box>
    );
  }

  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
        Back
      </Button>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Store Search', href: '/search' }, { label: data.Store_Name }]} />
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 24, md: 32 }, mb: 2 }}>
        {data.Store_Name}
      </Typography>
      <StoreCard store={data} />
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        Store details
      </Typography>
      <Table size="small" aria-label="Store details">
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">Store type</TableCell>
            <TableCell>{data.Store_Type}</TableCell>
          </TableRow>
          {data.County && (
            <TableRow>
              <TableCell component="th" scope="row">County</TableCell>
              <TableCell>{data.County}</TableCell>
            </TableRow>
          )}
          {data.Incentive_Program && (
            <TableRow>
              <TableCell component="th" scope="row">Incentive program</TableCell>
              <TableCell>{data.Incentive_Program}</TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row">Hours</TableCell>
            <TableCell>
              {data.weeklyHours?.length
                ? data.weeklyHours.map((day) => <div key={day.day}>{`${day.day}: ${day.closed ? 'Closed' : `${day.open}–${day.close}`}`}</div>)
                : 'Hours coming soon'}
            </TableCell>
          </TableRow>
          {data.approximateLocation && (
            <TableRow>
              <TableCell component="th" scope="row">Map position</TableCell>
              <TableCell>Approximate (centre of the ZIP code)</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </>
  );
}
