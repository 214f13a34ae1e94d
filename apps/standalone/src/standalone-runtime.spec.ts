import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

interface GraphqlAnswer<T> {
  status: number;
  data: T;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

async function ask<T>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    ...((await response.json()) as Omit<GraphqlAnswer<T>, 'status'>),
  };
}

async function graphql<T>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const answer = await ask<T>(url, query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

// A whole runtime in this process: every call crosses HTTP, the bus, argon2 and the embedded stores.
// Seconds per test on a busy machine; nothing here times itself.
jest.setTimeout(300_000);

describe('standalone runtime', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-standalone-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }),
    );
  }, 300_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the health query with every service up, each asked over the bus', async () => {
    const { health } = await graphql<{
      health: {
        status: string;
        services: Array<{ name: string; status: string; version: string }>;
      };
    }>(
      runtime.url,
      '{ health { status services { name status version dependencies { name status } } } }',
    );
    expect(health.status).toBe('up');
    expect(health.services.map((s) => s.name)).toEqual([
      'gateway',
      'search',
      'identity',
      'community',
      'enrichment',
      'content',
    ]);
    expect(health.services.every((s) => s.status === 'up' && s.version.length > 0)).toBe(true);
  });

  it('serves liveness, readiness and Prometheus metrics', async () => {
    expect((await fetch(`${runtime.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${runtime.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'up' });
    const metrics = await (await fetch(`${runtime.url}/metrics`)).text();
    expect(metrics).toContain(
      'http_request_duration_seconds_count{service="gateway",method="POST",route="/graphql",status="200"}',
    );
  });

  it('records page views reported by the web app and rejects malformed ones', async () => {
    const ok = await fetch(`${runtime.url}/api/page-views`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/search?q=walmart' }),
    });
    expect(ok.status).toBe(204);
    const bad = await fetch(`${runtime.url}/api/page-views`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'not-a-path' }),
    });
    expect(bad.status).toBe(400);
    const metrics = await (await fetch(`${runtime.url}/metrics`)).text();
    expect(metrics).toContain('page_views_total{route="/search",service="gateway"} 1');
  });

  it('imports the bundled real sample on first start and finds stores near Atlanta', async () => {
    const { nearbyStores } = await graphql<{
      nearbyStores: Array<{ Store_Name: string; distance_miles: number; City: string }>;
    }>(
      runtime.url,
      '{ nearbyStores(lat: 33.749, lng: -84.388) { Store_Name City distance_miles } }',
    );
    expect(nearbyStores).toHaveLength(20);
    expect(nearbyStores.every((s) => s.distance_miles <= 10)).toBe(true);
  });

  it('finds a store by name with a typo, and a farmers market from the national file', async () => {
    const { searchStores } = await graphql<{
      searchStores: Array<{ Store_Name: string; similarity_score: number }>;
    }>(
      runtime.url,
      '{ searchStores(text: "walmrt", lat: 33.749, lng: -84.388, radiusMiles: 20, limit: 5) { Store_Name similarity_score } }',
    );
    expect(searchStores[0].Store_Name).toMatch(/walmart/i);
    const { store } = await graphql<{ store: { Store_Name: string; Store_Type: string } }>(
      runtime.url,
      '{ store(id: "1096559") { Store_Name Store_Type } }',
    );
    expect(store).toEqual({ Store_Name: 'Anchorage Farmers Market', Store_Type: 'Farmers Market' });
  });

  it('looks for "walgrens" with ZIP 30303 around the ZIP, within the radius: the Walgreens in 30308', async () => {
    const { searchStores } = await graphql<{
      searchStores: Array<{ Store_Name: string; Zip_Code: string }>;
    }>(
      runtime.url,
      '{ searchStores(text: "walgrens", zip: "30303", radiusMiles: 10, limit: 200) { Store_Name Zip_Code } }',
    );
    expect(searchStores).toContainEqual({ Store_Name: 'Walgreens 6032', Zip_Code: '30308' });
  });

  it('has a page for every covered city and promotes the largest covered ones, from the catalog', async () => {
    const { cityPage, cityPages } = await graphql<{
      cityPage: { name: string; state: string; zipCodes: string[] };
      cityPages: Array<{ name: string; state: string }>;
    }>(
      runtime.url,
      '{ cityPage(slug: "atlanta") { name state zipCodes } cityPages { name state } }',
    );
    expect(cityPage).toMatchObject({ name: 'Atlanta', state: 'GA' });
    expect(cityPage.zipCodes).toContain('30303');
    expect(cityPages).toHaveLength(16);
    expect(cityPages[0]).toEqual({ name: 'Atlanta', state: 'GA' });
    // The bundled sample covers Georgia only.
    expect(cityPages.every((city) => city.state === 'GA')).toBe(true);
  });

  it('answers bad arguments with a clear BAD_USER_INPUT error, never a 500', async () => {
    const cases: Array<[string, string]> = [
      [
        '{ nearbyStores(lat: 95, lng: -84.388) { id } }',
        'lat must be a latitude between -90 and 90',
      ],
      [
        '{ nearbyStores(lat: 33.7, lng: -84.3, radiusMiles: 15) { id } }',
        'radiusMiles must be one of: 10, 20, 40',
      ],
      ['{ zipStores(zip: "3030") { id } }', 'Please enter a valid 5-digit ZIP code.'],
      ['{ searchStores(text: "kroger", limit: 500) { id } }', 'limit must not be greater than 200'],
      [
        '{ directSearch(text: "kroger", limit: 5000) { id } }',
        'limit must not be greater than 2000',
      ],
    ];
    for (const [query, message] of cases) {
      const answer = await ask(runtime.url, query);
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it("says null for an unknown store or city, which the web shows as 'Store Not Found' / 'City Not Found'", async () => {
    expect(
      await graphql(
        runtime.url,
        '{ store(id: "nope") { id } cityPage(slug: "no-such-city") { name } }',
      ),
    ).toEqual({ store: null, cityPage: null });
    const { cityPage } = await graphql<{ cityPage: { name: string; state: string } }>(
      runtime.url,
      '{ cityPage(slug: "chicago-ebt") { name state } }',
    );
    expect(cityPage).toEqual({ name: 'Chicago', state: 'IL' });
  });

  it('signs up, confirms the e-mail from the link, signs in, refreshes with the cookie and signs out', async () => {
    const call = async (query: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${runtime.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ query }),
      });
      return {
        body: (await response.json()) as {
          data: any;
          errors?: Array<{ message: string; extensions: { code: string } }>;
        },
        cookie: response.headers.get('set-cookie'),
      };
    };
    const signUp = await call(
      'mutation { signUp(email: "Maria@Example.org", password: "secret-pass-1", fullName: "Maria Lopez") { id email emailConfirmedAt } }',
    );
    expect(signUp.body.data.signUp).toMatchObject({
      email: 'maria@example.org',
      emailConfirmedAt: null,
    });

    const outbox = readdirSync(join(dataDir, 'outbox')).map((file) =>
      JSON.parse(readFileSync(join(dataDir, 'outbox', file), 'utf8')),
    );
    const token = /token=([\w-]+)/.exec(outbox.find((m) => m.to === 'maria@example.org').text)?.[1];
    const verified = await call(
      `mutation { verifyEmail(token: "${token}", password: "secret-pass-1") { emailConfirmedAt } }`,
    );
    expect(verified.body.data.verifyEmail.emailConfirmedAt).not.toBeNull();

    const signIn = await call(
      'mutation { signIn(email: "maria@example.org", password: "secret-pass-1") { accessToken expiresIn user { email fullName } } }',
    );
    expect(signIn.body.data.signIn).toMatchObject({
      expiresIn: 900,
      user: { email: 'maria@example.org', fullName: 'Maria Lopez' },
    });
    expect(signIn.cookie).toMatch(
      /^snap_refresh=[^;]+; Path=\/graphql; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    const bearer = { Authorization: `Bearer ${signIn.body.data.signIn.accessToken}` };
    expect((await call('{ me { email } isAdmin }', bearer)).body.data).toEqual({
      me: { email: 'maria@example.org' },
      isAdmin: false,
    });
    expect((await call('{ me { email } }')).body.data).toEqual({ me: null });

    const cookie = (signIn.cookie as string).split(';')[0];
    const refreshed = await call('mutation { refreshSession { accessToken user { email } } }', {
      Cookie: cookie,
    });
    expect(refreshed.body.data.refreshSession.user.email).toBe('maria@example.org');
    const rotated = (refreshed.cookie as string).split(';')[0];
    expect(rotated).not.toBe(cookie);

    expect((await call('mutation { signOut }', { Cookie: rotated })).body.data).toEqual({
      signOut: true,
    });
    const afterSignOut = await call('mutation { refreshSession { accessToken } }', {
      Cookie: rotated,
    });
    expect(afterSignOut.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('keeps signed-out callers and non-admins away from protected mutations', async () => {
    const anonymous = await ask(
      runtime.url,
      'mutation { changePassword(currentPassword: "secret-pass-1", password: "abcdefg", confirmPassword: "abcdefg") }',
    );
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'User not authenticated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const forged = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not.a.token' },
      body: JSON.stringify({
        query: 'mutation { assignRole(userId: "someone", role: "admin") { id } }',
      }),
    });
    expect(
      ((await forged.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]
        .extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired access token', async () => {
    const secret = readFileSync(join(dataDir, 'secrets', 'jwt-secret'), 'utf8');
    const expired = new JwtService({ secret }).sign({
      sub: 'someone',
      email: 'someone@example.org',
      roles: ['admin'],
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${expired}` },
      body: JSON.stringify({
        query:
          'mutation { changePassword(currentPassword: "secret-pass-1", password: "abcdefg", confirmPassword: "abcdefg") }',
      }),
    });
    expect(
      ((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message,
    ).toBe('Your session has expired. Please sign in again.');
  });

  it('saves favorites for a signed-in user only and lists them with their stores', async () => {
    const call = async (query: string, token?: string) => {
      const response = await fetch(`${runtime.url}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as {
        data: any;
        errors?: Array<{ message: string; extensions: { code: string } }>;
      };
    };
    const anonymous = await call('mutation { addFavorite(storeId: "1096559") }');
    expect(anonymous.errors?.[0].message).toBe('User not authenticated');

    await call(
      'mutation { signUp(email: "fav@example.org", password: "secret-pass-1", fullName: "Fav Person") { id } }',
    );
    const token = (
      await call(
        'mutation { signIn(email: "fav@example.org", password: "secret-pass-1") { accessToken } }',
      )
    ).data.signIn.accessToken;
    expect((await call('mutation { addFavorite(storeId: "1096559") }', token)).data).toEqual({
      addFavorite: true,
    });
    expect((await call('mutation { addFavorite(storeId: "1096559") }', token)).data).toEqual({
      addFavorite: true,
    });
    expect(
      (await call('mutation { addFavorite(storeId: "no-such-store") }', token)).errors?.[0]
        .extensions.code,
    ).toBe('NOT_FOUND');
    expect((await call('{ myFavorites { id Store_Name } }', token)).data.myFavorites).toEqual([
      { id: '1096559', Store_Name: 'Anchorage Farmers Market' },
    ]);
    expect((await call('mutation { removeFavorite(storeId: "1096559") }', token)).data).toEqual({
      removeFavorite: false,
    });
    expect((await call('{ myFavorites { id } }', token)).data.myFavorites).toEqual([]);
  });
});
