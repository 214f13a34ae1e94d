import { mkdtempSync, rmSync, statSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedPort } from '@snap/platform-engines/testing';
import { startBalancer } from './balancer';
import { processEnv, runSecrets } from './distributed-runtime';

/** A gateway replica that answers with the headers it was sent. */
function replica(): Promise<Server> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(req.headers));
  });
  return new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(server)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** A replica that handles each request its own way, counting what it was sent. */
function serving(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Server & { requests: number }> {
  const server = Object.assign(
    createServer((req, res) => {
      server.requests++;
      handle(req, res);
    }),
    { requests: 0 },
  );
  return new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(server)));
}

/** Answers with the number of body bytes it received. */
const countingBytes = (req: IncomingMessage, res: ServerResponse) => {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => res.writeHead(200).end(String(bytes)));
};

const close = (server: Server) =>
  new Promise((closed) => {
    server.closeAllConnections();
    server.close(closed);
  });

const query = JSON.stringify({ query: '{ storesNear(zip: "30303") { id } }' });

describe('the --replicas balancer passes each visitor on as themselves (issue 43, finding 4)', () => {
  let replicas: Server[];
  let balancer: Server;
  let url: string;

  beforeAll(async () => {
    replicas = await Promise.all([replica(), replica()]);
    balancer = await startBalancer({ host: '127.0.0.1', port: 0, targets: replicas.map(portOf) });
    url = `http://127.0.0.1:${portOf(balancer)}`;
  });
  afterAll(async () => {
    for (const server of [balancer, ...replicas])
      await new Promise((closed) => server.close(closed));
  });

  const seen = async (headers: Record<string, string> = {}) =>
    (await (await fetch(`${url}/graphql`, { headers })).json()) as IncomingHttpHeaders;

  it('adds X-Forwarded-For with the address the request came from, on every replica', async () => {
    for (let i = 0; i < 2; i++) expect((await seen())['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("appends to a visitor's own X-Forwarded-For, so one hop back (TRUST_PROXY_HOPS=1) is still the visitor's address", async () => {
    const chain = (await seen({ 'X-Forwarded-For': '203.0.113.9' }))['x-forwarded-for'];
    expect(chain).toBe('203.0.113.9, 127.0.0.1');
    expect(String(chain).split(', ').at(-1)).toBe('127.0.0.1');
  });
});

describe('the --replicas balancer does what a Kubernetes Service and ingress do, and no more', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(close));
  });
  const balancing = async (targets: number[]) => {
    const balancer = await startBalancer({ host: '127.0.0.1', port: 0, targets });
    servers.push(balancer);
    return `http://127.0.0.1:${portOf(balancer)}`;
  };

  it('never sends a request that reached a replica to another one, even a read: the visitor gets a 502 saying so', async () => {
    const dropping = await serving((req) => req.socket.destroy());
    const healthy = await serving(countingBytes);
    servers.push(dropping, healthy);
    const url = await balancing([portOf(dropping), portOf(healthy)]);

    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: query,
    });

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      errors: [
        {
          message:
            'This part of the site is temporarily unavailable. Please try again in a minute.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ],
    });
    expect([dropping.requests, healthy.requests]).toEqual([1, 0]);
  });

  it('passes over a replica that refuses the connection, so a write still arrives once and whole', async () => {
    const healthy = await serving(countingBytes);
    servers.push(healthy);
    const url = await balancing([await closedPort(), portOf(healthy)]);
    const mutation = JSON.stringify({ query: 'mutation { addFavorite(storeId: "s1") }' });

    const response = await fetch(`${url}/graphql`, { method: 'POST', body: mutation });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(String(Buffer.byteLength(mutation)));
    expect(healthy.requests).toBe(1);
  });

  it('streams a body to the replica as it arrives, so the replica can answer before the body has ended', async () => {
    // The replica answers at the first chunk; a balancer that read whole bodies first would never
    // pass that chunk on, and the answer below would never come.
    const early = await serving((req, res) => {
      req.once('data', () => res.writeHead(202).flushHeaders());
      req.on('end', () => res.end('done'));
    });
    servers.push(early);
    const url = new URL(await balancing([portOf(early)]));

    const upload = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/api/stores/s1/photos',
    });
    upload.write(Buffer.alloc(64 * 1024, 1));
    const answer = await new Promise<IncomingMessage>((answered) =>
      upload.once('response', answered),
    );
    expect(answer.statusCode).toBe(202);
    upload.end(Buffer.alloc(1024, 2));
    let text = '';
    for await (const chunk of answer) text += String(chunk);
    expect(text).toBe('done');
  });

  it("passes a body larger than the 32 MB it used to buffer on whole: the limits are the gateway's", async () => {
    const healthy = await serving(countingBytes);
    servers.push(healthy);
    const url = await balancing([portOf(healthy)]);
    const size = 40 * 1024 * 1024;

    const response = await fetch(`${url}/api/stores/s1/photos`, {
      method: 'POST',
      body: Buffer.alloc(size, 7),
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(String(size));
  });
});

describe('the distributed runtime behind its balancer (issue 43, finding 4)', () => {
  let runDir: string;
  beforeEach(() => (runDir = mkdtempSync(join(tmpdir(), 'snap-run-'))));
  afterEach(() => rmSync(runDir, { recursive: true, force: true }));

  it('runs the gateways behind the balancer with TRUST_PROXY_HOPS=1, and a single gateway without', () => {
    expect(processEnv('gateway', 3006, 2)).toEqual({ PORT: '3006', TRUST_PROXY_HOPS: '1' });
    expect(processEnv('gateway', 3000, 1)).toEqual({ PORT: '3000' });
    expect(processEnv('search', 3011, 2)).toEqual({ PORT: '3011' });
  });

  it('makes an OPS_TOKEN once per run folder, kept by its owner only, as it does the JWT secret', () => {
    const saved = process.env['OPS_TOKEN'];
    delete process.env['OPS_TOKEN'];
    try {
      const first = runSecrets(runDir);
      expect(first.OPS_TOKEN).toMatch(/^[\w-]{64}$/);
      expect(first.OPS_TOKEN).not.toBe(first.JWT_SECRET);
      expect(runSecrets(runDir).OPS_TOKEN).toBe(first.OPS_TOKEN);
      expect(statSync(join(runDir, 'secrets', 'ops-token')).mode & 0o777).toBe(0o600);
      const other = mkdtempSync(join(tmpdir(), 'snap-run-'));
      expect(runSecrets(other).OPS_TOKEN).not.toBe(first.OPS_TOKEN);
      rmSync(other, { recursive: true, force: true });
    } finally {
      if (saved !== undefined) process.env['OPS_TOKEN'] = saved;
    }
  });
});
