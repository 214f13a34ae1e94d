import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { outageMessage } from '@snap/api-client';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { PageLoading } from '../../../components/layouts/app-layout';
import { StoreCard } from '../../../components/store-card/store-card';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth';
import { useFavoriteStores } from '../api/get-favorites';

export function FavoritesPage() {
  const { user } = useAuth();
  const favorites = useFavoriteStores(Boolean(user));
  const { t } = useLingui();
  usePageMeta({ title: t`Favorites | SNAP/EBT Store Finder` });
  return (
    <>
      <Breadcrumbs />
      <Typography component="h1" variant="h4" gutterBottom>
        <Trans>Favorites</Trans>
      </Typography>
      {!user && (
        <Alert severity="info">
          <Trans>Sign in to save favorites. Guests can browse every store.</Trans>
        </Alert>
      )}
      {user && favorites.isPending && <PageLoading />}
      {favorites.isError && (
        <Alert severity="error">
          {outageMessage(favorites.error) ?? t`Error loading stores. Please try again.`}
        </Alert>
      )}
      {favorites.data?.length === 0 && (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography component="h2" variant="h6" gutterBottom>
            <Trans>No favorites yet</Trans>
          </Typography>
          <Button component={RouterLink} to="/search" variant="contained">
            <Trans>Browse Stores</Trans>
          </Button>
        </Box>
      )}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0 }}>
        {favorites.data?.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </Stack>
    </>
  );
}
