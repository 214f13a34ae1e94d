import { join } from 'node:path';
import { OutboxMailer } from '@snap/platform-mailer';
import { distributedJourney } from './journey-runtime';
import { ask, grantAdmin, must } from './journey-graphql';
import { signInThroughGateway } from '@snap/identity-feature/testing';
import { eventually } from '@snap/platform-engines/testing';

// The analytics dashboard in the distributed runtime: page views travel from the gateway to the
// community service over Kafka, searches are counted by the search service in FerretDB/MongoDB, a
// click and a review by the community service; the gateway joins both services' summaries for an
// admin and refuses everyone else.

const BASE_PORT = Number(process.env['ANALYTICS_JOURNEY_BASE_PORT'] ?? 3210);
const INSTALLATION = 'an_analytics_journey';
const ADMIN = { email: 'journey-analyst@example.org', password: 'secret-journey-1' };
/** Anchorage Farmers Market, from the bundled national farmers market file. */
const STORE = '1096559';

const DASHBOARD = `query ($days: Int!) { analyticsDashboard(days: $days) {
  daily { date pageViews searches zeroResultSearches storeClicks reviews }
  pageViewsByRoute { key count } searchesByKind { kind searches zeroResults }
  topQueries { query searches } activeStores catalogCountedAt storesByState { key count }
} }`;

describe('the analytics dashboard through the distributed runtime', () => {
  const journey = distributedJourney({
    name: 'analytics',
    installation: INSTALLATION,
    basePort: BASE_PORT,
    keepLogs: 'ANALYTICS_JOURNEY_KEEP_LOGS',
  });
  const runDir = journey.runDir;
  let gateway: string;

  beforeAll(async () => {
    gateway = journey.gateway();
  }, 480_000);

  async function signUp(email: string, password: string, confirm: boolean): Promise<string> {
    await must(
      gateway,
      'mutation($e: String!, $p: String!) { signUp(email: $e, password: $p, fullName: "Journey Person") { id } }',
      { e: email, p: password },
    );
    if (confirm) {
      // The identity service writes the link to the run's outbox (no SMTP in this run).
      const token = await eventually(
        async () => {
          const mails = await new OutboxMailer(join(runDir, 'data', 'outbox')).messages();
          return /token=([\w-]+)/.exec(mails.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1];
        },
        (found) => !!found,
        { timeoutMs: 30_000, everyMs: 500 },
      );
      await must(
        gateway,
        'mutation($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
        { t: token, p: password },
      );
      if (email === ADMIN.email) await grantAdmin(gateway, email);
    }
    // Staff sign in with a second factor (enrolled at the first sign-in, as the screens lead them).
    return (await signInThroughGateway(gateway, email, password)).accessToken;
  }

  it('counts page views, searches, a click and a review, and shows them to an admin only', async () => {
    const admin = await signUp(ADMIN.email, ADMIN.password, true);
    const member = await signUp('journey-member@example.org', 'secret-journey-2', false);

    expect((await ask(gateway, DASHBOARD, { days: 7 }, member)).errors?.[0]).toMatchObject({
      message: 'You do not have permission to do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await ask(gateway, DASHBOARD, { days: 7 })).errors?.[0]).toMatchObject({
      message: 'User not authenticated',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    for (const path of ['/', '/search', '/anchorage-ak'])
      expect(
        (
          await fetch(`${gateway}/api/page-views`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ path }),
          })
        ).status,
      ).toBe(204);
    await must(gateway, '{ searchStores(text: "Anchorage Farmers Market") { id } }');
    await must(gateway, '{ zipStores(zip: "00001") { id } }');
    expect(
      (
        await must(
          gateway,
          `mutation { recordStoreClick(storeId: "${STORE}", lat: 61.2181, lng: -149.9003) }`,
          undefined,
          member,
        )
      ).recordStoreClick,
    ).toBe(true);
    await must(
      gateway,
      `mutation { createReview(storeId: "${STORE}", rating: 4) { pointsEarned } }`,
      undefined,
      member,
    );

    // Page views reach the community service as Kafka events, and the search service counts the
    // catalog in the background (seconds on FerretDB): ask until both are there.
    const dashboard: any = await eventually(
      async () => (await must(gateway, DASHBOARD, { days: 30 }, admin)).analyticsDashboard,
      (now: any) => now.daily.at(-1).pageViews >= 3 && !!now.catalogCountedAt,
      { timeoutMs: 60_000, everyMs: 1_000 },
    );
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      pageViews: 3,
      searches: 2,
      zeroResultSearches: 1,
      storeClicks: 1,
      reviews: 1,
    });
    expect(dashboard.pageViewsByRoute).toEqual(
      expect.arrayContaining([
        { key: '/', count: 1 },
        { key: '/search', count: 1 },
        { key: '/:citySlug', count: 1 },
      ]),
    );
    expect(dashboard.searchesByKind).toEqual(
      expect.arrayContaining([
        { kind: 'text', searches: 1, zeroResults: 0 },
        { kind: 'zip', searches: 1, zeroResults: 1 },
      ]),
    );
    expect(dashboard.topQueries).toEqual(
      expect.arrayContaining([{ query: 'anchorage farmers market', searches: 1 }]),
    );
    expect(dashboard.activeStores).toBeGreaterThan(0);
    expect(
      dashboard.storesByState.reduce((sum: number, s: { count: number }) => sum + s.count, 0),
    ).toBe(dashboard.activeStores);
  }, 180_000);
});
