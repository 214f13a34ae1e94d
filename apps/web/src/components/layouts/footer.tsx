import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CITY_PAGES } from '@snap/domain';

interface FooterColumn {
  title: string;
  links: Array<{ label: string; to: string }>;
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Top Cities',
    links: CITY_PAGES.map((city) => ({
      label: `${city.name}, ${city.state}`,
      to: `/${city.slug}`,
    })),
  },
  {
    title: 'Resources',
    links: [
      { label: 'SNAP Tips', to: '/snap-tips' },
      { label: 'Order Online With EBT', to: '/online-ebt' },
      { label: 'EBT Chip Card', to: '/ebt-chip-card' },
      { label: 'Blog', to: '/blog' },
      { label: 'Our Mission', to: '/mission' },
      { label: 'Support', to: '/support' },
      { label: 'Add a Store', to: '/add-store' },
      { label: 'Report a Problem', to: '/report' },
      { label: 'Service Status', to: '/status' },
    ],
  },
  {
    title: 'Store Types',
    links: [
      { label: 'Grocery Stores', to: '/search?type=grocery' },
      { label: 'Corner Stores', to: '/search?type=convenience' },
      { label: "Farmer's Markets", to: '/search?type=farmers-market' },
      { label: 'Hot Meals (RMP)', to: '/search?type=restaurant' },
    ],
  },
  { title: 'Legal', links: [{ label: 'Privacy Policy', to: '/privacy-policy' }] },
];

export default function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 4, py: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, md: 3 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.title}
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
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 3, color: 'grey.400' }}>
          © 2024 SNAP/EBT Store Finder. Free to use. Not affiliated with the USDA.
        </Typography>
      </Container>
    </Box>
  );
}
