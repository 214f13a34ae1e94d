import { randomBytes } from 'node:crypto';
import { asMember, newMember, signIn } from './members.mjs';
import {
  axeScan,
  expectVisible as visible,
  graphqlAnswer as graphql,
  newModerator,
  signInToBackOffice,
} from './scenario-helpers.mjs';
import { expect } from './checks.mjs';

/** Nothing wider than the viewport: every column of the queue readable on a phone. */
async function fitsTheViewport(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth <= innerWidth,
    `${what} is ${scrollWidth}px wide in a ${innerWidth}px viewport`,
  );
}

async function storeOfZip(base, zip = '30303') {
  const { data } = await graphql(base, `{ zipStores(zip: "${zip}") { id Store_Name } }`);
  expect(data?.zipStores?.length > 3, `stores of ZIP ${zip}`);
  return data.zipStores[3];
}

/** The store page's review list item holding the text (none once it is hidden). */
function reviewOnStorePage(page, text) {
  return page
    .getByRole('list', { name: 'Community reviews' })
    .getByRole('listitem')
    .filter({ hasText: text });
}

async function openFlaggedContent(page, base, filter) {
  await page.goto(`${base}/admin/moderation`);
  await page.getByRole('tab', { name: 'Flagged content' }).click();
  if (filter) {
    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: filter }).click();
  }
}

export const CONTENT_MODERATION_SCENARIOS = [
  {
    name: 'moderation: a member flags a review, a moderator hides it with a reason, the author sees why, the moderator restores it',
    context: { permissions: [] },
    async run(page, base) {
      const store = await storeOfZip(base);
      const author = await newMember(base, 'Alex Author');
      const text = `Cheap watches at my website ${randomBytes(3).toString('hex')}`;
      await asMember(
        base,
        author,
        'mutation ($s: ID!, $t: String) { createReview(storeId: $s, rating: 1, review_text: $t) { review { id } } }',
        { s: store.id, t: text },
      );
      const flagger = await newMember(base, 'Fran Flagger');
      const moderator = await newModerator(base);

      // The member flags the review on the store page.
      await signIn(page, base, flagger);
      await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
      const review = reviewOnStorePage(page, text);
      await visible(page, review, 'the review on the store page');
      await review.getByRole('button', { name: 'Flag this review' }).click();
      const flagDialog = page.getByRole('dialog', { name: 'Flag this review' });
      await flagDialog.getByRole('button', { name: 'Send Flag' }).click();
      await visible(page, flagDialog.getByText('Please choose a reason'), 'the missing reason');
      await flagDialog.getByLabel('Spam or advertising').check();
      await flagDialog.getByLabel('Note (optional)').fill('An advert, not a review');
      await axeScan(page, 'the flag dialog');
      await flagDialog.getByRole('button', { name: 'Send Flag' }).click();
      await visible(page, page.getByText('Thank you. A moderator will look at it.'), 'the thanks');

      // The moderator hides it from the back-office with a reason.
      const staff = await page.context().browser().newContext({
        viewport: page.viewportSize(),
        baseURL: base,
      });
      try {
        const desk = await staff.newPage();
        await signInToBackOffice(desk, base, moderator, 'moderation');
        await visible(desk, desk.getByRole('tab', { name: 'Flagged content' }), 'the tabs');
        await desk.getByRole('tab', { name: 'Flagged content' }).click();
        const row = desk
          .getByRole('table', { name: 'Flagged content' })
          .getByRole('row')
          .filter({ hasText: text });
        await visible(desk, row, 'the flagged review in the queue');
        await visible(
          desk,
          row.getByText('Spam or advertising: An advert, not a review'),
          'the flag',
        );
        await axeScan(desk, 'the flagged content queue');
        await fitsTheViewport(desk, 'the flagged content queue');
        await row.getByRole('button', { name: 'Hide' }).click();
        const decision = desk.getByRole('dialog', { name: 'Hide this review' });
        await decision.getByRole('button', { name: 'Hide' }).click();
        await visible(
          desk,
          decision.getByText('Please give a reason the author will see'),
          'the missing reason',
        );
        await decision.getByLabel('Reason the author will see').fill('Advertising is not allowed');
        await decision.getByRole('button', { name: 'Hide' }).click();
        await visible(desk, row.getByText('Reason: Advertising is not allowed'), 'the decision');

        // Gone from the store page (once its reviews have loaded).
        await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
        await visible(
          page,
          page
            .getByRole('list', { name: 'Community reviews' })
            .or(page.getByText('No reviews yet. Be the first to review this store!')),
          'the loaded reviews',
        );
        expect((await reviewOnStorePage(page, text).count()) === 0, 'the hidden review is gone');

        // The author reads why in their own account.
        const own = await page.context().browser().newContext({
          viewport: page.viewportSize(),
          baseURL: base,
        });
        try {
          const mine = await own.newPage();
          await signIn(mine, base, author);
          await mine.goto(`${base}/profile`);
          await mine.getByRole('tab', { name: 'My Reviews' }).click();
          await visible(
            mine,
            mine.getByText('Hidden by a moderator: Advertising is not allowed'),
            "the moderator's reason",
          );
          await axeScan(mine, 'my reviews with a hidden review');
        } finally {
          await own.close();
        }

        // The moderator restores it and it is back on the store page.
        await openFlaggedContent(desk, base, 'Hidden');
        const hiddenRow = desk
          .getByRole('table', { name: 'Flagged content' })
          .getByRole('row')
          .filter({ hasText: text });
        await visible(desk, hiddenRow, 'the hidden review');
        await hiddenRow.getByRole('button', { name: 'Restore' }).click();
        // The restored review leaves the hidden list.
        await hiddenRow.first().waitFor({ state: 'detached', timeout: 15_000 });
        await page.goto(`${base}/store/${encodeURIComponent(store.id)}`);
        await visible(page, reviewOnStorePage(page, text), 'the restored review');
      } finally {
        await staff.close();
      }
    },
  },
];
