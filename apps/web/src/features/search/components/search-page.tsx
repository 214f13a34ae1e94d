import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { categoryFromTypeParam } from '../utils/search-variables';
import { SearchScreen } from './search-screen';

/** /search?q=&type=: the search starts with q when present. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const type = params.get('type');
  usePageMeta({
    title: 'Find SNAP/EBT Stores | SNAP/EBT Store Finder',
    description:
      'Search SNAP/EBT-accepting stores by name, city, state or ZIP code, and filter by grocery, corner stores, hot meals and farmers markets.',
    canonicalPath: '/search',
  });
  return (
    <>
      <Breadcrumbs />
      <Typography component="h1" variant="h4" sx={{ mb: 2, fontSize: { xs: 26, md: 34 } }}>
        Find SNAP/EBT Stores
      </Typography>
      <SearchScreen
        key={`${q}|${type ?? ''}`}
        initialQuery={q}
        initialCategory={categoryFromTypeParam(type)}
      />
    </>
  );
}
