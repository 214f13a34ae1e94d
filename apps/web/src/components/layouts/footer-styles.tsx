/* eslint-disable lingui/no-unlocalized-strings -- CSS values, not texts */
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

// On every page: plain markup with its classes written once (MUI's per-component styling of its 20-odd
// links cost the server's render and the phone's hydration on every page; docs/performance.md).
const footerStyles = (theme: Theme) => ({
  '.ft': {
    marginTop: 32,
    padding: '32px 0',
    background: theme.palette.grey[900],
    color: theme.palette.grey[100],
  },
  '.ft-frame': {
    maxWidth: theme.breakpoints.values.lg,
    margin: '0 auto',
    padding: '0 16px',
    [theme.breakpoints.up('sm')]: { padding: '0 24px' },
  },
  '.ft-columns': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: 24,
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  '.ft-title': {
    margin: '0 0 8px',
    fontSize: theme.typography.subtitle1.fontSize,
    lineHeight: theme.typography.subtitle1.lineHeight,
    fontWeight: 700,
  },
  '.ft-links': { listStyle: 'none', padding: 0, margin: 0 },
  '.ft-links a': {
    display: 'inline-block',
    padding: '4px 0',
    fontSize: theme.typography.body2.fontSize,
    lineHeight: theme.typography.body2.lineHeight,
    color: 'inherit',
    textDecoration: 'none',
  },
  '.ft-links a:hover, .ft-links a:focus-visible': { textDecoration: 'underline' },
  '.ft-language': { marginTop: 24 },
  '.ft-small': {
    margin: '24px 0 0',
    fontSize: theme.typography.body2.fontSize,
    lineHeight: theme.typography.body2.lineHeight,
    color: theme.palette.grey[400],
  },
});

export function FooterStyles() {
  return <GlobalStyles styles={footerStyles} />;
}
