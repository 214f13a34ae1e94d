import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePromotedCities } from '../../lib/city-pages';
import { LanguageSwitch } from './language-switch';

interface FooterColumn {
  title: MessageDescriptor;
  /** City names are names, not translated. */
  links: Array<{ label: MessageDescriptor | string; to: string }>;
}

const TOP_CITIES = msg`Top Cities`;

export const FOOTER_COLUMNS: FooterColumn[] = [
  // The cities the site promotes are the largest the catalog covers (usePromotedCities).
  { title: TOP_CITIES, links: [] },
  {
    title: msg`Resources`,
    links: [
      { label: msg`SNAP Tips`, to: '/snap-tips' },
      { label: msg`Order Online With EBT`, to: '/online-ebt' },
      { label: msg`EBT Chip Card`, to: '/ebt-chip-card' },
      { label: msg`Blog`, to: '/blog' },
      { label: msg`Our Mission`, to: '/mission' },
      { label: msg`Support`, to: '/support' },
      { label: msg`Add a Store`, to: '/add-store' },
      { label: msg`Report a Problem`, to: '/report' },
      { label: msg`Service Status`, to: '/status' },
    ],
  },
  {
    title: msg`Store Types`,
    links: [
      { label: msg`Grocery Stores`, to: '/search?type=grocery' },
      { label: msg`Corner Stores`, to: '/search?type=convenience' },
      { label: msg`Farmer's Markets`, to: '/search?type=farmers-market' },
      { label: msg`Hot Meals (RMP)`, to: '/search?type=restaurant' },
    ],
  },
  { title: msg`Legal`, links: [{ label: msg`Privacy Policy`, to: '/privacy-policy' }] },
];

export default function Footer() {
  const { i18n } = useLingui();
  const promoted = usePromotedCities();
  const columns = FOOTER_COLUMNS.map((column) =>
    column.title === TOP_CITIES
      ? {
          ...column,
          links: (promoted.data ?? []).map((city) => ({
            label: `${city.name}, ${city.state}`,
            to: `/${city.slug}`,
          })),
        }
      : column,
  );
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 4, py: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          {columns.map((column) => (
            <Grid key={column.title.id} size={{ xs: 6, md: 3 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {i18n._(column.title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      color="inherit"
                      underline="hover"
                      variant="body2"
                      sx={{ display: 'inline-block', py: 0.5 }}
                    >
                      {typeof link.label === 'string' ? link.label : i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 3 }}>
          <LanguageSwitch variant="footer" />
        </Box>
        <Typography variant="body2" sx={{ mt: 3, color: 'grey.400' }}>
          <Trans>© 2024 SNAP/EBT Store Finder. Free to use. Not affiliated with the USDA.</Trans>
        </Typography>
      </Container>
    </Box>
  );
}
