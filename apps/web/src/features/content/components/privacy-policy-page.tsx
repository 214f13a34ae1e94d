import { env } from '../../../config/env';
import { ContentPage, H2, P } from '../../../components/layouts/content-page';

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      description="What the SNAP/EBT Store Finder collects, how it is used, and your choices."
      path="/privacy-policy"
    >
      <P>Last updated 2024.</P>
      <H2>Data we collect</H2>
      <P>
        If you create an account: your e-mail address, your name and a protected form of your
        password. Reviews, tips, photos and favorites you add. Your location only when you allow it,
        used in your browser to find nearby stores; when you are signed in and open a store we
        record the store and an approximate position (rounded to about 100 metres). We count page
        views without personal data.
      </P>
      <H2>How we use it</H2>
      <P>
        To show stores near you, keep your favorites and contributions, keep the site secure and
        improve it.
      </P>
      <H2>Sharing</H2>
      <P>
        We do not sell your data. Reviews and tips you post are public under the name you choose. We
        share data only when the law requires it.
      </P>
      <H2>Security</H2>
      <P>
        Connections are encrypted, passwords are stored hashed and access to data is limited to what
        each part of the service needs.
      </P>
      <H2>Your choices</H2>
      <P>
        You can use the site without an account or as a guest, turn off location access in your
        browser at any time, delete your reviews, and ask us to delete your account.
      </P>
      <H2>Children under 13</H2>
      <P>
        The site is not directed to children under 13 and we do not knowingly collect their personal
        data.
      </P>
      <H2>Contact</H2>
      <P>{`Questions about privacy: ${env.supportEmail}.`}</P>
    </ContentPage>
  );
}
