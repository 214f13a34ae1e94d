import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CITY_PAGES, USDA_STATES, type CityPage } from '@snap/domain';
import { Link as RouterLink } from 'react-router';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { usePromotedCities } from '../../../lib/city-pages';

type CityLink = Pick<CityPage, 'slug' | 'name' | 'state'>;

/** The city pages by state, in alphabetical order (what the city page's "City" crumb opens): the
 * largest cities the catalog covers, and the 16 launch cities (product rule "Cities"). */
function citiesByState(promoted: readonly CityLink[]): Array<[string, CityLink[]]> {
  const groups = new Map<string, CityLink[]>();
  const seen = new Set<string>();
  for (const city of [...promoted, ...CITY_PAGES]) {
    if (seen.has(city.slug)) continue;
    seen.add(city.slug);
    groups.set(city.state, [...(groups.get(city.state) ?? []), city]);
  }
  return [...groups.entries()]
    .map(([state, cities]): [string, CityLink[]] => [
      USDA_STATES[state] ?? state,
      [...cities].sort((a, b) => a.name.localeCompare(b.name)),
    ])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** /city: every city page, grouped by state. */
export function CityIndexPage() {
  const { t } = useLingui();
  const promoted = usePromotedCities();
  usePageMeta({
    title: t`EBT Stores by City | SNAP/EBT Store Finder`,
    description: t`City pages of stores and farmers markets that accept SNAP/EBT, by state.`,
    canonicalPath: '/city',
  });
  return (
    <Box>
      <Breadcrumbs />
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 26, md: 34 }, mb: 1 }}>
        <Trans>EBT Stores by City</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Each city page searches the stores around that city. Any other place: search by ZIP code
          or city on the home page.
        </Trans>
      </Typography>
      {citiesByState(promoted.data ?? []).map(([state, cities]) => (
        <Box component="section" key={state} aria-label={state} sx={{ mb: 2 }}>
          <Typography component="h2" variant="h6">
            {state}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {cities.map((city) => (
              <li key={city.slug}>
                <Link component={RouterLink} to={`/${city.slug}`}>
                  {`${city.name}, ${city.state}`}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
