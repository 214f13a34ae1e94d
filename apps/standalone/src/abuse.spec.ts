import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PROVIDER_FIXTURES, ReplayingProviderServer } from '@snap/enrichment-feature/testing';
import { loadConfig } from '@snap/platform-config';
import { confirmedMember, graphqlCaller, TEST_OPS_TOKEN } from './confirm-email.testing';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import { untilPhotosProcessed } from './photos.testing';

/** Sweet Auburn Grocery (Atlanta, in the bundled Georgia sample): the replaying provider knows it. */
const SWEET_AUBURN = 'st_168254';
/** Anchorage Farmers Market, from the bundled national farmers market file. */
const MARKET = '1096559';

// A whole production-configured runtime in this process: argon2, sharp and the embedded stores.
jest.setTimeout(300_000);

/** The attacks of the abuse review against the production build of the standalone runtime. */
describe('abuse: attacks that spend what others need', () => {
  let dataDir: string;
  let provider: ReplayingProviderServer;
  let runtime: StandaloneRuntime;
  const call = graphqlCaller(() => runtime.url);
  let admin: string;
  let member: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-abuse-'));
    provider = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://snap.example.org',
        TRUST_PROXY_HOPS: '1',
        OPS_TOKEN: TEST_OPS_TOKEN,
        PLACES_API_KEY: 'replay-key',
        PLACES_API_URL: provider.placesUrl,
        PLACES_DAILY_LIMIT: '50',
        RATE_LIMITS: 'place-photos=5/600',
      }),
    );
    admin = await confirmedMember(runtime.url, dataDir, 'boss@example.org', { admin: true });
    member = await confirmedMember(runtime.url, dataDir, 'member@example.org');
  }, 180_000);

  afterAll(async () => {
    await runtime?.close();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const budget = async () =>
    (await call('{ placesBudget { used limit exceeded } }', admin)).data.placesBudget;

  it('3. fetches no made-up photo reference (no budget spent) and throttles the photo proxy per address', async () => {
    const before = await budget();
    const photo = (reference: string, address: string) =>
      fetch(`${runtime.url}/api/places/photo/${reference}?maxwidth=1200&maxheight=400`, {
        headers: { 'X-Forwarded-For': address },
      });
    // 55 made-up references from 11 addresses (5 each is the limit here).
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++)
      statuses.push((await photo(`made-up-${i}`, `198.51.100.${Math.floor(i / 5)}`)).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(provider.count('photo')).toBe(0);
    expect((await budget()).used).toBe(before.used);
    // The sixth request of one address is refused.
    expect((await photo('made-up-x', '198.51.100.0')).status).toBe(429);

    // A reference the store page handed out is served (and cached: a second fetch costs nothing).
    const enrichment = (
      await call(
        `{ storeEnrichment(storeId: "${SWEET_AUBURN}") { budgetExceeded place { photos { photo_url } } } }`,
      )
    ).data.storeEnrichment;
    expect(enrichment.budgetExceeded).toBe(false);
    const url = enrichment.place.photos[0].photo_url as string;
    for (const address of ['203.0.113.1', '203.0.113.2']) {
      const served = await fetch(`${runtime.url}${url}`, {
        headers: { 'X-Forwarded-For': address },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
    expect(provider.count('photo')).toBe(1);
    // Any other size of the same reference is one of the page's two sizes, already paid for.
    const resized = await fetch(
      `${runtime.url}${url.replace(/\?.*$/, '?maxwidth=1199&maxheight=399')}`,
      {
        headers: { 'X-Forwarded-For': '203.0.113.3' },
      },
    );
    expect(resized.status).toBe(200);
    expect(provider.count('photo')).toBe(1);
    expect((await budget()).exceeded).toBe(false);
  });

  it('4. counts list sizes in the query cost: 10 aliases x directSearch(limit: 2000) is refused', async () => {
    const query = `{ ${Array.from(
      { length: 10 },
      (_, i) => `a${i}: directSearch(text: "a", limit: 2000) { id Store_Name }`,
    ).join(' ')} }`;
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: Array<{ message: string }> };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      message: 'Syntax Error: Query list size limit of 2500 rows exceeded, found 20000.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    // The same through variables.
    const viaVariables = await call(
      'query ($n: Int!) { a: directSearch(text: "a", limit: $n) { id } b: directSearch(text: "b", limit: $n) { id } }',
      undefined,
      { n: 2000 },
    );
    expect(viaVariables.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // The web's own direct search of 2,000 still answers.
    const single = await call(
      'query ($n: Int!) { directSearch(text: "market", limit: $n) { id weeklyHours { day } } }',
      undefined,
      { n: 2000 },
    );
    expect(single.errors).toBeUndefined();
    expect(single.data.directSearch.length).toBeGreaterThan(0);
  });

  it('issue 43, finding 3: one storeEnrichment per request, the budget never past its limit with a fifth kept for the refresher, 30 new stores an hour per address or member', async () => {
    const post = async (query: string, address: string, token?: string) => {
      const response = await fetch(`${runtime.url}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          data?: Record<string, { queued: boolean; budgetExceeded: boolean } | null>;
          errors?: Array<{ message: string; extensions: { code: string } }>;
        },
      };
    };
    const enrich = async (storeId: string, address: string, token?: string) => {
      const answer = await post(
        `{ storeEnrichment(storeId: "${storeId}") { budgetExceeded queued place { name } } }`,
        address,
        token,
      );
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data?.storeEnrichment as { budgetExceeded: boolean; queued: boolean };
    };
    // Stores no store page asked for yet, none of which the replaying provider knows (one call each).
    const ids = new Set<string>();
    for (const zip of ['30303', '30308', '30310', '30312', '30314', '30318'])
      for (const { id } of (await call(`{ zipStores(zip: "${zip}") { id } }`)).data
        .zipStores as Array<{ id: string }>)
        if (id !== SWEET_AUBURN && id !== 'st_092791') ids.add(id);
    const stores = [...ids];
    expect(stores.length).toBeGreaterThanOrEqual(90);
    const searches = () => provider.count('textsearch');

    // Spent to 12 of 50 by ordinary visitors, as when the attack was found.
    const start = await budget();
    expect(start).toMatchObject({ limit: 50, exceeded: false });
    const ordinary = stores.splice(0, 12 - start.used);
    for (const [i, id] of ordinary.entries()) await enrich(id, `192.0.2.${100 + i}`);
    expect(await budget()).toEqual({ used: 12, limit: 50, exceeded: false });

    // The attack: four anonymous requests of ten stores each from one address. Each is refused
    // before anything runs, as is a request with two aliases or one fragment used twice.
    const forty = stores.splice(0, 40);
    const before = searches();
    for (let r = 0; r < 4; r++) {
      const ten = forty
        .slice(r * 10, r * 10 + 10)
        .map(
          (id, i) => `s${i}: storeEnrichment(storeId: "${id}") { budgetExceeded place { name } }`,
        );
      const refused = await post(`{ ${ten.join(' ')} }`, '198.51.100.43');
      expect(refused.status).toBe(400);
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Ask for storeEnrichment once per request (this one asks 10 times).',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
    for (const query of [
      `{ a: storeEnrichment(storeId: "${forty[0]}") { queued } b: storeEnrichment(storeId: "${forty[1]}") { queued } }`,
      `{ ...E ...E } fragment E on Query { storeEnrichment(storeId: "${forty[0]}") { queued } }`,
    ]) {
      const refused = await post(query, '198.51.100.43');
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0].message).toBe(
        'Ask for storeEnrichment once per request (this one asks 2 times).',
      );
    }
    expect(searches()).toBe(before);
    expect(await budget()).toEqual({ used: 12, limit: 50, exceeded: false });

    // The same forty stores one a request, four at a time: store pages stop at 40 of 50 (the
    // refresher's fifth is kept), never past the limit.
    const answers = (
      await Promise.all(
        [0, 1, 2, 3].map(async (worker) => {
          const mine = [];
          for (const id of forty.slice(worker * 10, worker * 10 + 10))
            mine.push(await enrich(id, '198.51.100.43'));
          return mine;
        }),
      )
    ).flat();
    expect(searches()).toBe(before + 28);
    expect(await budget()).toEqual({ used: 40, limit: 50, exceeded: true });
    // 28 looked up; past the address's 30 of the hour, 10 queued (all showing the budget spent).
    expect(answers.filter((a) => a.queued)).toHaveLength(10);
    expect(answers.filter((a) => a.queued).every((a) => a.budgetExceeded)).toBe(true);
    expect(answers.filter((a) => a.budgetExceeded).length).toBeGreaterThanOrEqual(12);
    // Everyone sees that the budget is spent (the banner), nobody but staff how much.
    const publicBudget = await post('{ placesBudget { exceeded used limit } }', '198.51.100.43');
    expect(publicBudget.body.data?.placesBudget).toEqual({
      exceeded: true,
      used: null,
      limit: null,
    });
    expect(
      (await call('{ placesBudget { exceeded used limit } }', member)).data.placesBudget,
    ).toEqual({ exceeded: true, used: null, limit: null });

    // With budget to spare, an address (IPv6 by its /64) gets 30 new stores an hour, then stored
    // data only, the rest queued for the refresher; a member behind it has an allowance of their own.
    expect(
      (await call('mutation { setPlacesDailyLimit(limit: 1000) { limit } }', admin)).errors,
    ).toBeUndefined();
    const after = searches();
    const v6 = [];
    for (const id of stores.slice(0, 20)) v6.push(await enrich(id, '2001:db8:43:3::1'));
    for (const id of stores.slice(20, 35)) v6.push(await enrich(id, '2001:db8:43:3:ffff::2'));
    expect(v6.slice(0, 30).every((a) => !a.queued && !a.budgetExceeded)).toBe(true);
    expect(v6.slice(30).every((a) => a.queued && !a.budgetExceeded)).toBe(true);
    expect(searches()).toBe(after + 30);
    expect(await enrich(stores[35], '2001:db8:43:3::1', member)).toMatchObject({ queued: false });
    expect(await enrich(stores[36], '2001:db8:43:4::1')).toMatchObject({ queued: false });
    expect(searches()).toBe(after + 32);
  });

  it('6. keeps one review per member and store: 18 one-star submits count once in the average', async () => {
    const honest = await confirmedMember(runtime.url, dataDir, 'honest@example.org');
    await call(
      `mutation { createReview(storeId: "${MARKET}", rating: 5) { pointsEarned } }`,
      honest,
    );
    const ids = new Set<string>();
    for (let i = 0; i < 18; i++) {
      const answer = await call(
        `mutation { createReview(storeId: "${MARKET}", rating: 1, review_text: "Awful ${i}") { review { id } stats { average_rating review_count } } }`,
        member,
      );
      expect(answer.errors).toBeUndefined();
      ids.add(answer.data.createReview.review.id);
    }
    expect(ids.size).toBe(1);
    const store = (
      await call(
        `{ store(id: "${MARKET}") { average_rating review_count } reviews(storeId: "${MARKET}") { rating review_text } }`,
      )
    ).data;
    expect(store.store).toMatchObject({ average_rating: 3, review_count: 2 });
    expect(store.reviews).toEqual([
      { rating: 1, review_text: 'Awful 17' },
      { rating: 5, review_text: null },
    ]);
  });

  it('rate-limits "They didn\'t take my EBT" like issue reports: five an hour per address, shared with them', async () => {
    const stores = (await call('{ zipStores(zip: "30303") { id } }')).data.zipStores as Array<{
      id: string;
    }>;
    expect(stores.length).toBeGreaterThanOrEqual(6);
    const fromAddress = async (query: string, variables: Record<string, unknown>) =>
      (await (
        await fetch(`${runtime.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.25' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as {
        data?: unknown;
        errors?: Array<{ message: string; extensions: { code: string } }>;
      };
    const refusal = (storeId: string) =>
      fromAddress('mutation ($id: ID!) { reportEbtRefusal(storeId: $id) { message } }', {
        id: storeId,
      });
    // Five stores, one report each: all taken.
    for (const { id } of stores.slice(0, 5)) expect((await refusal(id)).errors).toBeUndefined();
    // A sixth store from the same address within the hour: refused, and changes nothing.
    const sixth = await refusal(stores[5].id);
    expect(sixth.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const status = await call(
      'query ($id: ID!) { ebtRefusalStatus(storeId: $id) { recentlyReported } }',
      admin,
      { id: stores[5].id },
    );
    expect(status.data.ebtRefusalStatus.recentlyReported).toBe(false);
    // The same allowance as issue reports: the address has spent it on those too.
    const issue = await fromAddress(
      'mutation ($id: ID!) { reportIssue(storeId: $id, issueType: "closed", description: "Gone") { id } }',
      { id: stores[0].id },
    );
    expect(issue.errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('hidden and removed photos answer 404 at their addresses, and are not cached for a year', async () => {
    const bytes = await sharp({
      create: {
        width: 320,
        height: 240,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'front.jpg');
    const uploaded = await fetch(`${runtime.url}/api/stores/${MARKET}/photos`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${member}` },
    });
    expect(uploaded.status).toBe(201);
    const [photo] = ((await uploaded.json()) as { photos: Array<Record<string, string>> }).photos;
    await untilPhotosProcessed(runtime.url, member, MARKET);
    const urls = [photo.url, photo.thumbnailUrl, photo.heroUrl];
    for (const url of urls) {
      const served = await fetch(`${runtime.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).not.toMatch(/immutable|max-age=31536000/);
    }
    const decide = (decision: string) =>
      call(
        `mutation ($id: ID!, $d: String!) { moderateContent(itemType: "photo", itemId: $id, decision: $d, reason: "Not this store") { status } }`,
        admin,
        { id: photo.id, d: decision },
      );
    for (const decision of ['remove', 'hide']) {
      expect((await decide(decision)).errors).toBeUndefined();
      for (const url of urls) expect((await fetch(`${runtime.url}${url}`)).status).toBe(404);
    }
    expect((await decide('restore')).errors).toBeUndefined();
    for (const url of urls) expect((await fetch(`${runtime.url}${url}`)).status).toBe(200);
  });
});
