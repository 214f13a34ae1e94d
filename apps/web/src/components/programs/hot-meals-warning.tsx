import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { HOT_MEALS_EXPLANATION } from '@snap/domain';
import { useIsMobile } from '../../hooks/use-is-mobile';
import type { SearchPlace } from './hot-meals-notice';

// Worded from the program texts when the category is chosen: its code and query load then, not with
// the home page.
const HotMealsNotice = lazy(() => import('./hot-meals-notice'));

/** The Hot Meals (RMP) state warning under the category bar, or under the phone's active search, with the
 * spec's "What's this?" on phones. */
export function HotMealsWarning({ place }: { place?: SearchPlace }) {
  const isMobile = useIsMobile();
  const [explained, setExplained] = useState(false);
  return (
    <Box
      role="note"
      sx={{
        mt: 1,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'warning.main',
        bgcolor: 'background.paper',
      }}
    >
      <Suspense fallback={<Typography variant="body2">Hot Meals (RMP)…</Typography>}>
        <HotMealsNotice place={place} />
      </Suspense>
      {isMobile && (
        <>
          <Button
            size="small"
            color="inherit"
            onClick={() => setExplained((open) => !open)}
            aria-expanded={explained}
            sx={{ mt: 0.5, textDecoration: 'underline', px: 0 }}
          >
            What's this?
          </Button>
          {explained && <Typography variant="body2">{HOT_MEALS_EXPLANATION}</Typography>}
        </>
      )}
    </Box>
  );
}
