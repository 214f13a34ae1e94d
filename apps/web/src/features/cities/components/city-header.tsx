import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { cityKeywords, cityZipChips, type CityPage } from '@snap/domain';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { cityDescription } from '../utils/city-texts';

/** Heading, description and the first 20 ZIP codes as chips plus '+N more'. */
export function CityHeader({ city }: { city: CityPage }) {
  const { t } = useLingui();
  const { shown, more } = cityZipChips(city);
  const { name, state } = city;
  const description = cityDescription(city);
  usePageMeta({
    title: t`EBT Stores in ${name}, ${state} | SNAP/EBT Store Finder`,
    description,
    keywords: cityKeywords(city),
    canonicalPath: `/${city.slug}`,
  });
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 26, md: 34 }, mb: 1 }}>
        {t`Find EBT-Accepting Stores in ${name}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {description}
      </Typography>
      <Box
        role="list"
        aria-label={t`ZIP codes in ${name}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {shown.map((zip) => (
          <Chip key={zip} role="listitem" label={zip} size="small" variant="outlined" />
        ))}
        {more > 0 && <Chip role="listitem" label={t`+${more} more`} size="small" />}
      </Box>
    </Box>
  );
}

export function CityNotFound() {
  const { t } = useLingui();
  usePageMeta({ title: t`City Not Found | SNAP/EBT Store Finder` });
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        <Trans>City Not Found</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>The city page you're looking for doesn't exist.</Trans>
      </Typography>
    </Box>
  );
}
