import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  cleanInput,
  INVALID_EMAIL_MESSAGE,
  INVALID_ZIP_MESSAGE,
  isEmailAddress,
  isValidZip,
  sanitizeZipInput,
} from '@snap/domain';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';
import { useToast } from '../../../lib/toast';

export function EbtChipCardPage() {
  const toast = useToast();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);

  const searchZip = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidZip(zip)) return setZipError(INVALID_ZIP_MESSAGE);
    setZipError(null);
    toast({ title: `Searching for EBT chip card accepting stores in ${zip}`, variant: 'info' });
  };

  const signUp = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(cleanInput(email))) return setEmailError(INVALID_EMAIL_MESSAGE);
    setEmailError(null);
    setSignedUp(true);
    toast("Thanks! We'll notify you when chip cards roll out in your area.");
  };

  return (
    <ContentPage
      title="EBT Chip Cards Are Coming"
      description="What the new EBT chip card is, why states are switching, and how to get an alert when chip cards reach your area."
      path="/ebt-chip-card"
    >
      <P>
        States are replacing magnetic-stripe EBT cards with chip cards. Chips are much harder to
        copy, which protects your benefits from card skimming. You keep the same account and PIN
        rules; only the card changes.
      </P>
      <H2>Find stores ready for chip cards</H2>
      <Box
        component="form"
        onSubmit={searchZip}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 420 }}
      >
        <TextField
          label="ZIP code"
          size="small"
          value={zip}
          onChange={(event) => setZip(sanitizeZipInput(event.target.value))}
          error={Boolean(zipError)}
          helperText={zipError ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" disabled={!isValidZip(zip)}>
          Search
        </Button>
      </Box>
      <H2>Get an alert</H2>
      {signedUp ? (
        <Card variant="outlined">
          <CardContent>
            <Typography component="h3" variant="h6">
              Thank you!
            </Typography>
            <Typography>We'll let you know when chip cards roll out in your area.</Typography>
          </CardContent>
        </Card>
      ) : (
        <Box
          component="form"
          onSubmit={signUp}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 480 }}
        >
          <TextField
            label="Email"
            type="email"
            size="small"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError ?? ' '}
            fullWidth
          />
          <Button type="submit" variant="contained">
            Get Alerts
          </Button>
        </Box>
      )}
      <H2>State by state</H2>
      <Alert severity="info">Coming Soon: a state-by-state rollout tracker.</Alert>
      <H2>Frequently asked questions</H2>
      <Faq question="What is the EBT chip card?">
        <P>
          A new EBT card with a small metal chip, like most bank cards. You insert it into the
          reader instead of swiping.
        </P>
      </Faq>
      <Faq question="Why are states switching?">
        <P>
          Criminals copy magnetic stripes with hidden skimmers and steal benefits. Chips make
          copying the card far harder.
        </P>
      </Faq>
      <Faq question="Will every store accept the chip card?">
        <P>
          Stores need chip-ready readers. Most large stores have them; some small stores may still
          ask you to swipe while they upgrade.
        </P>
      </Faq>
    </ContentPage>
  );
}
