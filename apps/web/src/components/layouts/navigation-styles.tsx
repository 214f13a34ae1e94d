/* eslint-disable lingui/no-unlocalized-strings -- CSS values, not texts */
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import { BOTTOM_BAR_HEIGHT } from './navigation';

// The two navigations are plain links, so they work before (and without) the page's scripts, with
// their classes written once per page instead of MUI's per-button styling (docs/performance.md).
const navigationStyles = (theme: Theme) => ({
  '.nav-tab': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: '6px 8px',
    borderBottom: '2px solid transparent',
    color: 'inherit',
    fontSize: theme.typography.button.fontSize,
    fontWeight: theme.typography.button.fontWeight,
    lineHeight: theme.typography.button.lineHeight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '.nav-tab:hover': { background: alpha(theme.palette.primary.contrastText, 0.08) },
  '.nav-tab[aria-current="page"]': { borderBottomColor: theme.palette.primary.contrastText },
  '.nav-bottom': { display: 'flex', height: BOTTOM_BAR_HEIGHT },
  '.nav-bottom-tab': {
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '0 4px',
    color: theme.palette.text.secondary,
    fontSize: '0.75rem',
    lineHeight: 1.5,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '.nav-bottom-tab span': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  '.nav-bottom-tab[aria-current="page"]': {
    color: theme.palette.primary.main,
    fontSize: '0.875rem',
  },
});

export function NavigationStyles() {
  return <GlobalStyles styles={navigationStyles} />;
}
