import { Trans, useLingui } from '@lingui/react/macro';
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
  isEmailAddress,
  isValidZip,
  sanitizeZipInput,
} from '@snap/domain';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';
import { domainText, invalidZipText } from '../../../lib/domain-texts';
import { useToast } from '../../../lib/toast';
import { FORM_TEXTS } from '../utils/form-texts';

export function EbtChipCardPage() {
  const { t } = useLingui();
  const toast = useToast();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);

  const searchZip = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidZip(zip)) return setZipError(invalidZipText());
    setZipError(null);
    toast({ title: t`Searching for EBT chip card accepting stores in ${zip}`, variant: 'info' });
  };

  const signUp = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(cleanInput(email)))
      return setEmailError(domainText(INVALID_EMAIL_MESSAGE, FORM_TEXTS));
    setEmailError(null);
    setSignedUp(true);
    toast(t`Thanks! We'll notify you when chip cards roll out in your area.`);
  };

  return (
    <ContentPage
      title={t`EBT Chip Cards Are Coming`}
      description={t`What the new EBT chip card is, why states are switching, and how to get an alert when chip cards reach your area.`}
      path="/ebt-chip-card"
    >
      <P>
        <Trans>
          States are replacing magnetic-stripe EBT cards with chip cards. Chips are much harder to
          copy, which protects your benefits from card skimming. You keep the same account and PIN
          rules; only the card changes.
        </Trans>
      </P>
      <H2>
        <Trans>Find stores ready for chip cards</Trans>
      </H2>
      <Box
        component="form"
        onSubmit={searchZip}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 420 }}
      >
        <TextField
          label={t`ZIP code`}
          size="small"
          value={zip}
          onChange={(event) => setZip(sanitizeZipInput(event.target.value))}
          error={Boolean(zipError)}
          helperText={zipError ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" disabled={!isValidZip(zip)}>
          <Trans>Search</Trans>
        </Button>
      </Box>
      <H2>
        <Trans>Get an alert</Trans>
      </H2>
      {signedUp ? (
        <Card variant="outlined">
          <CardContent>
            <Typography component="h3" variant="h6">
              <Trans>Thank you!</Trans>
            </Typography>
            <Typography>
              <Trans>We'll let you know when chip cards roll out in your area.</Trans>
            </Typography>
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
            label={t`Email`}
            type="email"
            size="small"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError ?? ' '}
            fullWidth
          />
          <Button type="submit" variant="contained">
            <Trans>Get Alerts</Trans>
          </Button>
        </Box>
      )}
      <H2>
        <Trans>State by state</Trans>
      </H2>
      <Alert severity="info">
        <Trans>Coming Soon: a state-by-state rollout tracker.</Trans>
      </Alert>
      <H2>
        <Trans>Frequently asked questions</Trans>
      </H2>
      <Faq question={t`What is the EBT chip card?`}>
        <P>
          <Trans>
            A new EBT card with a small metal chip, like most bank cards. You insert it into the
            reader instead of swiping.
          </Trans>
        </P>
      </Faq>
      <Faq question={t`Why are states switching?`}>
        <P>
          <Trans>
            Criminals copy magnetic stripes with hidden skimmers and steal benefits. Chips make
            copying the card far harder.
          </Trans>
        </P>
      </Faq>
      <Faq question={t`Will every store accept the chip card?`}>
        <P>
          <Trans>
            Stores need chip-ready readers. Most large stores have them; some small stores may still
            ask you to swipe while they upgrade.
          </Trans>
        </P>
      </Faq>
    </ContentPage>
  );
}
