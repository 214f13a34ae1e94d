import { eventually } from '@snap/platform-engines/testing';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import { confirmEmail, grantAdmin, signInToken, TEST_OPS_TOKEN } from './confirm-email.testing';

interface Answer {
  data?: any;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

const STORE = '1096559';
const FIXTURE = readFileSync('apps/web-e2e/fixtures/snap-retailers-ga-2020-cut.csv');
const NOT_RETAILERS = readFileSync('apps/web-e2e/fixtures/not-a-retailer-file.csv');
const SUPER_H = 'st_000739';
type Caller = 'admin' | 'moderator' | 'member' | 'anonymous';

/** Every back-office operation through the gateway, as an admin, a moderator, a member and an anonymous
 * visitor: only the right role gets through, everyone else is refused by the server. */
describe('back-office permissions and audit trail through GraphQL', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  const tokens: Partial<Record<Caller, string>> = {};
  const ids: Record<string, string> = {};

  const call = async (
    query: string,
    as: Caller,
    variables?: Record<string, unknown>,
  ): Promise<Answer> => {
    const token = tokens[as];
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBeLessThan(500);
    return (await response.json()) as Answer;
  };
  const ok = async (query: string, as: Caller, variables?: Record<string, unknown>) => {
    const answer = await call(query, as, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const signIn = async (as: Caller, email: string) => {
    tokens[as] = await signInToken(runtime.url, email);
  };
  /** Audit events are stored asynchronously. */
  const auditUntil = async (count: number, filter = '') => {
    return eventually(
      async () =>
        (
          await ok(
            `{ auditEntries(limit: 50${filter}) { total items { action actorEmail summary before after targetId } } }`,
            'admin',
          )
        ).auditEntries,
      (page) => page.total >= count,
    );
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-admin-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        OPS_TOKEN: TEST_OPS_TOKEN,
      }),
    );
    for (const [as, email] of [
      ['admin', 'chief@example.org'],
      ['moderator', 'mod@example.org'],
      ['member', 'member@example.org'],
    ] as const) {
      ids[as] = (
        await ok(
          `mutation { signUp(email: "${email}", password: "secret-pass-1", fullName: "Pat Doe") { id } }`,
          'anonymous',
        )
      ).signUp.id;
      // Privileged roles need a confirmed e-mail.
      await confirmEmail(runtime.url, dataDir, email);
      if (as === 'admin') await grantAdmin(runtime.url, email);
      await signIn(as, email);
    }
    await ok(
      `mutation { assignRole(userId: "${ids['moderator']}", role: "moderator") { id } }`,
      'admin',
    );
    await signIn('moderator', 'mod@example.org');
  }, 120_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const adminOnly = () => [
    `{ userByEmail(email: "member@example.org") { id } }`,
    `mutation { assignRole(userId: "${ids['member']}", role: "moderator") { id } }`,
    `mutation { removeRole(userId: "${ids['moderator']}", role: "moderator") { id } }`,
    `{ auditEntries(limit: 5) { total } }`,
  ];

  it.each([
    ['moderator', 'FORBIDDEN', 'You do not have permission to do this.'],
    ['member', 'FORBIDDEN', 'You do not have permission to do this.'],
    ['anonymous', 'UNAUTHENTICATED', 'User not authenticated'],
  ] as const)('refuses every admin-only operation to a %s', async (as, code, message) => {
    for (const query of adminOnly()) {
      expect((await call(query, as)).errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    expect(
      (await ok(`{ userByEmail(email: "mod@example.org") { roles } }`, 'admin')).userByEmail.roles,
    ).toEqual(['moderator']);
  });

  it('lets an admin find a user by e-mail, change roles with the audit trail recording each change, and keep their own last admin role', async () => {
    expect(
      (await ok(`{ userByEmail(email: " MEMBER@example.org ") { id email roles } }`, 'admin'))
        .userByEmail,
    ).toEqual({
      id: ids['member'],
      email: 'member@example.org',
      roles: [],
    });
    expect(
      (await ok(`{ userByEmail(email: "nobody@example.org") { id } }`, 'admin')).userByEmail,
    ).toBeNull();
    await ok(
      `mutation { assignRole(userId: "${ids['member']}", role: "moderator") { id } }`,
      'admin',
    );
    await ok(
      `mutation { removeRole(userId: "${ids['member']}", role: "moderator") { id } }`,
      'admin',
    );
    // Removing a role ends the tokens issued before (they could carry it): the member signs in again.
    expect((await call('{ me { id } }', 'member')).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    await signIn('member', 'member@example.org');
    expect(
      (
        await call(
          `mutation { removeRole(userId: "${ids['admin']}", role: "admin") { id } }`,
          'admin',
        )
      ).errors?.[0],
    ).toMatchObject({
      message:
        'You are the only admin. Make another account an admin before you remove your own admin role.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await ok('{ me { roles } }', 'admin')).me.roles).toEqual(['admin']);

    const trail = await auditUntil(5);
    // The admin and the moderator turned on two-step verification at their first sign-in.
    expect(trail.items.map((e: { summary: string }) => e.summary)).toEqual([
      'Removed moderator from member@example.org',
      'Assigned moderator to member@example.org',
      'Turned on two-step verification',
      'Assigned moderator to mod@example.org',
      'Turned on two-step verification',
    ]);
    expect(trail.items[0]).toMatchObject({
      action: 'role.removed',
      actorEmail: 'chief@example.org',
      targetId: ids['member'],
    });
    expect(JSON.parse(trail.items[0].before).roles).toEqual(['moderator']);
    expect(JSON.parse(trail.items[0].after).roles).toEqual([]);
    expect(
      (await call(`{ auditEntries(limit: 5, action: "role.nuked") { total } }`, 'admin'))
        .errors?.[0],
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("records a moderator's decision on a report with the status before and after", async () => {
    const report = (
      await ok(
        `mutation { reportIssue(storeId: "${STORE}", issueType: "closed-permanently", description: "Gone", userEmail: "v@example.org") { id } }`,
        'anonymous',
      )
    ).reportIssue;
    await ok(
      `mutation { setIssueReportStatus(id: "${report.id}", status: "resolved") { status } }`,
      'moderator',
    );
    const trail = await auditUntil(1, ', action: "moderation.decided"');
    expect(trail.items[0]).toMatchObject({
      actorEmail: 'mod@example.org',
      targetId: report.id,
      before: '{"status":"new"}',
      after: '{"status":"resolved"}',
    });
    expect(
      (
        await ok(
          `{ auditEntries(limit: 5, actorEmail: "mod@example.org", action: "moderation.decided") { total } }`,
          'admin',
        )
      ).auditEntries.total,
    ).toBe(1);
  });
  const upload = async (as: Caller, fileName: string, bytes: Buffer, options = '') => {
    const token = tokens[as];
    const response = await fetch(
      `${runtime.url}/api/admin/catalog/imports?fileName=${encodeURIComponent(fileName)}${options}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'text/csv',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: new Uint8Array(bytes),
      },
    );
    return { status: response.status, body: (await response.json()) as any };
  };
  const finished = async (id: string) => {
    return eventually(
      async () =>
        (
          await ok(
            `{ catalogImport(id: "${id}") { status rowsRead added updated unchanged closed reopened asOf completeFor skippedCount skipped { line reason } error fileName startedByName } }`,
            'admin',
          )
        ).catalogImport,
      (found) => found.status !== 'running',
      60_000,
    );
  };
  const publicStore = async (id: string) =>
    (await ok(`{ store(id: "${id}") { id Store_Name closed_by_editors_on } }`, 'anonymous')).store;

  it.each([
    ['moderator', 403],
    ['member', 403],
    ['anonymous', 401],
  ] as const)('refuses uploads and every catalog operation to a %s', async (as, httpStatus) => {
    expect((await upload(as, 'stores.csv', FIXTURE)).status).toBe(httpStatus);
    const code = as === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
    for (const query of [
      '{ catalogImports { total } }',
      '{ catalogImport(id: "x") { id } }',
      '{ adminStores(text: "Publix") { id } }',
      `mutation { updateStore(id: "${SUPER_H}", Store_Name: "X", Store_Type: "Supermarket", Store_Street_Address: "1 A St", City: "Duluth", State: "GA", Zip_Code: "30096", Latitude: 34, Longitude: -84) { id } }`,
      `mutation { setStoreStatus(id: "${SUPER_H}", status: "closed") { id } }`,
      `mutation { confirmUsdaClosings(importId: "any") { id } }`,
      '{ catalogSources { pendingClosings { importId } lastUsdaCheck { outcome } } }',
    ]) {
      expect((await call(query, as)).errors?.[0]).toMatchObject({ extensions: { code } });
    }
    expect((await publicStore(SUPER_H)).Store_Name).toBe('Super H Mart');
    expect((await ok('{ catalogImports { total } }', 'admin')).catalogImports.total).toBe(0);
    // An admin gets through to the search service: nothing waits, and an unknown refresh is refused.
    expect(
      (
        await ok(
          '{ catalogSources { pendingClosings { importId } lastUsdaSync { finishedAt } } }',
          'admin',
        )
      ).catalogSources,
    ).toEqual({ pendingClosings: [], lastUsdaSync: null });
    expect(
      (await call('mutation { confirmUsdaClosings(importId: "any") { id } }', 'admin')).errors?.[0],
    ).toMatchObject({
      message: 'There is no such import or refresh in the history.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("answers a foreign CSV with the importer's error and changes nothing", async () => {
    const started = await upload('admin', 'not-a-retailer-file.csv', NOT_RETAILERS);
    expect(started.status).toBe(202);
    const done = await finished(started.body.import.id);
    expect(done).toMatchObject({ status: 'failed', rowsRead: 0, added: 0, closed: 0 });
    expect(done.error).toMatch(
      /^not-a-retailer-file\.csv is not a retailer file the importer can read: /,
    );
    expect(
      (await ok('{ zipStores(zip: "30303") { id } }', 'anonymous')).zipStores.length,
    ).toBeGreaterThan(2);
  });

  it('imports an uploaded real USDA file in the search service: summary with every skipped line, history, audit, search at once', async () => {
    // A refused option changes nothing and stores nothing.
    const refused = await upload('admin', 'cut.csv', FIXTURE, '&completeFor=Georgia');
    expect(refused.status).toBe(400);
    const started = await upload(
      'admin',
      'snap-retailers-ga-2020-cut.csv',
      FIXTURE,
      '&asOf=2026-08-01&completeFor=GA',
    );
    expect(started.status).toBe(202);
    expect(started.body.import).toMatchObject({
      status: 'running',
      fileName: 'snap-retailers-ga-2020-cut.csv',
    });
    const done = await finished(started.body.import.id);
    expect(done).toMatchObject({
      status: 'completed',
      rowsRead: 7,
      added: 0,
      skippedCount: 1,
      skipped: [{ line: 8, reason: 'missing ZIP code' }],
      error: null,
      startedByName: 'Pat Doe',
    });
    // Six stores, matched under their ids: one the July 2026 list had closed is open again.
    expect(done.updated + done.unchanged + done.reopened).toBe(6);
    // Declared the complete list for GA, the file closes the rest of the bundled GA stores: kept, hidden
    // from search, their page saying since when.
    expect(done.closed).toBeGreaterThan(9_000);
    expect((await publicStore(SUPER_H)).Store_Name).toBe('Super H Mart');
    expect(
      (await ok('{ store(id: "st_171435") { status delisted_on } }', 'anonymous')).store,
    ).toEqual({ status: 'closed', delisted_on: '2026-08-01' });
    // The store behind the refused line 8 (no ZIP) is not closed: an admin decides, as the notes say.
    expect(
      (await ok('{ store(id: "st_000959") { status delisted_on } }', 'anonymous')).store,
    ).toEqual({ status: 'active', delisted_on: null });
    const history = (
      await ok(
        '{ catalogImports { total items { fileName status added closed skippedCount startedByName } } }',
        'admin',
      )
    ).catalogImports;
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({
      fileName: 'snap-retailers-ga-2020-cut.csv',
      status: 'completed',
      skippedCount: 1,
      startedByName: 'Pat Doe',
    });
    const audit = await auditUntil(2, ', action: "catalog.imported"');
    expect(audit.items[0].summary).toMatch(
      /^Imported snap-retailers-ga-2020-cut\.csv: 0 added, \d updated, \d+ closed, \d reopened, 1 skipped$/,
    );
    expect(audit.items[1].summary).toMatch(
      /^Import of not-a-retailer-file\.csv failed: not-a-retailer-file\.csv is not a retailer file the importer can read: /,
    );
  }, 120_000);

  it('edits a store (refusing a latitude off the globe and a bad ZIP in the words of product rule Validation messages), closes and reopens it, all visible in search at once', async () => {
    const [found] = (
      await ok(
        '{ adminStores(text: "super h mart") { id Store_Name Store_Type City State Zip_Code Latitude Longitude status } }',
        'admin',
      )
    ).adminStores;
    expect(found).toMatchObject({
      id: SUPER_H,
      Store_Name: 'Super H Mart',
      Zip_Code: '30096',
      status: 'active',
    });
    const edit = (fields: string) =>
      call(
        `mutation { updateStore(id: "${SUPER_H}", Store_Type: "Supercenter", Store_Street_Address: "2550 Pleasant Hill Rd", City: "Duluth", State: "GA", ${fields}) { Store_Name Zip_Code Latitude status } }`,
        'admin',
      );
    expect(
      (await edit('Store_Name: "Super H Mart", Zip_Code: "30096", Latitude: 91, Longitude: -84.1'))
        .errors?.[0],
    ).toMatchObject({
      message: 'Latitude must be between -90 and 90',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await edit('Store_Name: "Super H Mart", Zip_Code: "3009", Latitude: 33.9, Longitude: -84.1'))
        .errors?.[0],
    ).toMatchObject({
      message: 'Please enter a valid 5-digit ZIP code.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await publicStore(SUPER_H)).Store_Name).toBe('Super H Mart');

    expect(
      (
        await edit(
          'Store_Name: "H Mart Duluth", Zip_Code: "30096", Latitude: 33.97, Longitude: -84.145',
        )
      ).data.updateStore,
    ).toMatchObject({ Store_Name: 'H Mart Duluth', Latitude: 33.97 });
    expect((await publicStore(SUPER_H)).Store_Name).toBe('H Mart Duluth');
    const names = async () =>
      (
        await ok(
          '{ searchStores(text: "H Mart Duluth", lat: 33.97, lng: -84.145) { id } }',
          'anonymous',
        )
      ).searchStores.map((s: { id: string }) => s.id);
    expect(await names()).toContain(SUPER_H);

    expect(
      (
        await ok(
          `mutation { setStoreStatus(id: "${SUPER_H}", status: "closed") { status } }`,
          'admin',
        )
      ).setStoreStatus.status,
    ).toBe('closed');
    // A store the editors closed keeps its page, saying so and since when, and leaves search.
    expect((await publicStore(SUPER_H)).closed_by_editors_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await names()).not.toContain(SUPER_H);
    await ok(`mutation { setStoreStatus(id: "${SUPER_H}", status: "active") { status } }`, 'admin');
    expect(await publicStore(SUPER_H)).toEqual({
      id: SUPER_H,
      Store_Name: 'H Mart Duluth',
      closed_by_editors_on: null,
    });

    const audit = await auditUntil(3, `, targetType: "store"`);
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual([
      'store.reopened',
      'store.closed',
      'store.edited',
    ]);
    expect(JSON.parse(audit.items[2].before)).toEqual({
      Store_Name: 'Super H Mart',
      Latitude: 33.96856,
      Longitude: -84.14484,
    });
    expect(JSON.parse(audit.items[2].after)).toEqual({
      Store_Name: 'H Mart Duluth',
      Latitude: 33.97,
      Longitude: -84.145,
    });
  });
  it('shows the places budget to staff only and lets only admins set the limit, recorded in the audit trail', async () => {
    const history = '{ placesBudgetHistory { today { used limit exceeded } days { date used } } }';
    for (const as of ['admin', 'moderator'] as const) {
      const answer = (await ok(history, as)).placesBudgetHistory;
      expect(answer.days).toHaveLength(30);
      expect(answer.today).toMatchObject({ used: 0, exceeded: false });
    }
    expect((await call(history, 'member')).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await call(history, 'anonymous')).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const [as, code] of [
      ['moderator', 'FORBIDDEN'],
      ['member', 'FORBIDDEN'],
      ['anonymous', 'UNAUTHENTICATED'],
    ] as const) {
      expect(
        (await call('mutation { setPlacesDailyLimit(limit: 10) { limit } }', as)).errors?.[0],
      ).toMatchObject({ extensions: { code } });
    }
    expect(
      (await call('mutation { setPlacesDailyLimit(limit: -5) { limit } }', 'admin')).errors?.[0],
    ).toMatchObject({
      message: 'The daily limit must be between 0 and 1,000,000',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await ok('mutation { setPlacesDailyLimit(limit: 250) { limit exceeded } }', 'admin'))
        .setPlacesDailyLimit,
    ).toEqual({ limit: 250, exceeded: false });
    expect((await ok('{ placesBudget { limit } }', 'moderator')).placesBudget.limit).toBe(250);
    // How much is left is for staff: it tells an attacker how much more to spend.
    for (const as of ['member', 'anonymous'] as const)
      expect((await ok('{ placesBudget { exceeded used limit } }', as)).placesBudget).toEqual({
        exceeded: false,
        used: null,
        limit: null,
      });
    const audit = await auditUntil(1, ', action: "budget.limit-set"');
    expect(audit.items[0]).toMatchObject({
      actorEmail: 'chief@example.org',
      after: '{"limit":250}',
    });
  });
});
