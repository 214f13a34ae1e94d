import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { datedFactCredit, DOUBLE_UP_HOME_FACT } from '@snap/domain';

export function SnapTipsPromo() {
  return (
    <Box
      component="section"
      aria-labelledby="tips-promo"
      sx={{
        mt: 4,
        p: 3,
        borderRadius: 2,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      <Typography id="tips-promo" component="h2" variant="h5" gutterBottom>
        Make your SNAP dollars go further
      </Typography>
      <Typography>
        {`${DOUBLE_UP_HOME_FACT.text} Learn which states offer hot meals through the Restaurant Meals Program and how to check your balance.`}
      </Typography>
      {/* The figure is shown only with its source and date (issue 25). */}
      <Typography variant="body2" sx={{ mb: 2, opacity: 0.9 }}>
        {datedFactCredit(DOUBLE_UP_HOME_FACT)}
      </Typography>
      <Button
        component={RouterLink}
        to="/snap-tips"
        variant="contained"
        sx={{
          bgcolor: 'background.paper',
          color: 'secondary.main',
          '&:hover': { bgcolor: 'grey.100' },
        }}
      >
        Read SNAP Tips
      </Button>
    </Box>
  );
}
