import { randomBytes } from 'node:crypto';
import { newAdmin, verificationToken } from './scenario-helpers.mjs';
import { nextCode } from './second-factor.mjs';

// Cross-site scripting: hostile markup written into every user-written field (review, tip, issue
// report, business claim) must render as inert text in the public site and the back-office. A vector
// that ran would call window.__xss(n) (recorded), open a dialog, or leave an element with an on*
// handler or a javascript: link in the page.

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** 35 vectors; each calls __xss with its own number if it ever runs. */
export const XSS_VECTORS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '<iframe src="javascript:__xss(5)"></iframe>',
  '<a href="javascript:__xss(6)">link6</a>',
  '"><script>__xss(7)</script>',
  "'><img src=x onerror=__xss(8)>",
  '<body onload=__xss(9)>',
  '<input autofocus onfocus=__xss(10)>',
  '<details open ontoggle=__xss(11)>',
  '<video><source onerror=__xss(12)></video>',
  '<audio src=x onerror=__xss(13)>',
  '<marquee onstart=__xss(14)>m</marquee>',
  '<object data="javascript:__xss(15)"></object>',
  '<embed src="javascript:__xss(16)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(17)>',
  '<img src=x onerror="&#95;&#95;xss(18)">',
  '<IMG SRC=JaVaScRiPt:__xss(19)>',
  '<div style="background:url(javascript:__xss(20))">d</div>',
  '<form><button formaction=javascript:__xss(21)>b</button></form>',
  '<base href="javascript:__xss(22)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(23)">',
  '</script><script>__xss(24)</script>',
  "{{constructor.constructor('__xss(25)')()}}",
  '${__xss(26)}',
  '<scr<script>ipt>__xss(27)</scr</script>ipt>',
  '<svg><animate onbegin=__xss(28) attributeName=x dur=1s>',
  '<img src=x onerror=alert(29)>',
  '<script>alert(30)</script>',
  'javascript:alert(31)',
  '<style>@import "javascript:__xss(32)";</style>',
  '<textarea></textarea><img src=x onerror=__xss(33)>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgzNCk8L3NjcmlwdD4=">link34</a>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(35)>">',
];

const MARK = `xss-${randomBytes(3).toString('hex')}`;
let planted = null;

async function api(page, base, query, variables, token) {
  const response = await page.request.post(`${base}/graphql`, {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (body.errors)
    throw new Error(`${query.slice(0, 60)}: ${body.errors.map((e) => e.message).join(', ')}`);
  return body.data;
}

/** Writes every vector once per run into a review, tips, an issue report and a business claim. */
async function plant(page, base) {
  if (planted) return planted;
  const password = 'secret-xss-1';
  const memberEmail = `xss-member-${randomBytes(3).toString('hex')}@example.org`;
  await api(
    page,
    base,
    'mutation ($e: String!, $p: String!) { signUp(email: $e, password: $p, fullName: "Mallory Tester") { id } }',
    { e: memberEmail, p: password },
  );
  const member = (
    await api(
      page,
      base,
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }',
      { e: memberEmail, p: password },
    )
  ).signIn.accessToken;
  // Confirmed: an unconfirmed account's review would be held from the store page (issue 43, finding 2).
  await api(
    page,
    base,
    'mutation ($t: String!) { verifyEmail(token: $t) { id } }',
    { t: verificationToken(memberEmail) },
    member,
  );
  const { zipStores } = await api(page, base, '{ zipStores(zip: "30303") { id Store_Name } }');
  const store = zipStores[zipStores.length - 1];
  const v = (from, to) => XSS_VECTORS.slice(from - 1, to).join(' ');
  await api(
    page,
    base,
    'mutation ($s: ID!, $t: String) { createReview(storeId: $s, rating: 4, review_text: $t) { pointsEarned } }',
    { s: store.id, t: `${MARK}-review ${v(1, 12)}`.slice(0, 1000) },
    member,
  );
  for (const [from, to] of [
    [13, 18],
    [19, 24],
    [25, 30],
    [31, 35],
  ]) {
    await api(
      page,
      base,
      'mutation ($s: ID!, $t: String!) { createTip(storeId: $s, comment_text: $t) { id } }',
      { s: store.id, t: `${MARK}-tip ${v(from, to)}`.slice(0, 500) },
      member,
    );
  }
  await api(
    page,
    base,
    'mutation ($s: ID!, $d: String, $n: String) { reportIssue(storeId: $s, issueType: "hours-wrong", description: $d, storeName: $n) { id } }',
    {
      s: store.id,
      d: `${MARK}-report ${XSS_VECTORS.join(' ')}`.slice(0, 2000),
      n: `${store.Store_Name} ${XSS_VECTORS[1]}`,
    },
  );
  await api(
    page,
    base,
    'mutation ($s: ID!, $n: String, $i: String) { claimBusiness(storeId: $s, businessRole: "owner", ownerName: $n, ownerEmail: "owner@example.org", phone: "4045550134", verificationMethod: "phone", additionalInfo: $i) { id } }',
    {
      s: store.id,
      n: `Mal ${XSS_VECTORS[2]}`.slice(0, 100),
      i: `${MARK}-claim ${XSS_VECTORS.join(' ')}`.slice(0, 2000),
    },
    member,
  );
  // An admin of its own (confirmed, granted, its staff token enrolled): its refresh cookie is shared
  // with the back-office.
  const admin = await newAdmin(base);
  planted = { store, adminEmail: admin.email, password: admin.password };
  return planted;
}

/** Records anything a vector would do if it ran. */
async function watch(page) {
  const dialogs = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__xssHits = [];
    window.__xss = (n) => window.__xssHits.push(n);
  });
  return dialogs;
}

async function assertInert(page, dialogs, where) {
  // Time for onerror/onload/ontoggle/animation handlers to have fired if they were live.
  await page.waitForTimeout(1500);
  const found = await page.evaluate(() => {
    const handlers = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on'))
          handlers.push(`${element.tagName.toLowerCase()}[${attribute.name}]`);
      }
    }
    const scriptLinks = [
      ...document.querySelectorAll(
        'a[href], iframe[src], object[data], embed[src], form[action], button[formaction]',
      ),
    ]
      .map(
        (el) =>
          el.getAttribute('href') ??
          el.getAttribute('src') ??
          el.getAttribute('data') ??
          el.getAttribute('action') ??
          el.getAttribute('formaction') ??
          '',
      )
      .filter((url) => /^\s*(javascript|data):/i.test(url));
    return { hits: window.__xssHits, handlers, scriptLinks, title: document.title };
  });
  expect(dialogs.length === 0, `${where}: a dialog opened (${dialogs.join(', ')})`);
  expect(found.hits.length === 0, `${where}: vectors ran: ${found.hits.join(', ')}`);
  expect(
    found.handlers.length === 0,
    `${where}: elements with event handlers in the page: ${found.handlers.slice(0, 5).join(', ')}`,
  );
  expect(
    found.scriptLinks.length === 0,
    `${where}: javascript:/data: links in the page: ${found.scriptLinks.slice(0, 3).join(', ')}`,
  );
}

/** A published blog post whose body holds every vector, written by the e2e admin through the API. */
async function plantBlogPost(page, base) {
  const { adminEmail, password } = await plant(page, base);
  const token = (
    await api(
      page,
      base,
      'mutation ($e: String!, $p: String!, $c: String) { signIn(email: $e, password: $p, code: $c) { accessToken } }',
      { e: adminEmail, p: password, c: await nextCode(adminEmail) },
    )
  ).signIn.accessToken;
  const { blogCategories } = await api(page, base, '{ blogCategories { id } }');
  const slug = `${MARK}-blog-${randomBytes(2).toString('hex')}`;
  await api(
    page,
    base,
    'mutation ($input: BlogPostInput!) { saveBlogPost(input: $input) { post { slug } } }',
    {
      input: {
        title: `Hostile markup ${MARK}`,
        slug,
        author: 'Mallory Tester',
        excerpt: `${MARK}-excerpt ${XSS_VECTORS[1]}`.slice(0, 300),
        body: `<h2>${MARK}-blog</h2>\n${XSS_VECTORS.map((vector) => `<p>${vector}</p>`).join('\n')}`,
        category_id: blogCategories[0].id,
        is_published: true,
      },
    },
    token,
  );
  return slug;
}

export const SECURITY_SCENARIOS = [
  {
    name: 'hostile reviews and tips render as inert text on the store page',
    context: { permissions: [] },
    async run(page, base) {
      const { store } = await plant(page, base);
      const dialogs = await watch(page);
      await page.goto(`${base}/store/${store.id}`);
      await page.getByText(`${MARK}-review`).first().waitFor({ state: 'visible', timeout: 15_000 });
      await page.getByText(`${MARK}-tip`).first().waitFor({ state: 'visible', timeout: 15_000 });
      await assertInert(page, dialogs, 'store page');
      // The store cards show the newest tip too.
      await page.goto(`${base}/search?q=${encodeURIComponent(store.Store_Name)}`);
      await page.waitForLoadState('networkidle');
      await assertInert(page, dialogs, 'search results');
    },
  },
  {
    name: 'hostile issue reports and business claims render as inert text in the back-office',
    context: { permissions: [] },
    async run(page, base) {
      const { adminEmail, password } = await plant(page, base);
      const dialogs = await watch(page);
      await api(
        page,
        base,
        'mutation ($e: String!, $p: String!, $c: String) { signIn(email: $e, password: $p, code: $c) { accessToken } }',
        { e: adminEmail, p: password, c: await nextCode(adminEmail) },
      );
      await page.goto(`${base}/admin/moderation`);
      await page
        .getByRole('table', { name: 'Issue reports' })
        .waitFor({ state: 'visible', timeout: 15_000 });
      await page.getByText(`${MARK}-report`).first().waitFor({ state: 'visible', timeout: 15_000 });
      await assertInert(page, dialogs, 'back-office reports');
      await page.getByRole('tab', { name: 'Claims' }).click();
      await page.getByText(`${MARK}-claim`).first().waitFor({ state: 'visible', timeout: 15_000 });
      await assertInert(page, dialogs, 'back-office claims');
    },
  },
  {
    name: 'a blog post body with every XSS vector renders as inert text on the article page',
    context: { permissions: [] },
    async run(page, base) {
      const slug = await plantBlogPost(page, base);
      const dialogs = await watch(page);
      await page.goto(`${base}/blog/${slug}`);
      await page.getByText(`${MARK}-blog`).first().waitFor({ state: 'visible', timeout: 15_000 });
      await assertInert(page, dialogs, 'blog article');
      // The list shows the excerpt.
      await page.goto(`${base}/blog`);
      await page.getByText(`Hostile markup ${MARK}`).first().waitFor({ state: 'visible' });
      await assertInert(page, dialogs, 'blog list');
    },
  },
  {
    name: "the offline shell is only ever the app's own page, not another same-origin page (/health/live)",
    context: { permissions: [] },
    async run(page, base) {
      await page.goto(`${base}/`);
      // The worker installs after the page's load event; a reload puts the page under its control.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 15_000,
      });
      // Visiting a server route as a page (JSON, not the app), then losing the connection: the offline
      // site would be whatever the worker kept last, read here before any other navigation.
      await page.goto(`${base}/health/live`);
      // Time for the worker to have stored whatever it stores after a navigation.
      await page.waitForTimeout(1500);
      const shells = await page.evaluate(async () => {
        const found = [];
        for (const key of await caches.keys()) {
          const cache = await caches.open(key);
          for (const path of ['/', '/index.html']) {
            const cached = await cache.match(path);
            if (!cached) continue;
            const page = await cached.text();
            found.push({
              key,
              path,
              app: /^\s*<!doctype html>/i.test(page) && page.includes('<div id="root"'),
              start: page.slice(0, 120),
            });
          }
        }
        return found;
      });
      expect(shells.length > 0, 'the service worker keeps an offline shell');
      for (const shell of shells)
        expect(
          shell.app,
          `the offline shell ${shell.key} ${shell.path} is the app's page, not: ${shell.start}`,
        );
    },
  },
  {
    name: 'the API page at /graphql is a bundled GraphiQL that works offline under the CSP',
    context: { permissions: [] },
    async run(page, base) {
      const outside = [];
      // Offline: any request that leaves this server fails (and is recorded).
      await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
      const violations = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${base}/graphql`);
      await page.locator('.graphiql-container').waitFor({ state: 'visible', timeout: 30_000 });
      // The editor loads its workers after the page shows: run the query once it holds the default
      // text, and click again if the first click came too early.
      await page
        .locator('.graphiql-query-editor')
        .getByText('health')
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      let body = null;
      for (let attempt = 0; attempt < 3 && !body; attempt++) {
        const answer = page
          .waitForResponse(
            (response) =>
              response.url().endsWith('/graphql') &&
              response.request().method() === 'POST' &&
              (response.request().postData() ?? '').includes('health'),
            { timeout: 10_000 },
          )
          .catch(() => null);
        await page.getByRole('button', { name: /Execute query/i }).click();
        const response = await answer;
        body = response ? await response.json() : null;
      }
      expect(
        body?.data?.health?.status === 'up',
        `GraphiQL ran the health query (${JSON.stringify(body).slice(0, 200)})`,
      );
      expect(
        outside.length === 0,
        `the page reached outside the server: ${outside.slice(0, 3).join(', ')}`,
      );
      expect(violations.length === 0, `CSP violations: ${violations.slice(0, 3).join(' | ')}`);
    },
  },
];
