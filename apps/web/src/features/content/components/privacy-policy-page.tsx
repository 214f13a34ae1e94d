import { Trans, useLingui } from '@lingui/react/macro';
import { env } from '../../../config/env';
import { ContentPage, H2, P } from '../../../components/layouts/content-page';

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  const email = env.supportEmail;
  return (
    <ContentPage
      title={t`Privacy Policy`}
      description={t`What the SNAP/EBT Store Finder collects, how it is used, and your choices.`}
      path="/privacy-policy"
    >
      <P>
        <Trans>Last updated 2024.</Trans>
      </P>
      <H2>
        <Trans>Data we collect</Trans>
      </H2>
      <P>
        <Trans>
          If you create an account: your e-mail address, your name and a protected form of your
          password. Reviews, tips, photos and favorites you add. Your location only when you allow
          it, used in your browser to find nearby stores; when you are signed in and open a store we
          record the store and an approximate position (rounded to about 100 metres). We count page
          views without personal data.
        </Trans>
      </P>
      <H2>
        <Trans>How we use it</Trans>
      </H2>
      <P>
        <Trans>
          To show stores near you, keep your favorites and contributions, keep the site secure and
          improve it.
        </Trans>
      </P>
      <H2>
        <Trans>Sharing</Trans>
      </H2>
      <P>
        <Trans>
          We do not sell your data. Reviews and tips you post are public under the name you choose.
          We share data only when the law requires it.
        </Trans>
      </P>
      <H2>
        <Trans>Security</Trans>
      </H2>
      <P>
        <Trans>
          Connections are encrypted, passwords are stored hashed and access to data is limited to
          what each part of the service needs.
        </Trans>
      </P>
      <H2>
        <Trans>Your choices</Trans>
      </H2>
      <P>
        <Trans>
          You can use the site without an account or as a guest, turn off location access in your
          browser at any time, delete your reviews, and ask us to delete your account.
        </Trans>
      </P>
      <H2>
        <Trans>Children under 13</Trans>
      </H2>
      <P>
        <Trans>
          The site is not directed to children under 13 and we do not knowingly collect their
          personal data.
        </Trans>
      </P>
      <H2>
        <Trans>Contact</Trans>
      </H2>
      <P>{t`Questions about privacy: ${email}.`}</P>
    </ContentPage>
  );
}
