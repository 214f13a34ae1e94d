import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { env } from '../../../config/env';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';

export function SupportPage() {
  const { t } = useLingui();
  const mail = `mailto:${env.supportEmail}?subject=${encodeURIComponent(t`Support request`)}&body=${encodeURIComponent(`${t`Hello, I need help with:`}\n\n`)}`;
  return (
    <ContentPage
      title={t`Support`}
      description={t`Get help with the SNAP/EBT Store Finder, or tell us about wrong store information.`}
      path="/support"
    >
      <P>
        <Trans>We read every message and answer within a few business days.</Trans>
      </P>
      <Button variant="contained" href={mail}>
        <Trans>Email Support</Trans>
      </Button>
      <H2>
        <Trans>Frequently asked questions</Trans>
      </H2>
      <Faq question={t`How do I contact support?`}>
        <P>
          <Trans>
            Use the Email Support button above. It opens a message in your mail app, already
            addressed to us.
          </Trans>
        </P>
      </Faq>
      <Faq question={t`A store's information is wrong. How do I report it?`}>
        <P>
          <Trans>
            Open the store's page and choose Report Issue (or 'Report a Problem' on a store card).
            Tell us what is wrong and we will check it.
          </Trans>
        </P>
      </Faq>
      <Faq question={t`Does this site cost anything?`}>
        <P>
          <Trans>No. The directory is free and needs no account.</Trans>
        </P>
      </Faq>
    </ContentPage>
  );
}
