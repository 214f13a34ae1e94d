import { t } from '@lingui/core/macro';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { breadcrumbItems, shouldShowBreadcrumbs, type BreadcrumbItem } from './breadcrumb-items';

/** Breadcrumbs from the current path (or explicit items); hidden with a single item. */
export function Breadcrumbs({ items }: { items?: BreadcrumbItem[] }) {
  const location = useLocation();
  const crumbs = items ?? breadcrumbItems(location.pathname);
  if (!shouldShowBreadcrumbs(crumbs)) return null;
  return (
    <MuiBreadcrumbs aria-label={t`Breadcrumb`} sx={{ mb: 2 }}>
      {crumbs.map((item, index) =>
        item.href && index < crumbs.length - 1 ? (
          <Link
            key={`${item.label}-${index}`}
            component={RouterLink}
            to={item.href}
            underline="hover"
            color="inherit"
          >
            {item.label}
          </Link>
        ) : (
          <Typography
            key={`${item.label}-${index}`}
            color="text.primary"
            aria-current="page"
            translate={item.name ? 'no' : undefined}
          >
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
