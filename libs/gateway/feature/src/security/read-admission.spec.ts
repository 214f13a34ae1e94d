import { eventually } from '@snap/platform-engines/testing';
import express, { type Request, type Response } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { isGraphqlRead, readAdmission } from './read-admission';

/** A gateway edge in miniature: the real middleware in front of a GraphQL route whose answers the
 * test releases one by one, so it can see which requests are being worked on. */
function edge(options: { maxInFlight: number; maxWaiting: number }) {
  const app = express();
  app.use(express.json());
  const gate = readAdmission(options);
  app.use(gate);
  const started: string[] = [];
  const holding = new Map<string, () => void>();
  app.post('/graphql', (req: Request, res: Response) => {
    const name = (req.body as { operationName: string }).operationName;
    started.push(name);
    holding.set(name, () => res.json({ data: { name } }));
  });
  return { app, gate, started, release: (name: string) => holding.get(name)?.() };
}

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const until = (check: () => boolean) => eventually(check, (done) => done, { everyMs: 1 });

describe('read admission: reads beyond the bound wait their turn, writes never do', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('tells GraphQL reads from mutations and other routes', () => {
    const req = (method: string, path: string, body?: unknown) =>
      ({ method, path, body }) as unknown as Request;
    expect(isGraphqlRead(req('POST', '/graphql', { query: '{ store(id: "1") { id } }' }))).toBe(
      true,
    );
    expect(isGraphqlRead(req('POST', '/graphql', { query: 'query Q { tips { id } }' }))).toBe(true);
    expect(isGraphqlRead(req('GET', '/graphql'))).toBe(true);
    expect(isGraphqlRead(req('POST', '/graphql', { query: ' mutation { signOut }' }))).toBe(false);
    expect(
      isGraphqlRead(req('POST', '/graphql', { query: '# favorite\nmutation A { addFavorite }' })),
    ).toBe(false);
    // What a text match got wrong: a fragment first, two operations, a field named "mutation".
    expect(
      isGraphqlRead(
        req('POST', '/graphql', {
          query: 'fragment F on Store { id }\nmutation Add { addFavorite(storeId: "1") }',
        }),
      ),
    ).toBe(false);
    expect(
      isGraphqlRead(
        req('POST', '/graphql', {
          query: 'query Read { tips { id } } mutation Write { signOut }',
          operationName: 'Write',
        }),
      ),
    ).toBe(false);
    expect(
      isGraphqlRead(
        req('POST', '/graphql', {
          query: 'query Read { tips { id } } mutation Write { signOut }',
          operationName: 'Read',
        }),
      ),
    ).toBe(true);
    expect(isGraphqlRead(req('POST', '/graphql', { query: '{ mutation { id } }' }))).toBe(true);
    expect(isGraphqlRead(req('POST', '/api/stores/1/photos'))).toBe(false);
    expect(isGraphqlRead(req('GET', '/health/ready'))).toBe(false);
  });

  it('works on at most the bound of reads, lets a mutation past the queue, then the waiting reads in order, and sheds past the waiting bound', async () => {
    const { app, gate, started, release } = edge({ maxInFlight: 2, maxWaiting: 2 });
    let url: string;
    ({ server, url } = await listen(app));
    const post = (operationName: string, query: string) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operationName, query }),
      });
    const reads = ['r1', 'r2'].map((name) => post(name, `query ${name} { a }`));
    await until(() => started.length === 2);
    // Sent one after the other, so their order in the queue is known.
    reads.push(post('r3', 'query r3 { a }'));
    await until(() => gate.waiting() === 1);
    reads.push(post('r4', 'query r4 { a }'));
    await until(() => gate.waiting() === 2);
    expect(started).toEqual(['r1', 'r2']);
    // Two waiting already: the fifth read is shed at once, with a retry hint.
    const shed = await post('r5', 'query r5 { a }');
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect((await shed.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    // A write is worked on at once.
    const write = post('w1', 'mutation w1 { b }');
    await until(() => started.includes('w1'));
    expect(started).toEqual(['r1', 'r2', 'w1']);
    release('w1');
    expect((await write).status).toBe(200);
    // Each finished read lets the next one in, in the order they came.
    release('r2');
    await until(() => started.length === 4);
    expect(started[3]).toBe('r3');
    release('r1');
    await until(() => started.length === 5);
    expect(started[4]).toBe('r4');
    release('r3');
    release('r4');
    expect((await Promise.all(reads)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });
});
