import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The 404 page (product rule "Fixed labels"): 'Oops! Page not found' with a link home. */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        Oops! Page not found
      </Typography>
      <Button variant="contained" href={homeHref}>
        Return to Home
      </Button>
    </Box>
  );
}
