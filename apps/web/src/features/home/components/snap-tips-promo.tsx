import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DOUBLE_UP_HOME_FACT } from '@snap/domain';
import { doubleUpHomeFactText, factCredit } from '../../../lib/domain-texts';
import { WithSource } from '../../../components/sources/with-source';

export function SnapTipsPromo() {
  const { t } = useLingui();
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
        <Trans>Make your SNAP dollars go further</Trans>
      </Typography>
      <Typography>
        {`${doubleUpHomeFactText()} ${t`Learn which states offer hot meals through the Restaurant Meals Program and how to check your balance.`}`}
      </Typography>
      {/* The figure is shown only with its source and date (issue 25). */}
      <Typography variant="body2" sx={{ mb: 2, opacity: 0.9 }}>
        <WithSource text={factCredit(DOUBLE_UP_HOME_FACT)} source={DOUBLE_UP_HOME_FACT.source} />
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
        <Trans>Read SNAP Tips</Trans>
      </Button>
    </Box>
  );
}
