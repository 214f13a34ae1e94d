import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
