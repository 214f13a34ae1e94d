import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as Minio from 'minio';
import sharp from 'sharp';
import { OutboxMailer } from '@snap/platform-mailer';
import {
  isolatedInstallation,
  nativeEngineEnv,
  ownedPid,
  resetInstallation,
  startDistributed,
  stopDistributed,
  type DistributedRuntime,
} from './distributed-runtime';
import { grantAdmin, JOURNEY_OPS_TOKEN } from './journey-graphql';
import { serviceBundle } from './service-bundles';
import { signInThroughGateway } from '@snap/identity-feature/testing';

// The blog journey in the distributed runtime (one process per service on Kafka, FerretDB/MongoDB,
// Redis and MinIO): an admin uploads an image and publishes a post through the gateway; then the
// content service that stored it is stopped, and a reader gets the post and its image from a second
// content instance, so the answers come from MongoDB and MinIO, not from any process's memory.

const BASE_PORT = Number(process.env['BLOG_JOURNEY_BASE_PORT'] ?? 3410);
/** The second content instance's health port (the runtime uses BASE_PORT … BASE_PORT + 5). */
const SECOND_CONTENT_PORT = Number(process.env['BLOG_JOURNEY_SECOND_PORT'] ?? 3111);
const ROOT = resolve(__dirname, '../..');
const INSTALLATION = 'wt_blog_journey';
const ADMIN = { email: 'journey-editor@example.org', password: 'secret-journey-1' };

interface Answer<T> {
  data: T;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

async function ask<T = unknown>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

/** Asks until the answer has no errors (a consumer group rebalancing after an instance left). */
async function eventually<T>(read: () => Promise<Answer<T>>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: Answer<T> | undefined;
  while (Date.now() < deadline) {
    last = await read().catch((error: Error) => ({
      data: null as T,
      errors: [{ message: error.message, extensions: { code: 'FETCH' } }],
    }));
    if (!last.errors) return last.data;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`no answer without errors: ${JSON.stringify(last?.errors)}`);
}

async function waitReady(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `the second content instance exited with ${child.exitCode}:\n${readFileSync(log, 'utf8').slice(-2000)}`,
      );
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the second content instance did not become ready within 120 s');
}

describe('the blog through the distributed runtime', () => {
  const runDir = mkdtempSync(join(tmpdir(), 'snap-blog-distributed-'));
  let engines: Record<string, string>;
  let isolated: Record<string, string>;
  let distributed: DistributedRuntime;
  let gateway: string;
  let second: ChildProcess | undefined;
  const uploadedKeys: string[] = [];

  beforeAll(async () => {
    engines = nativeEngineEnv();
    isolated = isolatedInstallation(INSTALLATION, engines);
    await resetInstallation(INSTALLATION, engines);
    const started = performance.now();
    distributed = await startDistributed({
      runDir,
      basePort: BASE_PORT,
      env: { ...isolated, OPS_TOKEN: JOURNEY_OPS_TOKEN, LOG_LEVEL: 'warn' },
      log: () => undefined,
    });
    gateway = distributed.gatewayUrl;
    console.log(
      `distributed runtime ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 480_000);

  afterAll(async () => {
    second?.kill('SIGTERM');
    await stopDistributed(runDir, () => undefined);
    // blog-images is shared by installations; remove only what this journey uploaded.
    if (uploadedKeys.length > 0) {
      const minio = new Minio.Client({
        endPoint: engines['MINIO_ENDPOINT'],
        port: Number(engines['MINIO_PORT']),
        useSSL: engines['MINIO_USE_SSL'] === 'true',
        accessKey: engines['MINIO_ACCESS_KEY'],
        secretKey: engines['MINIO_SECRET_KEY'],
      });
      await minio.removeObjects('blog-images', uploadedKeys).catch(() => undefined);
    }
    await resetInstallation(INSTALLATION, engines).catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
  }, 60_000);

  it('seeds the blog on MongoDB on the first start', async () => {
    const posts = await eventually(async () => {
      const answer = await ask<{ blogPosts: Array<{ slug: string }> }>(
        gateway,
        '{ blogPosts { slug } }',
      );
      return answer.errors || answer.data.blogPosts.length >= 5
        ? answer
        : { ...answer, errors: [{ message: 'not seeded yet', extensions: { code: 'WAIT' } }] };
    });
    expect(posts.blogPosts.map((p) => p.slug).sort()).toEqual([
      'double-up-food-bucks',
      'double-up-food-bucks-es',
      'ebt-chip-cards',
      'how-to-use-snap-at-farmers-markets',
      'restaurant-meals-program',
    ]);
  });

  it('lets an admin publish a post with an image through the gateway; a reader gets both from another content instance', async () => {
    await ask(
      gateway,
      'mutation($e: String!, $p: String!) { signUp(email: $e, password: $p, fullName: "Journey Editor") { id } }',
      { e: ADMIN.email, p: ADMIN.password },
    );
    // The operator's grant makes the account an admin once its owner confirms the address (the
    // identity service writes the link to the run's outbox without SMTP).
    const confirmation = await eventually<{ verifyEmail: { id: string } }>(async () => {
      const mails = await new OutboxMailer(join(runDir, 'data', 'outbox')).messages();
      const link = /token=([\w-]+)/.exec(
        mails.filter((m) => m.to === ADMIN.email).at(-1)?.text ?? '',
      )?.[1];
      return link
        ? ask<{ verifyEmail: { id: string } }>(
            gateway,
            'mutation($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
            { t: link, p: ADMIN.password },
          )
        : {
            data: { verifyEmail: { id: '' } },
            errors: [{ message: 'no e-mail yet', extensions: { code: 'WAIT' } }],
          };
    });
    expect(confirmation.verifyEmail.id).toMatch(/\S/);
    await grantAdmin(gateway, ADMIN.email);
    // The admin role works with a second factor: enrolled at this first sign-in.
    const token = (await signInThroughGateway(gateway, ADMIN.email, ADMIN.password)).accessToken;

    const png = await sharp({
      create: { width: 64, height: 40, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'market.png');
    const uploaded = await fetch(`${gateway}/api/blog/images`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { url: string; key: string };
    uploadedKeys.push(image.key);
    expect(image.url).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}\.png$/);

    const refused = await ask(
      gateway,
      'mutation { saveBlogPost(input: { title: "x", slug: "x", author: "x", body: "<p>x</p>" }) { message } }',
    );
    expect(refused.errors?.[0].message).toBe('User not authenticated');

    const categories = (
      await ask<{ blogCategories: Array<{ id: string; slug: string }> }>(
        gateway,
        '{ blogCategories { id slug } }',
      )
    ).data.blogCategories;
    const input = {
      title: 'Market Day on MongoDB',
      slug: 'market-day-on-mongodb',
      author: 'Journey Editor',
      body: '<h2>Bring your card</h2><p>Tokens at the booth.<script>alert(1)</script></p>',
      category_id: categories.find((c) => c.slug === 'shopping-tips')?.id,
      featured_image: image.url,
      is_published: true,
    };
    const saved = await ask<{
      saveBlogPost: { message: string; post: { id: string; body: string; published_at: string } };
    }>(
      gateway,
      'mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { message post { id body published_at } } }',
      { input },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveBlogPost).toMatchObject({
      message: 'Blog post created successfully!',
      post: { body: '<h2>Bring your card</h2><p>Tokens at the booth.</p>' },
    });
    const duplicate = await ask(
      gateway,
      'mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { message } }',
      { input },
      token,
    );
    expect(duplicate.errors?.[0].message).toBe(
      'A post with this slug already exists. Please choose another slug.',
    );

    // A second content instance joins; the one that stored the post stops.
    const log = join(runDir, 'logs', 'content-2.log');
    const out = openSync(log, 'a');
    second = spawn(process.execPath, ['--enable-source-maps', serviceBundle('content')], {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        ...engines,
        ...isolated,
        DATA_DIR: join(runDir, 'data-2'),
        PORT: String(SECOND_CONTENT_PORT),
        LOG_LEVEL: 'warn',
      },
    });
    closeSync(out);
    await waitReady(`http://127.0.0.1:${SECOND_CONTENT_PORT}`, second, log);
    const first = ownedPid(runDir, 'content');
    expect(first).not.toBeNull();
    process.kill(first as number, 'SIGTERM');

    const read = await eventually(() =>
      ask<{
        blogPost: {
          title: string;
          body: string;
          featured_image: string;
          category: { slug: string };
        };
        relatedBlogPosts: Array<{ slug: string }>;
      }>(
        gateway,
        '{ blogPost(slug: "market-day-on-mongodb") { title body featured_image category { slug } } relatedBlogPosts(slug: "market-day-on-mongodb") { slug } }',
      ),
    );
    expect(read.blogPost).toEqual({
      title: input.title,
      body: saved.data.saveBlogPost.post.body,
      featured_image: image.url,
      category: { slug: 'shopping-tips' },
    });
    expect(read.relatedBlogPosts.map((p) => p.slug).slice(0, 2)).toEqual([
      'double-up-food-bucks',
      'how-to-use-snap-at-farmers-markets',
    ]);
    const served = await fetch(`${gateway}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const deleted = await eventually(() =>
      ask<{ deleteBlogPost: { message: string } }>(
        gateway,
        `mutation { deleteBlogPost(id: "${saved.data.saveBlogPost.post.id}") { message } }`,
        undefined,
        token,
      ),
    );
    expect(deleted.deleteBlogPost.message).toBe('Blog post deleted successfully!');
    expect(
      (await ask(gateway, '{ blogPost(slug: "market-day-on-mongodb") { id } }')).errors?.[0]
        .message,
    ).toBe('Post not found');
  }, 240_000);
});
