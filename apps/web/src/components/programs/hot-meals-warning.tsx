import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useIsMobile } from '../../hooks/use-is-mobile';
import type { SearchPlace } from './hot-meals-notice';

// Worded from the program texts when the category is chosen: its code and query load then, not with
// the home page.
const HotMealsNotice = lazy(() => import('./hot-meals-notice'));

/** The domain's HOT_MEALS_EXPLANATION (programs.spec.ts holds the English equal to it). */
export const HOT_MEALS_EXPLANATION_TEXT = msg`The Restaurant Meals Program allows eligible SNAP recipients to buy prepared meals at participating restaurants in select states.`;

/** The Hot Meals (RMP) state warning under the category bar, or under the phone's active search, with the
 * "What's this?" of product rule "Tooltips" on phones. */
export function HotMealsWarning({ place }: { place?: SearchPlace }) {
  const { i18n } = useLingui();
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
      <Suspense
        fallback={
          <Typography variant="body2">
            <Trans>Hot Meals (RMP)…</Trans>
          </Typography>
        }
      >
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
            <Trans>What's this?</Trans>
          </Button>
          {explained && (
            <Typography variant="body2">{i18n._(HOT_MEALS_EXPLANATION_TEXT)}</Typography>
          )}
        </>
      )}
    </Box>
  );
}
