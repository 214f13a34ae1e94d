import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { axeScan, newAdmin, verificationToken } from './scenario-helpers.mjs';
import { answerCodeStep } from './second-factor.mjs';
import { expect, visible } from './checks.mjs';

/** Straight to the API, outside the browser: no session cookie lands in the page's context. */
async function graphql(base, query, variables = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** Makes the account through the API once (sign-ups are limited per address), later runs reuse it. */
async function ensureAccount(base, account) {
  const signIn = await graphql(
    base,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }',
    { e: account.email, p: account.password },
  );
  // An account with two-step verification answers the password with a request for its code: it exists.
  const needsCode = signIn.errors?.[0]?.extensions?.details?.reason === 'second-factor-required';
  if (signIn.data?.signIn || needsCode) {
    return;
  }
  const signUp = await graphql(
    base,
    'mutation($e: String!, $p: String!, $n: String!) { signUp(email: $e, password: $p, fullName: $n) { id } }',
    {
      e: account.email,
      p: account.password,
      n: account.fullName,
    },
  );
  expect(signUp.data?.signUp?.id, `signing up ${account.email}: ${JSON.stringify(signUp.errors)}`);
  // Privileged roles need a confirmed address: confirm it with the link from the runtime's outbox.
  const verified = await graphql(
    base,
    'mutation($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
    { t: verificationToken(account.email), p: account.password },
  );
  expect(
    verified.data?.verifyEmail?.id,
    `confirming ${account.email}: ${JSON.stringify(verified.errors)}`,
  );
}

let reader = null;

/** A real PNG (noise does not compress, so it is a realistic size). */
function noisePng(width = 480, height = 240) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export const BLOG_SCENARIOS = [
  {
    name: 'a visitor reads the seeded blog and an article',
    context: { permissions: ['clipboard-read', 'clipboard-write'] },
    async run(page, base) {
      await page.goto(`${base}/blog`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'SNAP Savvy Blog' }),
        'the blog title',
      );
      await visible(
        page,
        page.getByRole('link', { name: /^Read More: / }),
        "the cards' 'Read More' links",
      );
      expect(
        (await page.getByRole('link', { name: /^Read More: / }).count()) >= 4,
        'the four seeded articles are listed',
      );
      expect(
        (await page.getByRole('tab', { name: 'Manage Articles' }).count()) === 0,
        'a visitor sees no management tabs',
      );
      expect(
        (await page.getByText('Draft', { exact: true }).count()) === 0,
        'a visitor sees no drafts',
      );
      await visible(page, page.getByText('Shopping Tips').first(), 'a category badge');
      await visible(page, page.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/), "a 'MMM dd, yyyy' date");
      await axeScan(page, 'blog list');

      await page
        .getByRole('link', {
          name: 'Read More: Double Up Food Bucks: Get More Produce for Your SNAP Dollars',
        })
        .click();
      await visible(
        page,
        page.getByRole('heading', {
          level: 1,
          name: 'Double Up Food Bucks: Get More Produce for Your SNAP Dollars',
        }),
        'the article title',
      );
      await visible(
        page,
        page.getByText(
          /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{2}, \d{4}$/,
        ),
        "a 'MMMM dd, yyyy' date",
      );
      await visible(
        page,
        page.getByText('matches it dollar for dollar', { exact: false }),
        'the article body',
      );
      for (const network of ['Twitter', 'Facebook', 'LinkedIn', 'Email', 'Text message'])
        await visible(
          page,
          page.getByRole('link', { name: `Share on ${network}` }),
          `the ${network} share link`,
        );
      expect(
        /^sms:\?&body=.+http/.test(
          (await page.getByRole('link', { name: 'Share on Text message' }).getAttribute('href')) ??
            '',
        ),
        'the text-message share carries the title and the address',
      );
      const toc = page.getByRole('navigation', { name: 'Table of contents' });
      const desktop = (page.viewportSize()?.width ?? 0) >= 900;
      expect(
        (await toc.isVisible()) === desktop,
        `the table of contents is shown on desktop only (desktop: ${desktop})`,
      );
      if (desktop)
        await visible(
          page,
          toc.getByRole('link', { name: 'How the match works' }),
          'an h2 in the table of contents',
        );
      const related = page.getByRole('region', { name: 'Related Articles' });
      await visible(page, related, 'the related articles');
      expect((await related.getByRole('article').count()) === 3, 'three related articles');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(
        ld.some((text) => text.includes('"Article"') && text.includes('Double Up Food Bucks')),
        'Article structured data is present',
      );
      expect(
        (await page.title()).startsWith('Double Up Food Bucks and Produce Matching'),
        'the meta title is the page title',
      );
      await page.getByRole('button', { name: 'Copy link' }).click();
      await visible(page, page.getByText('Link copied!'), "the 'Link copied!' toast");
      await axeScan(page, 'blog post');

      await page.goto(`${base}/blog/no-such-article`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Article Not Found' }),
        "'Article Not Found'",
      );
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: 'SNAP Savvy Blog' }),
        'the blog list again',
      );
    },
  },
  {
    name: 'an admin publishes an article with an uploaded image, edits it and deletes it',
    context: { permissions: [] },
    async run(page, base) {
      const admin = await newAdmin(base, 'Blog Editor');
      const suffix = `${Date.now()}-${randomBytes(2).toString('hex')}`;
      const title = `Farmers Market Season ${suffix}`;
      const slug = `farmers-market-season-${suffix}`;

      await page.goto(`${base}/admin/blog`);
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await answerCodeStep(page, admin.email);
      await visible(
        page,
        page.getByRole('tab', { name: 'Manage Articles' }),
        "the 'Manage Articles' tab",
      );
      await visible(page, page.getByRole('table', { name: 'Articles' }), 'the article list');
      await page.getByRole('tab', { name: 'Create New / Edit Article' }).click();

      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      expect(
        (await page.getByRole('textbox', { name: 'Slug' }).inputValue()) === slug,
        'the slug follows the title',
      );
      await page.getByRole('textbox', { name: 'Author' }).fill('Blog Editor');
      await page
        .getByRole('textbox', { name: 'Excerpt' })
        .fill('Markets open for the season, and your EBT card works there.');
      await page
        .getByRole('textbox', { name: 'Content' })
        .fill(
          '<h2>Opening day</h2><p>Bring your card.<script>window.__xss = 1</script></p>\n<p onclick="window.__xss = 2">Tokens at the booth.</p>',
        );
      await page.getByRole('textbox', { name: 'Meta title' }).fill('Farmers market season');
      await page
        .getByTestId('blog-image-input')
        .setInputFiles({ name: 'market.png', mimeType: 'image/png', buffer: await noisePng() });
      await visible(
        page,
        page.getByText('Image uploaded successfully!'),
        "'Image uploaded successfully!'",
      );
      const imageUrl = await page.getByRole('textbox', { name: 'Featured image URL' }).inputValue();
      expect(
        /^\/api\/blog\/images\/[0-9a-f-]{36}\.png$/.test(imageUrl),
        `the uploaded image address (${imageUrl})`,
      );
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByTestId('blog-preview');
      await visible(page, preview.getByText('Tokens at the booth.'), 'the sanitized preview');
      expect(
        !(await preview.innerHTML()).includes('script') &&
          !(await preview.innerHTML()).includes('onclick'),
        'the preview holds no script or handler',
      );
      await axeScan(page, 'blog editor');
      await page.getByRole('switch', { name: 'Publish immediately' }).check();
      await page.getByRole('button', { name: 'Create Article' }).click();
      await visible(
        page,
        page.getByText('Blog post created successfully!'),
        "'Blog post created successfully!'",
      );

      // The public site shares the session (same origin): the admin sees the tabs and the new article.
      await page.goto(`${base}/blog`);
      await visible(
        page,
        page.getByRole('link', { name: `Read More: ${title}` }),
        'the new article on /blog',
      );
      await visible(
        page,
        page.getByRole('tab', { name: 'Manage Articles' }),
        'the admin tabs on /blog',
      );
      await page.getByRole('link', { name: `Read More: ${title}` }).click();
      await visible(page, page.getByRole('heading', { level: 1, name: title }), 'the article page');
      await visible(page, page.getByText('Tokens at the booth.'), 'the article body');
      const image = page.getByRole('button', { name: 'Enlarge the article image' }).locator('img');
      await visible(page, image, 'the featured image');
      expect(
        await image.evaluate((img) => img.complete && img.naturalWidth === 480),
        'the uploaded image loads',
      );
      expect(
        (await page.evaluate(() => window.__xss)) === undefined,
        'no script from the body ran',
      );
      await page.getByRole('button', { name: 'Enlarge the article image' }).click();
      await visible(page, page.getByRole('dialog'), 'the enlarged image');
      await page.getByRole('button', { name: 'Close' }).click();

      await page.goto(`${base}/admin/blog`);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (updated)`);
      await page.getByRole('button', { name: 'Update Article' }).click();
      await visible(
        page,
        page.getByText('Blog post updated successfully!'),
        "'Blog post updated successfully!'",
      );
      await page.goto(`${base}/blog/${slug}`);
      await visible(
        page,
        page.getByRole('heading', { level: 1, name: `${title} (updated)` }),
        'the edited title',
      );

      await page.goto(`${base}/admin/blog`);
      await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Article' });
      await visible(
        page,
        dialog.getByText(
          `Are you sure you want to delete "${title} (updated)"? This action cannot be undone.`,
        ),
        'the confirmation text',
      );
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await visible(
        page,
        page.getByText('Blog post deleted successfully!'),
        "'Blog post deleted successfully!'",
      );
      await page.goto(`${base}/blog/${slug}`);
      await visible(
        page,
        page.getByRole('heading', { name: 'Article Not Found' }),
        'the deleted article is gone',
      );
    },
  },
  {
    name: 'a signed-in non-admin sees the blog without management tabs',
    context: { permissions: [] },
    async run(page, base) {
      reader ??= {
        email: `e2e-reader-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`,
        password: 'secret-e2e-1',
        fullName: 'Casey Reader',
      };
      await ensureAccount(base, reader);
      await page.goto(`${base}/auth`);
      await page.getByLabel('Email').fill(reader.email);
      await page.getByLabel('Password').fill(reader.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${base}/`, { timeout: 15_000 });
      await page.goto(`${base}/blog`);
      await visible(page, page.getByRole('link', { name: /^Read More: / }), 'the articles');
      expect((await page.getByRole('tab').count()) === 0, 'a non-admin sees no tabs');
      const denied = await graphql(
        base,
        'mutation { saveBlogPost(input: { title: "x", slug: "x", author: "x", body: "<p>x</p>" }) { message } }',
      );
      expect(
        denied.errors?.[0]?.message === 'User not authenticated',
        'the API refuses a write without a token',
      );
    },
  },
];
