import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  isolatedInstallation,
  nativeEngineEnv,
  resetInstallation,
  SERVICES,
  startDistributed,
  stopDistributed,
  type DistributedRuntime,
} from './distributed-runtime';
import { confirmFromOutbox } from './journey-graphql';
import { eventually } from '@snap/platform-engines/testing';

// The main journeys through the gateway of the distributed runtime (one process per service on Kafka,
// FerretDB/MongoDB, Elasticsearch, Redis and MinIO), and the same GraphQL questions put to a fresh
// standalone runtime on the same bundled sample in the same run: the answers must be identical.
// Needs the native engines (tools/scripts/test-real-engines.mjs starts them; startDistributed also does).

const BASE_PORT = Number(process.env['JOURNEYS_BASE_PORT'] ?? 3300);
const STANDALONE_PORT = Number(process.env['JOURNEYS_STANDALONE_PORT'] ?? BASE_PORT + 10);
const ROOT = resolve(__dirname, '../..');

/** Anchorage Farmers Market, from the bundled national farmers market file. */
const STORE = '1096559';

/** Everything this suite writes into the shared engines carries this name, and is reset before and after. */
const INSTALLATION = process.env['JOURNEYS_INSTALLATION'] ?? 'snap_journeys';

/** What each service's readiness reports, in its order: the engines it uses, nothing more. */
const ENGINES_OF: Record<string, string[]> = {
  gateway: ['bus', 'cache', 'blobs'],
  search: ['bus', 'documents', 'cache', 'blobs', 'search-index'],
  identity: ['bus', 'documents', 'cache'],
  community: ['bus', 'documents', 'blobs'],
  content: ['bus', 'documents', 'blobs'],
  enrichment: ['bus', 'documents', 'cache', 'places provider', 'open-map'],
};

interface GraphqlError {
  message: string;
  extensions: { code: string };
}
interface Answer<T> {
  data: T;
  errors?: GraphqlError[];
  cookie: string | null;
}

async function ask<T = any>(
  url: string,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; cookie?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const body = (await response.json()) as { data: T; errors?: GraphqlError[] };
  return { ...body, cookie: response.headers.get('set-cookie') };
}

/** The answer's data; its errors, if any, fail the journey with their messages. */
async function must<T = any>(
  url: string,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string } = {},
): Promise<T> {
  const answer = await ask<T>(url, query, options);
  if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

async function data<T = any>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const answer = await ask<T>(url, query, { variables });
  if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * ZIP and direct search order stores by name; stores of one name (two 'CVS Pharmacy' in one ZIP, the
 * many 'Piggly Wiggly') come in each store's storage order, so compare those runs by id.
 */
function sameNamesById<T extends { id: string; Store_Name: string }>(stores: T[]): T[] {
  const firstOfName = new Map<string, number>();
  stores.forEach(
    (store, at) => firstOfName.has(store.Store_Name) || firstOfName.set(store.Store_Name, at),
  );
  return [...stores].sort(
    (a, b) =>
      (firstOfName.get(a.Store_Name) ?? 0) - (firstOfName.get(b.Store_Name) ?? 0) ||
      a.id.localeCompare(b.id),
  );
}

async function startStandalone(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        SWC_NODE_PROJECT: 'tsconfig.base.json',
        DATA_DIR: dataDir,
        PORT: String(STANDALONE_PORT),
        LOG_LEVEL: 'warn',
      },
    },
  );
  const url = `http://127.0.0.1:${STANDALONE_PORT}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the standalone runtime exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the standalone runtime did not become ready within 240 s');
}

describe('journeys through the distributed runtime', () => {
  const runDir = mkdtempSync(join(tmpdir(), 'snap-distributed-'));
  const standaloneDir = mkdtempSync(join(tmpdir(), 'snap-standalone-'));
  let engines: Record<string, string>;
  let distributed: DistributedRuntime;
  let gateway: string;
  /** The standalone runtime's URL: the reference answers. */
  let reference: string;
  let standalone: { url: string; process: ChildProcess } | undefined;

  beforeAll(async () => {
    // What `nx build web` and `nx build admin` produce, in miniature: an index.html and fingerprinted assets.
    for (const app of ['web', 'admin']) {
      mkdirSync(join(runDir, 'dist', app, 'assets'), { recursive: true });
      writeFileSync(
        join(runDir, 'dist', app, 'index.html'),
        `<!doctype html><html><body><div id="root">journeys ${app} build</div></body></html>`,
      );
      writeFileSync(join(runDir, 'dist', app, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
    }
    engines = nativeEngineEnv();
    await resetInstallation(INSTALLATION, engines);
    const started = performance.now();
    [distributed, standalone] = await Promise.all([
      startDistributed({
        runDir,
        basePort: BASE_PORT,
        env: {
          ...isolatedInstallation(INSTALLATION, engines),
          WEB_DIST: join(runDir, 'dist', 'web'),
          ADMIN_DIST: join(runDir, 'dist', 'admin'),
          LOG_LEVEL: 'warn',
        },
        log: () => undefined,
      }),
      startStandalone(standaloneDir),
    ]);
    gateway = distributed.gatewayUrl;
    reference = standalone.url;
    console.log(
      `distributed runtime (6 processes, sample imported into the engines) and standalone runtime ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 480_000);

  afterAll(async () => {
    await stopDistributed(runDir, () => undefined);
    standalone?.process.kill('SIGTERM');
    await resetInstallation(INSTALLATION, engines).catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
    rmSync(standaloneDir, { recursive: true, force: true });
  }, 60_000);

  it('runs every service as its own process, each with its own health and metrics, and the health query crosses all of them over Kafka', async () => {
    expect(new Set(distributed.services.map((s) => s.pid)).size).toBe(SERVICES.length);
    for (const service of distributed.services) {
      const ready = await fetch(`${service.url}/health/ready`);
      expect(ready.status).toBe(200);
      const report = (await ready.json()) as {
        service: string;
        dependencies: Array<{ name: string; status: string }>;
      };
      expect(report.service).toBe(service.name);
      // Each service names only the engines it uses (the enrichment service's providers are optional:
      // without a key or endpoint they are 'off', in words).
      expect(report.dependencies.map((d) => d.name)).toEqual(ENGINES_OF[service.name]);
      // Metrics are an operator's: the run's OPS_TOKEN opens them.
      const metrics = await fetch(`${service.url}/metrics`, {
        headers: { Authorization: `Bearer ${distributed.opsToken}` },
      });
      expect(await metrics.text()).toContain(`service="${service.name}"`);
    }
    const { health } = await data<{
      health: { status: string; services: Array<{ name: string; status: string }> };
    }>(gateway, '{ health { status services { name status } } }');
    expect(health).toEqual({
      status: 'up',
      services: SERVICES.map((name) => ({ name, status: 'up' })),
    });
  });

  it('serves the built web and admin front-ends from the gateway, deep links included', async () => {
    const page = async (path: string) => {
      const response = await fetch(`${gateway}${path}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        body: await response.text(),
      };
    };
    for (const path of ['/', '/search?q=walmart', '/store/1096559']) {
      expect(await page(path)).toMatchObject({
        status: 200,
        type: expect.stringMatching(/text\/html/),
        body: expect.stringContaining('journeys web build'),
      });
    }
    expect(await page('/assets/index-3f9a1c.js')).toMatchObject({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    });
    for (const path of ['/admin/', '/admin/users']) {
      expect(await page(path)).toMatchObject({
        status: 200,
        body: expect.stringContaining('journeys admin build'),
      });
    }
  });

  it('finds stores nearby exactly as the standalone runtime does on the same sample', async () => {
    const nearby = `query($lat: Float!, $lng: Float!, $radiusMiles: Int!, $storeTypes: [String!], $offset: Int!) {
      nearbyStores(lat: $lat, lng: $lng, radiusMiles: $radiusMiles, storeTypes: $storeTypes, offset: $offset, limit: 20) {
        id Store_Name Store_Type Store_Street_Address City State Zip_Code Latitude Longitude distance_miles approximateLocation
      }
    }`;
    const cases = [
      { lat: 33.749, lng: -84.388, radiusMiles: 10, offset: 0 },
      { lat: 33.749, lng: -84.388, radiusMiles: 10, offset: 20 },
      {
        lat: 32.0809,
        lng: -81.0912,
        radiusMiles: 20,
        offset: 0,
        storeTypes: ['Farmers Market', 'Supermarket'],
      },
      {
        lat: 31.5785,
        lng: -84.1557,
        radiusMiles: 40,
        offset: 0,
        storeTypes: ['Convenience Store'],
      },
      { lat: 61.2181, lng: -149.9003, radiusMiles: 10, offset: 0 },
    ];
    for (const variables of cases) {
      const [mine, theirs] = await Promise.all([
        data(gateway, nearby, variables),
        data(reference, nearby, variables),
      ]);
      expect(mine.nearbyStores.length).toBeGreaterThan(0);
      expect(mine).toEqual(theirs);
    }
    const zip = '{ zipStores(zip: "30303") { id Store_Name Store_Street_Address distance_miles } }';
    const [mineByZip, theirsByZip] = await Promise.all([data(gateway, zip), data(reference, zip)]);
    expect(mineByZip.zipStores.length).toBeGreaterThan(0);
    expect(sameNamesById(mineByZip.zipStores)).toEqual(sameNamesById(theirsByZip.zipStores));
  });

  it('finds stores by text, with typos and filters, exactly as the standalone runtime does', async () => {
    const search = `query($text: String, $lat: Float, $lng: Float, $radiusMiles: Int!, $city: String, $state: String, $zip: String) {
      searchStores(text: $text, lat: $lat, lng: $lng, radiusMiles: $radiusMiles, city: $city, state: $state, zip: $zip, limit: 20) {
        id Store_Name City State Zip_Code similarity_score distance_miles
      }
    }`;
    const cases = [
      { text: 'walmrt', lat: 33.749, lng: -84.388, radiusMiles: 20 },
      { text: 'dolar general', lat: 32.0809, lng: -81.0912, radiusMiles: 40 },
      { text: 'kroger', city: 'Marietta', state: 'GA', radiusMiles: 10 },
      { text: 'cvs', zip: '30303', radiusMiles: 10 },
      { text: 'farmers market', state: 'AK', radiusMiles: 10 },
    ];
    for (const variables of cases) {
      const [mine, theirs] = await Promise.all([
        data(gateway, search, variables),
        data(reference, search, variables),
      ]);
      expect(mine.searchStores.length).toBeGreaterThan(0);
      expect(mine).toEqual(theirs);
    }
    const walmart = await data(gateway, search, cases[0]);
    expect(walmart.searchStores[0].Store_Name).toMatch(/walmart/i);
    const direct =
      '{ directSearch(text: "piggly wiggly", limit: 2000) { id Store_Name } store(id: "1096559") { Store_Name Store_Type } cityPage(slug: "chicago-ebt") { name state } }';
    const [mineDirect, theirsDirect] = await Promise.all([
      data(gateway, direct),
      data(reference, direct),
    ]);
    expect(mineDirect.directSearch.length).toBeGreaterThan(10);
    expect({ ...mineDirect, directSearch: sameNamesById(mineDirect.directSearch) }).toEqual({
      ...theirsDirect,
      directSearch: sameNamesById(theirsDirect.directSearch),
    });
  });

  it('signs up, confirms the e-mail, signs in, refreshes and signs out across gateway and identity', async () => {
    const signUp = await ask(
      gateway,
      'mutation { signUp(email: "Rosa@Example.org", password: "secret-pass-1", fullName: "Rosa Diaz") { email emailConfirmedAt } }',
    );
    expect(signUp.data.signUp).toEqual({ email: 'rosa@example.org', emailConfirmedAt: null });
    const duplicate = await ask(
      gateway,
      'mutation { signUp(email: "rosa@example.org", password: "secret-pass-1", fullName: "Rosa Again") { id } }',
    );
    expect(duplicate.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');

    // The identity service wrote the confirmation e-mail to its outbox (no SMTP_URL in this run).
    const outbox = join(runDir, 'data', 'outbox');
    const mail = readdirSync(outbox)
      .map(
        (file) =>
          JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string },
      )
      .find((m) => m.to === 'rosa@example.org');
    expect(mail?.text).toContain(`${gateway}/`);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(
      (
        await ask(
          gateway,
          `mutation { verifyEmail(token: "${token}", password: "secret-pass-1") { emailConfirmedAt } }`,
        )
      ).data.verifyEmail.emailConfirmedAt,
    ).not.toBeNull();

    const wrong = await ask(
      gateway,
      'mutation { signIn(email: "rosa@example.org", password: "wrong-password") { accessToken } }',
    );
    expect(wrong.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const signIn = await ask(
      gateway,
      'mutation { signIn(email: "rosa@example.org", password: "secret-pass-1") { accessToken expiresIn user { email fullName } } }',
    );
    expect(signIn.data.signIn).toMatchObject({
      expiresIn: 900,
      user: { email: 'rosa@example.org', fullName: 'Rosa Diaz' },
    });
    const accessToken = signIn.data.signIn.accessToken as string;
    expect(
      (await ask(gateway, '{ me { email emailConfirmedAt } isAdmin }', { token: accessToken }))
        .data,
    ).toEqual({
      me: { email: 'rosa@example.org', emailConfirmedAt: expect.any(String) },
      isAdmin: false,
    });

    const cookie = (signIn.cookie ?? '').split(';')[0];
    const refreshed = await ask(gateway, 'mutation { refreshSession { user { email } } }', {
      cookie,
    });
    expect(refreshed.data.refreshSession.user.email).toBe('rosa@example.org');
    const rotated = (refreshed.cookie ?? '').split(';')[0];
    expect(rotated).not.toBe(cookie);
    expect((await ask(gateway, 'mutation { signOut }', { cookie: rotated })).data).toEqual({
      signOut: true,
    });
    // The access token of the signed-out session is refused on the next request (identity's session
    // state through the gateway's Redis copy), not 15 minutes later.
    expect(
      (await ask(gateway, '{ me { email } }', { token: accessToken })).errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (await ask(gateway, 'mutation { refreshSession { accessToken } }', { cookie: rotated }))
        .errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('keeps favorites for a signed-in user: added once, listed with their stores from search, removed', async () => {
    expect(
      (await ask(gateway, 'mutation { addFavorite(storeId: "1096559") }')).errors?.[0].message,
    ).toBe('User not authenticated');
    await must(
      gateway,
      'mutation { signUp(email: "fav.journey@example.org", password: "secret-pass-1", fullName: "Fav Journey") { id } }',
    );
    const token = (
      await must(
        gateway,
        'mutation { signIn(email: "fav.journey@example.org", password: "secret-pass-1") { accessToken } }',
      )
    ).signIn.accessToken as string;

    const { nearbyStores } = await must<{
      nearbyStores: Array<{ id: string; Store_Name: string }>;
    }>(gateway, '{ nearbyStores(lat: 33.749, lng: -84.388, limit: 2) { id Store_Name } }');
    for (const store of nearbyStores)
      expect(
        await must(gateway, `mutation { addFavorite(storeId: "${store.id}") }`, { token }),
      ).toEqual({ addFavorite: true });
    expect(
      await must(gateway, `mutation { addFavorite(storeId: "${nearbyStores[0].id}") }`, { token }),
    ).toEqual({ addFavorite: true });
    expect(
      (await ask(gateway, 'mutation { addFavorite(storeId: "no-such-store") }', { token }))
        .errors?.[0].extensions.code,
    ).toBe('NOT_FOUND');

    const { myFavorites } = await must<{ myFavorites: Array<{ id: string; Store_Name: string }> }>(
      gateway,
      '{ myFavorites { id Store_Name } }',
      { token },
    );
    expect([...myFavorites].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...nearbyStores].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(
      await must(gateway, `mutation { removeFavorite(storeId: "${nearbyStores[0].id}") }`, {
        token,
      }),
    ).toEqual({ removeFavorite: false });
    expect((await must(gateway, '{ myFavorites { id } }', { token })).myFavorites).toEqual([
      { id: nearbyStores[1].id },
    ]);
  });

  it("takes a review through community and shows the store's new stats in search results, carried by a Kafka event", async () => {
    await must(
      gateway,
      'mutation { signUp(email: "reviewer.journey@example.org", password: "secret-pass-1", fullName: "Rita Reviewer") { id } }',
    );
    // A confirmed account's review is public at once (an unconfirmed one's waits for it).
    await confirmFromOutbox(gateway, runDir, 'reviewer.journey@example.org');
    const token = (
      await must(
        gateway,
        'mutation { signIn(email: "reviewer.journey@example.org", password: "secret-pass-1") { accessToken } }',
      )
    ).signIn.accessToken as string;
    const [target] = (
      await must(
        gateway,
        '{ nearbyStores(lat: 32.0809, lng: -81.0912, limit: 1) { id review_count average_rating } }',
      )
    ).nearbyStores;
    expect(target).toMatchObject({ review_count: 0, average_rating: null });

    const rejected = await ask(
      gateway,
      `mutation { createReview(storeId: "${target.id}", rating: 0) { pointsEarned } }`,
      { token },
    );
    expect(rejected.errors?.[0]).toMatchObject({
      message: 'Rating is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const created = await must(
      gateway,
      `mutation { createReview(storeId: "${target.id}", rating: 4, review_text: "Friendly staff") { stats { average_rating review_count } pointsEarned } }`,
      { token },
    );
    expect(created.createReview).toEqual({
      stats: { average_rating: 4, review_count: 1 },
      pointsEarned: 15,
    });

    // The review's stats reach the search service over Kafka.
    const seen = await eventually(
      async () =>
        (
          await must(
            gateway,
            '{ nearbyStores(lat: 32.0809, lng: -81.0912, limit: 1) { id review_count average_rating } }',
          )
        ).nearbyStores[0],
      (store: typeof target) => store.review_count !== 0,
      { timeoutMs: 20_000, everyMs: 250 },
    );
    expect(seen).toEqual({ id: target.id, review_count: 1, average_rating: 4 });
    expect(
      (await must(gateway, `{ store(id: "${target.id}") { review_count average_rating } }`)).store,
    ).toEqual({ review_count: 1, average_rating: 4 });
  });

  it('uploads a photo through the gateway into MinIO, has the community service resize it, and serves it back', async () => {
    await must(
      gateway,
      'mutation { signUp(email: "photo.journey@example.org", password: "secret-pass-1", fullName: "Pat Photo") { id } }',
    );
    await confirmFromOutbox(gateway, runDir, 'photo.journey@example.org');
    const token = (
      await must(
        gateway,
        'mutation { signIn(email: "photo.journey@example.org", password: "secret-pass-1") { accessToken } }',
      )
    ).signIn.accessToken as string;
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const upload = async (authorization?: string) => {
      const form = new FormData();
      form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'front.jpg');
      const response = await fetch(`${gateway}/api/stores/${STORE}/photos`, {
        method: 'POST',
        body: form,
        headers: authorization ? { Authorization: `Bearer ${authorization}` } : {},
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    expect(await upload()).toMatchObject({
      status: 401,
      body: { message: 'User not authenticated' },
    });
    const uploaded = await upload(token);
    expect(uploaded).toMatchObject({
      status: 201,
      body: { errors: [], warnings: [], pointsEarned: 10 },
    });
    const [stored] = uploaded.body.photos as Array<{
      id: string;
      url: string;
      thumbnailUrl: string;
    }>;
    // Acknowledged as processing: the community service's consumer makes its sizes in a worker thread.
    expect(uploaded.body.photos.map((p: { status: string }) => p.status)).toEqual(['processing']);
    await eventually(
      async () => {
        const pending = await fetch(`${gateway}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: `{ myPendingPhotos(storeId: "${STORE}") { processing { id } failed { message } } }`,
          }),
        });
        const { data } = (await pending.json()) as any;
        expect(data.myPendingPhotos.failed).toEqual([]);
        return data.myPendingPhotos.processing.length;
      },
      (processing: number) => processing === 0,
      { timeoutMs: 60_000, everyMs: 200 },
    );

    const { storePhotos } = await must(
      gateway,
      `{ storePhotos(storeId: "${STORE}") { id url thumbnailUrl contentType width height } }`,
    );
    expect(storePhotos).toContainEqual({
      id: stored.id,
      url: stored.url,
      thumbnailUrl: stored.thumbnailUrl,
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
    });
    const full = await fetch(`${gateway}${stored.url}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({
      width: 800,
      height: 600,
      format: 'jpeg',
    });
    const thumbnail = await fetch(`${gateway}${stored.thumbnailUrl}`);
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      width: 120,
      height: 80,
      format: 'webp',
    });
  });
});
