import type { SxProps, Theme } from '@mui/material/styles';

/** On a phone (below 600 px) a table's rows become stacked cards: the header row hides and every cell
 * shows its column name (from data-label) beside its value, so no column is cut off at 390 px. */
export const stackedTableSx: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tbody tr': { display: 'block', borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: '7.5rem minmax(0, 1fr)',
      gap: 1,
      border: 0,
      py: 0.5,
      overflowWrap: 'anywhere',
    },
    '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600 },
  },
});
