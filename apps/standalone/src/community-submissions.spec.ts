import { eventually } from '@snap/platform-engines/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import { confirmedMember, graphqlCaller, TEST_OPS_TOKEN } from './confirm-email.testing';
import { untilPhotosProcessed } from './photos.testing';

/** Anchorage Farmers Market, from the bundled national farmers market file. */
const STORE = '1096559';

function photo(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  width = 800,
  height = 600,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

// A whole runtime in this process: every call crosses HTTP, the bus, argon2 and the embedded stores.
// Seconds per test on a busy machine; nothing here times itself.
jest.setTimeout(300_000);

describe('photos, reports, claims and store clicks through the gateway', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  let user: string;
  let admin: string;

  const call = graphqlCaller(() => runtime.url);

  const signUpAndIn = (email: string): Promise<string> =>
    confirmedMember(runtime.url, dataDir, email, { admin: email === 'boss@example.org' });

  const upload = async (
    files: Array<{ name: string; type: string; bytes: Buffer }>,
    token?: string,
    storeId = STORE,
  ) => {
    const form = new FormData();
    for (const file of files)
      form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${runtime.url}/api/stores/${storeId}/photos`, {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  /** Stored blobs (not their content-type sidecars) under a folder of the photo bucket. */
  const storedFiles = (folder: string): string[] => {
    try {
      return readdirSync(join(dataDir, 'blobs', 'store-photos', folder), {
        recursive: true,
        withFileTypes: true,
      })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-community-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        OPS_TOKEN: TEST_OPS_TOKEN,
        SUPPORT_EMAIL: 'help@snap.example',
      }),
    );
    user = await signUpAndIn('photographer@example.org');
    admin = await signUpAndIn('boss@example.org');
  }, 300_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads photos for a signed-in user only, serves them cached an hour with revalidation (a moderator may take one down), and lists them for the carousel', async () => {
    const jpeg = await photo('jpeg');
    const refused = await upload([{ name: 'front.jpg', type: 'image/jpeg', bytes: jpeg }]);
    expect(refused).toMatchObject({ status: 401, body: { message: 'User not authenticated' } });

    const files = [
      { name: 'front.jpg', type: 'image/jpeg', bytes: jpeg },
      { name: 'aisle.png', type: 'image/png', bytes: await photo('png', 400, 300) },
      {
        name: 'notes.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('This is a shopping list, not a photo. '.repeat(60)),
      },
      { name: 'sign.gif', type: 'image/gif', bytes: await photo('png', 300, 200) },
      { name: 'shelf.webp', type: 'image/webp', bytes: await photo('webp', 1400, 700) },
      { name: 'extra-1.jpg', type: 'image/jpeg', bytes: jpeg },
      { name: 'extra-2.jpg', type: 'image/jpeg', bytes: jpeg },
    ];
    const { status, body } = await upload(files, user);
    expect({ status, body }).toMatchObject({ status: 201 });
    expect(body.photos).toHaveLength(3);
    expect(body.errors).toEqual([
      'notes.jpg: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
      'sign.gif: File extension does not match file type.',
    ]);
    expect(body.warnings).toEqual(['Maximum 5 photos allowed. Only the first 5 will be kept.']);
    expect(body.pointsEarned).toBe(30);
    // Acknowledged before the worker threads made their sizes: the carousel lists them once ready.
    expect(body.photos.map((p: { status: string }) => p.status)).toEqual(
      Array(3).fill('processing'),
    );
    await untilPhotosProcessed(runtime.url, user, STORE);
    // Nothing is left in staging once they are made (a worker removes its staged copy just after the
    // photo is listed), and the dropped extras were never stored: 3 photos in 3 sizes.
    await eventually(
      () => storedFiles('staging'),
      (staged) => staged.length === 0,
    );
    expect(storedFiles('staging')).toEqual([]);
    expect(storedFiles(STORE)).toHaveLength(9);

    const { data } = await call(
      `{ storePhotos(storeId: "${STORE}") { id status url thumbnailUrl heroUrl contentType width height } }`,
    );
    expect(data.storePhotos).toHaveLength(3);
    expect(data.storePhotos.map((p: { status: string }) => p.status)).toEqual(
      Array(3).fill('ready'),
    );
    const jpegPhoto = data.storePhotos.find(
      (p: { contentType: string }) => p.contentType === 'image/jpeg',
    );
    // Named after the photo (a random id), never the uploader (issue 43, finding 6).
    expect(jpegPhoto.url).toMatch(
      new RegExp(`^/api/photos/${STORE}/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\\.jpg$`),
    );

    const full = await fetch(`${runtime.url}${jpegPhoto.url}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    const etag = full.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({
      width: 800,
      height: 600,
      format: 'jpeg',
    });
    const revalidated = await fetch(`${runtime.url}${jpegPhoto.url}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);

    const thumbnail = await fetch(`${runtime.url}${jpegPhoto.thumbnailUrl}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      width: 120,
      height: 80,
    });
    const hero = await fetch(`${runtime.url}${jpegPhoto.heroUrl}`);
    expect(await sharp(Buffer.from(await hero.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 400,
    });

    expect((await fetch(`${runtime.url}/api/photos/${STORE}/nothing-here.jpg`)).status).toBe(404);
    expect((await fetch(`${runtime.url}/api/photos/staging/anything.jpg`)).status).toBe(404);
  }, 300_000);

  it('refuses an upload where every file is invalid, an 11 MB file by name, and an unknown store, with clear 4xx errors', async () => {
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(
      [
        { name: 'huge.jpg', type: 'image/jpeg', bytes: big },
        { name: 'tiny.jpg', type: 'image/jpeg', bytes: tiny },
      ],
      user,
    );
    expect(status).toBe(400);
    expect(body.message).toEqual([
      'huge.jpg: File size exceeds 10MB limit.',
      'tiny.jpg: File is too small. Please upload a valid image.',
    ]);

    const unknown = await upload(
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: await photo('jpeg') }],
      user,
      'no-such-store',
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: "The store you're looking for doesn't exist or may have been removed." },
    });
    const empty = await upload([], user);
    expect(empty.status).toBe(400);
    expect(storedFiles('staging')).toEqual([]);
    expect(storedFiles(STORE)).toHaveLength(9);
  }, 300_000);

  it('takes a report from anyone and a claim from signed-in users, mails support, and lets only moderators and admins work them', async () => {
    const report = await call(
      `mutation { reportIssue(storeId: "${STORE}", issueType: "closed-permanently", description: "Gone since May", userEmail: "visitor@example.org") { id status userEmail storeName } }`,
    );
    expect(report.data.reportIssue).toMatchObject({
      status: 'new',
      userEmail: 'visitor@example.org',
      storeName: 'Anchorage Farmers Market',
    });
    const missing = await call(`mutation { reportIssue(storeId: "${STORE}") { id } }`);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Please select an issue type, Please describe the issue',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const claimArgs = `storeId: "${STORE}", businessRole: "representative", ownerName: "Li Wu", ownerEmail: "li@example.org", phone: "9075550100", verificationMethod: "postcard"`;
    expect(
      (await call(`mutation { claimBusiness(${claimArgs}) { id } }`)).errors?.[0],
    ).toMatchObject({
      message: 'User not authenticated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const badClaim = await call(
      `mutation { claimBusiness(storeId: "${STORE}", ownerName: "L", phone: "123") { id } }`,
      user,
    );
    expect(badClaim.errors?.[0].message).toBe(
      'Please select your role, Name must be at least 2 characters, Please enter a valid email address, Please enter a valid phone number, Please select a verification method',
    );
    const claim = await call(
      `mutation { claimBusiness(${claimArgs}) { id status businessRole } }`,
      user,
    );
    expect(claim.data.claimBusiness).toMatchObject({
      status: 'new',
      businessRole: 'representative',
    });

    const mail = readdirSync(join(dataDir, 'outbox'))
      .map(
        (file) =>
          JSON.parse(readFileSync(join(dataDir, 'outbox', file), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
          },
      )
      .filter((m) => m.to === 'help@snap.example');
    expect(mail.map((m) => m.subject).sort()).toEqual([
      'Business claim: Anchorage Farmers Market',
      'Issue report: Permanently closed at Anchorage Farmers Market',
    ]);
    expect(mail.find((m) => m.subject.startsWith('Business'))?.text).toContain(
      'Role: Business Representative',
    );

    // Only moderators and admins see and move them.
    expect((await call('{ issueReports { total } }', user)).errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await call('{ businessClaims { total } }')).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const forbidden = await call(
      `mutation { setIssueReportStatus(id: "${report.data.reportIssue.id}", status: "resolved") { status } }`,
      user,
    );
    expect(forbidden.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const listed = await call(
      '{ issueReports(status: "new") { total items { id issueType } } businessClaims { total items { id } } }',
      admin,
    );
    expect(listed.data.issueReports).toEqual({
      total: 1,
      items: [{ id: report.data.reportIssue.id, issueType: 'closed-permanently' }],
    });
    expect(listed.data.businessClaims.total).toBe(1);
    const bad = await call(
      `mutation { setIssueReportStatus(id: "${report.data.reportIssue.id}", status: "done") { status } }`,
      admin,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'status must be one of: new, in_review, resolved, rejected',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const moved = await call(
      `mutation { setIssueReportStatus(id: "${report.data.reportIssue.id}", status: "in_review", note: "Calling the market") { status history { status changedBy note } } }`,
      admin,
    );
    expect(moved.data.setIssueReportStatus.status).toBe('in_review');
    expect(
      moved.data.setIssueReportStatus.history.map((h: { status: string; note: string | null }) => [
        h.status,
        h.note,
      ]),
    ).toEqual([
      ['new', null],
      ['in_review', 'Calling the market'],
    ]);
    expect(
      (await call('{ issueReports(status: "new") { total } }', admin)).data.issueReports.total,
    ).toBe(0);
  }, 300_000);

  it("records a signed-in user's store click once per click id and feeds trending; a signed-out click is not recorded", async () => {
    const near = 'lat: 61.2181, lng: -149.9003';
    expect(
      (await call(`mutation { recordStoreClick(storeId: "${STORE}", ${near}) }`)).data,
    ).toEqual({ recordStoreClick: false });
    expect(
      (await call(`mutation { recordStoreClick(storeId: "no-such-store", ${near}) }`, user)).data,
    ).toEqual({ recordStoreClick: false });
    const clickId = '6f0c1f0e-2b3c-4d5e-8f70-8192a3b4c5d6';
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await call(
            `mutation { recordStoreClick(storeId: "${STORE}", ${near}, clickId: "${clickId}") }`,
            user,
          )
        ).data,
      ).toEqual({ recordStoreClick: true });
    }
    const bad = await call(
      `mutation { recordStoreClick(storeId: "${STORE}", ${near}, clickId: "not-a-uuid") }`,
      user,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'clickId must be a UUID',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // Search received the click event (twice, with one event id): the clicked store now trends first.
    const { data } = await call(`{ trendingStores(${near}, limit: 5) { id } }`);
    expect(data.trendingStores[0].id).toBe(STORE);
  }, 300_000);
});
