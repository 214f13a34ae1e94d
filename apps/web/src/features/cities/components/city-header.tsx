import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { cityKeywords, cityZipChips, type CityPage } from '@snap/domain';
import { usePageMeta } from '../../../hooks/use-page-meta';

/** Heading, description and the first 20 ZIP codes as chips plus '+N more'. */
export function CityHeader({ city }: { city: CityPage }) {
  const { shown, more } = cityZipChips(city);
  usePageMeta({
    title: `EBT Stores in ${city.name}, ${city.state} | SNAP/EBT Store Finder`,
    description: city.description,
    keywords: cityKeywords(city),
    canonicalPath: `/${city.slug}`,
  });
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 26, md: 34 }, mb: 1 }}>
        {`Find EBT-Accepting Stores in ${city.name}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {city.description}
      </Typography>
      <Box
        role="list"
        aria-label={`ZIP codes in ${city.name}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {shown.map((zip) => (
          <Chip key={zip} role="listitem" label={zip} size="small" variant="outlined" />
        ))}
        {more > 0 && <Chip role="listitem" label={`+${more} more`} size="small" />}
      </Box>
    </Box>
  );
}

export function CityNotFound() {
  usePageMeta({ title: 'City Not Found | SNAP/EBT Store Finder' });
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        City Not Found
      </Typography>
      <Typography color="text.secondary">
        The city page you're looking for doesn't exist.
      </Typography>
    </Box>
  );
}
