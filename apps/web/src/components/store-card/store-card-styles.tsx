/* eslint-disable lingui/no-unlocalized-strings -- CSS values, not text */
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';

// A store card is the one thing a page repeats (up to 50 on a search page). Its styles are written once
// per page as plain classes instead of per card through MUI's sx and styled components, whose style
// computation was most of a search page's render time, on the server and again at hydration
// (docs/performance.md, "Styles without a runtime cost").
const cardStyles = (theme: Theme) => {
  const { palette, typography } = theme;
  const body2 = {
    fontSize: typography.body2.fontSize,
    lineHeight: typography.body2.lineHeight,
    letterSpacing: typography.body2.letterSpacing,
  };
  return {
    '.sc': {
      height: '100%',
      overflow: 'hidden',
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      background: palette.background.paper,
      color: palette.text.primary,
    },
    '.sc-body': { display: 'flex', flexDirection: 'column', gap: 16, padding: 16 },
    [theme.breakpoints.up('sm')]: {
      '.sc-body.sc-wide': { flexDirection: 'row' },
      '.sc-wide .sc-pic': { width: 120 },
    },
    '.sc-pic': { width: '100%', flexShrink: 0 },
    '.sc-img': {
      height: 96,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: theme.shape.borderRadius,
      background: palette.grey[100],
    },
    '.sc-main': { minWidth: 0, flexGrow: 1 },
    '.sc-head': {
      display: 'flex',
      gap: 8,
      alignItems: 'flex-start',
      justifyContent: 'space-between',
    },
    '.sc-name': {
      margin: 0,
      fontSize: 18,
      lineHeight: 1.3,
      fontWeight: typography.h6.fontWeight,
      wordBreak: 'break-word',
    },
    '.sc-name a': { color: palette.text.primary, textDecoration: 'none' },
    '.sc-name a:hover': { textDecoration: 'underline' },
    '.sc-text': { ...body2, margin: 0 },
    '.sc-muted': { color: palette.text.secondary },
    '.sc-strong': { fontWeight: 600 },
    '.sc-caption': {
      margin: '4px 0 0',
      fontSize: typography.caption.fontSize,
      lineHeight: typography.caption.lineHeight,
      color: palette.text.secondary,
    },
    '.sc-gap': { marginTop: 4 },
    '.sc-link': {
      color: palette.primary.main,
      textDecorationColor: alpha(palette.primary.main, 0.4),
    },
    '.sc-stars': { display: 'flex', alignItems: 'center', gap: 4 },
    '.sc-star-row': { display: 'flex', color: palette.warning.main },
    '.sc-stars svg': { width: 20, height: 20, fill: 'currentColor' },
    '.sc-chips': { display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0' },
    '.sc-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      maxWidth: '100%',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      border: '1px solid transparent',
      fontSize: '0.8125rem',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      background: palette.grey[200],
    },
    '.sc-chip.sc-outlined': { background: 'none', borderColor: palette.grey[400] },
    '.sc-chip.sc-ebt': { background: palette.success.main, color: palette.success.contrastText },
    '.sc-chip.sc-good': { borderColor: palette.success.main, color: palette.success.dark },
    '.sc-chip.sc-bad': { borderColor: palette.error.main, color: palette.error.dark },
    '.sc-meals': {
      ...body2,
      fontWeight: 600,
      margin: '0 0 8px',
      padding: 8,
      borderRadius: theme.shape.borderRadius,
      background: palette.secondary.main,
      color: palette.secondary.contrastText,
    },
    '.sc-incentive': {
      margin: '0 0 8px',
      padding: 8,
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${palette.success.main}`,
    },
    '.sc-incentive .sc-chip': { marginBottom: 4 },
    '.sc-credit': { display: 'block', margin: 0, wordBreak: 'break-word' },
    '.sc-quote': {
      ...body2,
      margin: '8px 0 0',
      paddingLeft: 8,
      borderLeft: `3px solid ${palette.divider}`,
      fontStyle: 'italic',
      wordBreak: 'break-word',
    },
    '.sc-actions': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 8,
      alignItems: 'center',
      marginTop: 8,
    },
    // Buttons and links among the actions are touch targets of at least 24 px (WCAG 2.2 target size).
    '.sc-action': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 6,
      minHeight: 32,
      padding: '4px 6px',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'none',
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: typography.button.fontWeight,
      color: palette.primary.main,
      textDecoration: 'none',
      cursor: 'pointer',
    },
    '.sc-action:hover': { background: alpha(palette.primary.main, palette.action.hoverOpacity) },
    '.sc-action svg': { width: 18, height: 18, fill: 'currentColor' },
    '.sc-icon-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 40,
      height: 40,
      padding: 8,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: palette.action.active,
      cursor: 'pointer',
    },
    '.sc-icon-button:hover': { background: palette.action.hover },
    '.sc-icon-button[aria-pressed="true"]': { color: palette.error.main },
    '.sc-icon-button:disabled': { color: palette.action.disabled, cursor: 'default' },
    '.sc-icon-button svg': { width: 24, height: 24, fill: 'currentColor' },
    '.sc-text-action': {
      ...body2,
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 24,
      padding: 0,
      border: 0,
      background: 'none',
      fontFamily: 'inherit',
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      cursor: 'pointer',
    },
    '.sc-text-action.sc-muted': {
      color: palette.text.secondary,
      textDecorationColor: alpha(palette.text.secondary, 0.4),
    },
  };
};

/** The store card's classes, written once for the whole page (the app's provider renders it). */
export function StoreCardStyles() {
  return <GlobalStyles styles={cardStyles} />;
}
