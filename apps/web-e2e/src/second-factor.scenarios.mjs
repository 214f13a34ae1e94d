// Issue 43, items 7 and 8 in a real browser, on phone and desktop: an admin turns on two-step
// verification in the back-office and signs in with a code and with a recovery code (once); a member
// sees two sessions in settings, ends one, and that session's next request is refused.
import { generate } from 'otplib';
import { expect, visible } from './checks.mjs';
import { grantAdmin, newMember, signIn } from './members.mjs';
import { adminToken, axeScan, graphqlAnswer, sendBackOfficePassword } from './scenario-helpers.mjs';

/** The back-office sign-in form, filled and sent (the code field appears after the password). */
async function backOfficeSignIn(page, base, account, code) {
  await sendBackOfficePassword(page, base, account, 'moderation');
  if (code === undefined) return;
  const field = page.getByLabel('Authentication code');
  await visible(page, field, 'the code asked after the password');
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOutOfBackOffice(page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await visible(
    page,
    page.getByRole('heading', { name: 'Back-office Sign In' }),
    'the sign-in form after Sign Out',
  );
}

/** Enrols in the back-office at the first sign-in, signs out, signs in with a code, then with a
 * recovery code once; a second use of it is refused. */
async function enrolAndSignIn(page, base, admin) {
  // The first sign-in after the grant leads to the set-up: the back-office stays closed until then.
  await backOfficeSignIn(page, base, admin);
  await visible(
    page,
    page.getByRole('heading', { name: 'Turn on two-step verification' }),
    'the set-up screen',
  );
  expect(
    (await page.getByRole('tab', { name: 'Flagged content' }).count()) === 0,
    'no moderation screen before the second factor',
  );
  await page.getByRole('button', { name: 'Set Up Two-Step Verification' }).click();
  await visible(
    page,
    page.getByRole('img', { name: 'QR code for your authenticator app' }),
    'the QR code',
  );
  await axeScan(page, 'the two-step set-up');
  const secret = (await page.getByTestId('second-factor-secret').textContent())?.trim() ?? '';
  expect(secret.length >= 16, `the key to type into the app (${secret})`);
  const step = Math.floor(Date.now() / 30_000);
  await page.getByLabel('6-digit code').fill(await generate({ secret, epoch: step * 30 }));
  await page.getByRole('button', { name: 'Turn On' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await visible(page, codes, 'the recovery codes, shown once');
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  expect(recoveryCodes.length === 10, `ten recovery codes (${recoveryCodes.length})`);
  await page.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await visible(page, page.getByRole('tab', { name: 'Flagged content' }), 'the moderation desk');
  await signOutOfBackOffice(page);

  // With the code of the next time step (the one that confirmed the set-up is spent).
  await backOfficeSignIn(page, base, admin, await generate({ secret, epoch: (step + 1) * 30 }));
  await visible(page, page.getByRole('tab', { name: 'Flagged content' }), 'the desk after a code');
  await signOutOfBackOffice(page);

  // With a recovery code: once.
  await backOfficeSignIn(page, base, admin, recoveryCodes[0]);
  await visible(
    page,
    page.getByRole('tab', { name: 'Flagged content' }),
    'the desk after a recovery code',
  );
  await signOutOfBackOffice(page);
  await backOfficeSignIn(page, base, admin, recoveryCodes[0]);
  await visible(
    page,
    page.getByText('This code is not correct or was already used. Please try again.'),
    'the refusal of a used recovery code',
  );
  expect(
    (await page.getByRole('tab', { name: 'Flagged content' }).count()) === 0,
    'no desk with a used recovery code',
  );
}

export const SECOND_FACTOR_SCENARIOS = [
  {
    name: 'two-step verification: an admin enrols in the back-office, signs out, signs in with a code, then with a recovery code once (a second use fails)',
    context: { permissions: [] },
    async run(page, base) {
      const admin = await newMember(base, 'Tess Twostep');
      await grantAdmin(base, admin.email);
      try {
        await enrolAndSignIn(page, base, admin);
      } finally {
        // The other back-office scenarios count on the e2e admin being the only admin (the refusal of
        // the last admin's own removal): this one steps down again.
        const removed = await graphqlAnswer(
          base,
          `mutation { removeRole(userId: "${admin.id}", role: "admin") { id } }`,
          {},
          await adminToken(base),
        );
        expect(!removed.errors, `removing the test admin: ${JSON.stringify(removed.errors)}`);
      }
    },
  },
  {
    name: 'sessions: a member sees two sessions in settings, signs one out, and that session is refused at its next request',
    context: { permissions: [] },
    async run(page, base) {
      const member = await newMember(base, 'Sam Sessions');
      // A second device: its own browser context (its own cookies), signed in too.
      const other = await page
        .context()
        .browser()
        .newContext({
          viewport: { width: 390, height: 844 },
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        });
      try {
        const phone = await other.newPage();
        await signIn(phone, base, member);
        await signIn(page, base, member);

        await page.goto(`${base}/profile`);
        await page.getByRole('tab', { name: 'Account Settings' }).click();
        const list = page.getByRole('list', { name: 'Sessions' });
        // The member's API sign-up session, the phone and this browser.
        const rows = list.getByRole('listitem');
        await visible(page, rows.filter({ hasText: 'Chrome on Android' }), 'the phone session');
        await visible(page, rows.filter({ hasText: 'This device' }), 'this session');
        expect((await rows.count()) >= 2, 'at least two sessions listed');
        await axeScan(page, 'the sessions list');

        await list.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
        await visible(page, page.getByText('That session has ended.'), 'the confirmation');
        expect(
          (await rows.filter({ hasText: 'Chrome on Android' }).count()) === 0,
          'the phone session is gone from the list',
        );

        // The phone's next request is refused: its page finds no session.
        await phone.goto(`${base}/profile`);
        await visible(
          phone,
          phone.getByRole('button', { name: 'Sign In' }),
          'the sign-in form on the signed-out phone',
        );
        // This browser stays signed in.
        await page.reload();
        await page.getByRole('tab', { name: 'Account Settings' }).click();
        await visible(page, rows.filter({ hasText: 'This device' }), 'this session, still on');
      } finally {
        await other.close();
      }
    },
  },
];
