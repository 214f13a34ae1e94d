import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

interface Answer {
  data?: any;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

const STORE = '1096559';
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
    tokens[as] = (
      await ok(
        `mutation { signIn(email: "${email}", password: "secret1") { accessToken user { id } } }`,
        'anonymous',
      )
    ).signIn.accessToken;
  };
  /** Audit events are stored asynchronously. */
  const auditUntil = async (count: number, filter = '') => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const page = (
        await ok(
          `{ auditEntries(limit: 50${filter}) { total items { action actorEmail summary before after targetId } } }`,
          'admin',
        )
      ).auditEntries;
      if (page.total >= count) return page;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`the audit trail never reached ${count} entries`);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-admin-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: 'chief@example.org',
      }),
    );
    for (const [as, email] of [
      ['admin', 'chief@example.org'],
      ['moderator', 'mod@example.org'],
      ['member', 'member@example.org'],
    ] as const) {
      ids[as] = (
        await ok(
          `mutation { signUp(email: "${email}", password: "secret1", fullName: "Pat Doe") { id } }`,
          'anonymous',
        )
      ).signUp.id;
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

    const trail = await auditUntil(3);
    expect(trail.items.map((e: { summary: string }) => e.summary)).toEqual([
      'Removed moderator from member@example.org',
      'Assigned moderator to member@example.org',
      'Assigned moderator to mod@example.org',
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
      (await ok(`{ auditEntries(limit: 5, actorEmail: "mod@example.org") { total } }`, 'admin'))
        .auditEntries.total,
    ).toBe(1);
  });
});
