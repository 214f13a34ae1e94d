import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The 404 page's words: English (docs/product-rules.md) unless the app passes its language's. */
export interface NotFoundTexts {
  title: string;
  home: string;
}

export const NOT_FOUND_TEXTS: NotFoundTexts = {
  title: 'Oops! Page not found',
  home: 'Return to Home',
};

/** The 404 page (product rule "Fixed labels"): 'Oops! Page not found' with a link home. */
export function NotFoundPage({
  homeHref = '/',
  texts = NOT_FOUND_TEXTS,
}: {
  homeHref?: string;
  texts?: NotFoundTexts;
}) {
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Button variant="contained" href={homeHref}>
        {texts.home}
      </Button>
    </Box>
  );
}
