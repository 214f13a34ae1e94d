import { asMember, memberEmail, newMember } from './members.mjs';
import { axeScan, mailedTexts } from './scenario-helpers.mjs';
import { expect, visible } from './checks.mjs';

/** The newest link of a kind the runtime e-mailed to the address (its outbox), as a path and query. */
function mailedLink(email, path) {
  const texts = mailedTexts(email);
  const token = texts
    .map((text) => new RegExp(`/auth/${path}\\?token=([\\w-]+)`).exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  expect(token, `a ${path} e-mail for ${email}`);
  return `/auth/${path}?token=${token}`;
}

/** Waits for a mailed link: the request's answer comes before the mail is written on a busy machine. */
async function waitForLink(email, path) {
  for (let i = 0; i < 50; i++) {
    try {
      return mailedLink(email, path);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return mailedLink(email, path);
}

export const ACCOUNT_SCENARIOS = [
  {
    name: 'forgot password: the e-mailed link sets a new password once, ends the old session, and the new password signs in',
    async run(page, base) {
      const member = await newMember(base, 'Frankie Forgetful');
      await page.goto(`${base}/auth`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Forgot password?' }),
        'the request screen',
      );
      await axeScan(page, 'forgot password');
      await page.getByLabel('Email').fill(member.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Check your email' }),
        "'Check your email'",
      );
      await visible(
        page,
        page.getByText('If an account exists for this email, we sent a link'),
        'the same answer for every address',
      );

      await page.goto(`${base}${await waitForLink(member.email, 'reset-password')}`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Choose a new password' }),
        'the reset screen',
      );
      await axeScan(page, 'reset password');
      await page.getByLabel(/^New Password/).fill('brand-new-pw');
      await page.getByLabel('Confirm New Password').fill('brand-new-pX');
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await visible(
        page,
        page.getByText('Please make sure both passwords match.'),
        'the mismatch message',
      );
      await page.getByLabel('Confirm New Password').fill('brand-new-pw');
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await visible(
        page,
        page.getByText('Your password has been changed. Please sign in with your new password.'),
        'the confirmation',
      );
      await page.waitForURL(`${base}/auth`);

      // The access token of the session from before the reset is refused on its next request.
      let refused = '';
      await asMember(base, member, '{ me { id } }').catch((error) => (refused = error.message));
      expect(
        refused.includes('Your session has expired'),
        `the old access token still worked after the reset (${refused || 'answered'})`,
      );

      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill('brand-new-pw');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${base}/`);

      // The link works once.
      await page.goto(`${base}${mailedLink(member.email, 'reset-password')}`);
      await page.getByLabel(/^New Password/).fill('another-pw-1');
      await page.getByLabel('Confirm New Password').fill('another-pw-1');
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await visible(
        page,
        page.getByText(
          'This password reset link is invalid or has expired. Please ask for a new one.',
        ),
        'the spent-link message',
      );
    },
  },
  {
    name: 'an account someone else made with my address is not confirmed by opening its link: I am asked for its password',
    async run(page, base) {
      const email = memberEmail();
      const response = await page.request.post(`${base}/graphql`, {
        data: {
          query:
            'mutation ($e: String!) { signUp(email: $e, password: "not-the-owners-1", fullName: "Mallory Squatter") { id } }',
          variables: { e: email },
        },
      });
      expect(response.ok(), 'the squatter signs up');
      await page.goto(`${base}${await waitForLink(email, 'verify')}`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Confirm your e-mail' }),
        'the password step',
      );
      await visible(
        page,
        page.getByText('Please enter the password you chose'),
        'why a password is asked',
      );
      await page.getByLabel('Password').fill('my-own-guess-1');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await visible(
        page,
        page.getByText('This is not the password of this account.'),
        'the refusal',
      );
      await axeScan(page, 'confirm e-mail with a password');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Forgot password?' }),
        'the way to take it over',
      );
    },
  },
];
