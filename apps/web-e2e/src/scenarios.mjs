import { expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { BLOG_SCENARIOS } from './blog.scenarios.mjs';
import { SECURITY_SCENARIOS } from './security.scenarios.mjs';
import { ENRICHMENT_SCENARIOS } from './enrichment.scenarios.mjs';
import { DISCOVERY_SCENARIOS } from './discovery.scenarios.mjs';
import { FIRST_PAINT_SCENARIOS } from './first-paint.scenarios.mjs';
import { SERVER_RENDER_SCENARIOS } from './server-render.scenarios.mjs';
import { ADMIN_SCENARIOS } from './admin.scenarios.mjs';
import { ANALYTICS_SCENARIOS } from './analytics.scenarios.mjs';
import { CONTENT_MODERATION_SCENARIOS } from './content-moderation.scenarios.mjs';
import { ACCOUNT_SCENARIOS } from './accounts.scenarios.mjs';
import { CATALOG_COVERAGE_SCENARIOS } from './catalog-coverage.scenarios.mjs';
import { PROGRAM_SCENARIOS } from './programs.scenarios.mjs';
import { STORE_HELP_SCENARIOS } from './store-help.scenarios.mjs';
import { FIRST_VISIT_SCENARIOS } from './first-visit.scenarios.mjs';
import { SPANISH_SCENARIOS } from './spanish.scenarios.mjs';
import { SPANISH_ACCOUNT_SCENARIOS } from './spanish-account.scenarios.mjs';
import { SPANISH_CONTENT_SCENARIOS } from './spanish-content.scenarios.mjs';
import { SPANISH_STORE_SCENARIOS } from './spanish-stores.scenarios.mjs';
import { SPANISH_WALK_SCENARIOS } from './spanish-walk.scenarios.mjs';
import { NEARBY_SCENARIOS } from './nearby.scenarios.mjs';
import { STATE_RULES_SCENARIOS } from './state-rules.scenarios.mjs';
import { SECOND_FACTOR_SCENARIOS } from './second-factor.scenarios.mjs';
import { FIRST_TOUCH_SCENARIOS } from './first-touch.scenarios.mjs';
import { asMember, memberEmail, newMember, signIn } from './members.mjs';
import {
  ATLANTA,
  RURAL_GEORGIA,
  axeScan,
  expectVisible as visible,
  graphqlAnswer,
  verificationToken,
} from './scenario-helpers.mjs';

/** Stores of a downtown Atlanta ZIP, straight from the API (the same list the ZIP search shows). */
async function zipStores(page, base, zip = '30303') {
  const response = await page.request.post(`${base}/graphql`, {
    data: { query: `{ zipStores(zip: "${zip}") { id Store_Name } }` },
  });
  const { data } = await response.json();
  expect(data?.zipStores?.length, `stores of ZIP ${zip}`).toBeGreaterThan(2);
  return data.zipStores;
}

/** Signs up through the form, as a new member does (counts against the 5 sign-ups per address an hour). */
async function signUp(page, base) {
  const account = { email: memberEmail(), password: 'secret-e2e-1', fullName: 'Robin Tester' };
  await page.goto(`${base}/auth`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await visible(
    page,
    page.getByRole('heading', { name: 'Check your email' }),
    "'Check your email'",
  );
  return account;
}

/** The review count the rating summary announces ('Rated 4.0 out of 5 from 2 reviews'), 0 for 'No reviews yet'. */
async function reviewCount(page) {
  const summary = page.getByRole('region', { name: 'Store summary' });
  const rated = summary.getByRole('img', { name: /^Rated / });
  if ((await rated.count()) === 0) return 0;
  return Number(
    /from (\d+) reviews/.exec((await rated.first().getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );
}

/** A real PNG of noise (noise does not compress, so it is well over the 1 KB minimum). */
async function noisePng(width = 240, height = 160) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Each scenario gets a fresh context: { geolocation, permissions } decide what the device says. */
export const SCENARIOS = [
  {
    name: 'geolocation granted shows nearby stores',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores Near You' }),
        'the nearby heading',
      );
      await visible(page, page.getByRole('article'), 'a store card');
      await visible(page, page.getByText('EBT Accepted'), "'EBT Accepted' on the cards");
      await expect(page).toHaveTitle(/SNAP\/EBT/);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(
        ld.some((text) => text.includes('"FAQPage"')),
        'FAQPage structured data is present',
      ).toBe(true);
      await axeScan(page, 'home');
    },
  },
  {
    name: 'geolocation denied shows the location prompt',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(
        page,
        page.getByText(
          'Location access denied or limited. Please allow "While Using the App" in Settings.',
        ),
        'the denied message',
      );
      await visible(
        page,
        page.getByRole('heading', { name: 'Location Required' }),
        "'Location Required'",
      );
      await visible(
        page,
        page.getByRole('button', { name: 'Enable Location' }),
        'the enable-location button',
      );
    },
  },
  {
    name: 'ZIP search lists the stores of a ZIP code',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('303-03x');
      await expect(zip, 'the ZIP box keeps digits only').toHaveValue('30303');
      await zip.press('Enter');
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores in ZIP 30303' }),
        'the ZIP heading',
      );
      await visible(page, page.getByText(/\d+ stores? found/), 'the store count');
      await visible(page, page.getByRole('article'), 'a store card');
      await page.getByRole('button', { name: 'Use My Location Instead' }).click();
      await visible(
        page,
        page.getByRole('heading', { name: 'Location Required' }),
        'the location prompt after clearing the ZIP',
      );
    },
  },
  {
    name: 'text search with a typo finds the store',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/search`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Find SNAP/EBT Stores' }),
        'the search title',
      );
      await page.getByLabel('Store Name (Optional)').fill('Krogr');
      await page.getByLabel('Location').fill('Atlanta, GA');
      await page.getByRole('button', { name: 'Search Stores' }).first().click();
      await visible(page, page.getByText('Search results for: "Krogr"'), 'the query note');
      await visible(
        page,
        page.getByRole('article').filter({ hasText: /kroger/i }),
        'a Kroger card',
      );
      await axeScan(page, 'search');
    },
  },
  {
    name: 'switching category shows the hot-meals warning and reloads the list',
    context: { geolocation: ATLANTA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(page, page.getByRole('article'), 'a store card');
      await page.getByRole('radio', { name: 'Hot Meals (RMP)' }).click();
      await visible(
        page,
        page.getByRole('note').filter({ hasText: 'only available in some states' }),
        'the state warning',
      );
      await page.getByRole('radio', { name: 'Grocery Store' }).click();
      await expect(
        page.getByRole('radio', { name: 'Grocery Store' }),
        'grocery is selected',
      ).toHaveAttribute('aria-checked', 'true');
      await page.waitForSelector('article, [role="status"]', { timeout: 15_000 });
      const names = await page.locator('article h3').allTextContents();
      expect(
        names.filter((name) => /\b(cvs|walgreens|rite aid)\b/i.test(name)),
        'grocery shows no excluded pharmacies',
      ).toEqual([]);
    },
  },
  {
    name: 'infinite scroll reaches the end of the results',
    context: { geolocation: RURAL_GEORGIA, permissions: ['geolocation'] },
    async run(page, base) {
      await page.goto(`${base}/`);
      await visible(
        page,
        page.getByRole('heading', { name: 'EBT Stores Near You' }),
        'the nearby heading',
      );
      const end = page.getByText("You've reached the end of the results");
      for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
        // Like a reader reaching the last card: the sentinel under the list comes into view.
        await page.locator('article').last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(400);
      }
      await visible(page, end, 'the end-of-results message', 5_000);
      expect(
        await page.locator('article').count(),
        'stores loaded (more than one page)',
      ).toBeGreaterThan(20);
    },
  },
  {
    name: 'city page and unknown city',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/chicago-ebt`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Find EBT-Accepting Stores in Chicago' }),
        'the city heading',
      );
      await visible(page, page.getByText(/^\+\d+ more$/), "the '+N more' chip");
      await expect(
        page.getByLabel('Location'),
        'the search is pre-filled with the city',
      ).toHaveValue('Chicago, IL');
      await axeScan(page, 'city page');
      await page.goto(`${base}/atlantis`);
      await visible(
        page,
        page.getByRole('heading', { name: 'City Not Found' }),
        "'City Not Found'",
      );
      await visible(
        page,
        page.getByText("The city page you're looking for doesn't exist."),
        'the unknown-city text',
      );
    },
  },
  {
    name: '404 page links home',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/no/such/page`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Oops! Page not found' }),
        'the 404 heading',
      );
      await visible(page, page.getByRole('link', { name: 'Return to Home' }), 'the home link');
      await axeScan(page, '404');
    },
  },
  {
    name: 'a new member reviews a store and sees the review and the store stats',
    context: { permissions: [] },
    async run(page, base) {
      const [store] = await zipStores(page, base);
      const account = await signUp(page, base);
      // The link in the confirmation e-mail, with the password: an unconfirmed account's review would
      // be held from the store page (issue 43, finding 2).
      const confirmed = await graphqlAnswer(
        base,
        'mutation ($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
        { t: verificationToken(account.email), p: account.password },
      );
      expect(!confirmed.errors, `the confirmation: ${JSON.stringify(confirmed.errors)}`).toBe(true);
      await signIn(page, base, account);
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      await visible(
        page,
        page.getByRole('heading', { name: store.Store_Name, level: 1 }),
        'the store name',
      );
      await visible(
        page,
        page.getByRole('heading', { name: 'Community Reviews' }),
        'the community reviews panel',
      );
      const before = await reviewCount(page);
      await page.getByRole('button', { name: 'Write a Review' }).click();
      const submit = page.getByRole('button', { name: 'Submit Review' });
      await expect(submit, 'submit is disabled before a star is chosen').toBeDisabled();
      // The stars are radio buttons hidden behind their labels; a person taps the fourth star's label.
      await page
        .locator('form[aria-label="Write a review"] label')
        .filter({ hasText: /^4 stars$/ })
        .click();
      const text = `Clean aisles and friendly cashiers ${randomBytes(2).toString('hex')}`;
      await page.getByLabel('Your review (optional)').fill(text);
      await visible(
        page,
        page.getByText(`${text.length}/1000 characters`),
        'the live character counter',
      );
      await submit.click();
      await visible(page, page.getByText('Review submitted successfully!'), 'the success toast');
      const list = page.getByRole('list', { name: 'Community reviews' });
      await visible(page, list.getByText(text), 'the new review in the list');
      await visible(
        page,
        list.getByRole('button', { name: 'Delete your review' }),
        "the owner's delete action",
      );
      // Stats reach the store record through an event; reload until the summary counts the review.
      for (let i = 0; i < 20 && (await reviewCount(page)) <= before; i++) {
        await page.waitForTimeout(500);
        await page.reload();
        await visible(
          page,
          page.getByRole('heading', { name: 'Community Reviews' }),
          'the reviews panel after reload',
        );
      }
      expect(
        await reviewCount(page),
        `the store's stats count the new review (${before} before)`,
      ).toBe(before + 1);
      await axeScan(page, 'store page');
    },
  },
  {
    name: 'a member uploads a photo and sees it in the carousel',
    context: { permissions: [] },
    async run(page, base) {
      const stores = await zipStores(page, base);
      const store = stores[1];
      await signIn(page, base, await newMember(base));
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      await visible(
        page,
        page.getByRole('heading', { name: store.Store_Name, level: 1 }),
        'the store name',
      );
      await page.getByRole('button', { name: 'Upload Photos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Photos' });
      await visible(page, dialog, 'the upload dialog');
      await dialog.locator('input[type=file]').setInputFiles([
        { name: 'storefront.png', mimeType: 'image/png', buffer: await noisePng() },
        {
          name: 'notes.png',
          mimeType: 'image/png',
          buffer: Buffer.from('%PDF-1.4 not an image '.repeat(100)),
        },
      ]);
      await visible(
        page,
        dialog.getByText(
          'notes.png: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
        ),
        'the per-file message',
      );
      await dialog.getByRole('button', { name: 'Upload Photo' }).click();
      await visible(page, page.getByText('+10 points earned!'), 'the points toast');
      await expect(dialog, 'the dialog closed').toBeHidden();
      // Shown as processing until the photo workers made its sizes, then as the photo itself.
      const hero = page.getByRole('img', {
        name: new RegExp(`^Photo 1 of \\d+ of (?!.*: processing$)`),
      });
      await visible(page, hero, 'the uploaded photo in the carousel', 30_000);
      const src = await hero.first().getAttribute('src');
      const photo = await page.request.get(`${base}${src}`);
      expect(photo.status(), `the hero photo is served (${src})`).toBe(200);
      expect(photo.headers()['content-type'], `the hero photo's type (${src})`).toMatch(/^image\//);
    },
  },
  {
    name: 'a signed-out visitor reports a problem from a store card',
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('30303');
      await zip.press('Enter');
      await visible(page, page.getByRole('article'), 'a store card');
      await page
        .getByRole('article')
        .first()
        .getByRole('link', { name: 'Report a Problem' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Report Issue' });
      await visible(page, dialog, 'the Report Issue dialog');
      await dialog.getByRole('button', { name: 'Submit Report' }).click();
      await visible(page, dialog.getByText('Please select an issue type'), 'the issue type rule');
      await visible(page, dialog.getByText('Please describe the issue'), 'the description rule');
      await dialog.getByRole('combobox', { name: 'Issue type' }).click();
      await page.getByRole('option', { name: 'Wrong hours' }).click();
      // The menu fades out; scan once it is gone.
      await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
      await dialog.getByLabel('Description').fill('Closes at 8 pm on weekdays, not 10 pm.');
      await dialog.getByLabel('Your email (optional)').fill('shopper@example.org');
      await axeScan(page, 'report dialog');
      await dialog.getByRole('button', { name: 'Submit Report' }).click();
      await visible(page, page.getByText('Report submitted successfully'), 'the report toast');
      await visible(
        page,
        page.getByText("Thank you for reporting this issue. We'll review it shortly."),
        'the report thanks',
      );
    },
  },
  {
    name: 'profile tabs for a signed-in member',
    context: { permissions: [] },
    async run(page, base) {
      const member = await newMember(base);
      const [store] = await zipStores(page, base);
      const text = `Fresh produce every morning ${randomBytes(2).toString('hex')}`;
      await asMember(
        base,
        member,
        'mutation ($storeId: ID!, $text: String) { createReview(storeId: $storeId, rating: 5, review_text: $text) { review { id } } }',
        {
          storeId: store.id,
          text,
        },
      );
      await signIn(page, base, member);
      await page.goto(`${base}/profile`);
      await visible(page, page.getByRole('button', { name: 'Sign Out' }), "'Sign Out'");
      await visible(page, page.getByRole('link', { name: 'View Favorites' }), "'View Favorites'");
      const tabs = page.getByRole('tablist', { name: 'Profile sections' });
      const names = await tabs.getByRole('tab').allTextContents();
      expect(names, 'the six tabs').toEqual([
        'Profile Info',
        'Points & Badges',
        'My Reviews',
        'Account Settings',
        'App Preferences',
        'Help & Support',
      ]);
      await expect(
        tabs.getByRole('tab', { name: 'Profile Info' }),
        'Profile Info is the default tab',
      ).toHaveAttribute('aria-selected', 'true');
      await visible(page, page.getByText('Standard User'), 'the account type');
      await axeScan(page, 'profile');
      await tabs.getByRole('tab', { name: 'Points & Badges' }).click();
      await visible(page, page.getByText('Total Points'), 'the points totals');
      await visible(page, page.getByRole('heading', { name: 'All Badges' }), 'the badge catalog');
      await tabs.getByRole('tab', { name: 'My Reviews' }).click();
      await visible(
        page,
        page.getByRole('list', { name: 'My reviews' }).getByText(text),
        "the member's review",
      );
      await tabs.getByRole('tab', { name: 'Account Settings' }).click();
      await page.getByLabel('Current Password').fill(member.password);
      await page.getByLabel('New Password', { exact: true }).fill('abcdefg');
      await page.getByLabel('Confirm New Password').fill('abcdefh');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await visible(page, page.getByText('Password mismatch'), "'Password mismatch'");
      await visible(page, page.getByRole('button', { name: 'Delete Account' }), "'Delete Account'");
      await tabs.getByRole('tab', { name: 'App Preferences' }).click();
      await visible(
        page,
        page.getByRole('combobox', { name: 'Search radius' }).filter({ hasText: '10 miles' }),
        'the 10-mile default',
      );
      await visible(
        page,
        page.getByRole('combobox', { name: 'Results per page' }).filter({ hasText: '20 results' }),
        'the 20-per-page default',
      );
      await tabs.getByRole('tab', { name: 'Help & Support' }).click();
      await visible(page, page.getByRole('link', { name: 'Visit Support' }), 'the support link');
      await axeScan(page, 'profile settings');
    },
  },
  ...BLOG_SCENARIOS,
  ...SECURITY_SCENARIOS,
  ...ENRICHMENT_SCENARIOS,
  ...DISCOVERY_SCENARIOS,
  ...FIRST_PAINT_SCENARIOS,
  ...ADMIN_SCENARIOS,
  ...ANALYTICS_SCENARIOS,
  ...CONTENT_MODERATION_SCENARIOS,
  ...ACCOUNT_SCENARIOS,
  ...CATALOG_COVERAGE_SCENARIOS,
  ...PROGRAM_SCENARIOS,
  ...STORE_HELP_SCENARIOS,
  ...FIRST_VISIT_SCENARIOS,
  ...SPANISH_SCENARIOS,
  ...SPANISH_ACCOUNT_SCENARIOS,
  ...SPANISH_CONTENT_SCENARIOS,
  ...SPANISH_STORE_SCENARIOS,
  ...SPANISH_WALK_SCENARIOS,
  ...SERVER_RENDER_SCENARIOS,
  ...NEARBY_SCENARIOS,
  ...STATE_RULES_SCENARIOS,
  ...SECOND_FACTOR_SCENARIOS,
  ...FIRST_TOUCH_SCENARIOS,
];
