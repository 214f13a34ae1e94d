import Button from '@mui/material/Button';
import { env } from '../../../config/env';
import { ContentPage, Faq, H2, P } from '../../../components/layouts/content-page';

export function SupportPage() {
  const mail = `mailto:${env.supportEmail}?subject=${encodeURIComponent('Support request')}&body=${encodeURIComponent('Hello, I need help with:\n\n')}`;
  return (
    <ContentPage
      title="Support"
      description="Get help with the SNAP/EBT Store Finder, or tell us about wrong store information."
      path="/support"
    >
      <P>We read every message and answer within a few business days.</P>
      <Button variant="contained" href={mail}>
        Email Support
      </Button>
      <H2>Frequently asked questions</H2>
      <Faq question="How do I contact support?">
        <P>
          Use the Email Support button above. It opens a message in your mail app, already addressed
          to us.
        </P>
      </Faq>
      <Faq question="A store's information is wrong. How do I report it?">
        <P>
          Open the store's page and choose Report Issue (or 'Report a Problem' on a store card).
          Tell us what is wrong and we will check it.
        </P>
      </Faq>
      <Faq question="Does this site cost anything?">
        <P>No. The directory is free and needs no account.</P>
      </Faq>
    </ContentPage>
  );
}
