import { eventually } from '@snap/platform-engines/testing';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { OUTAGE_MESSAGES } from '../graphql/outages';
import {
  eventLoopLag,
  LAG_SUSTAINED_MS,
  loadShedding,
  SHED_RETRY_AFTER_SECONDS,
} from './load-shedding';

/** A server whose API answers only when the test releases it, so "in flight" is under the test's control. */
function slowApi(maxInFlight: number) {
  const waiting: Array<() => void> = [];
  let shed = 0;
  let handled = 0;
  const shedding = loadShedding({ maxInFlight, onShed: () => (shed += 1) });
  const app = express();
  app.use(shedding);
  app.post('/graphql', (_req, res) => {
    waiting.push(() => {
      handled += 1;
      res.json({ data: { ok: true } });
    });
  });
  app.get('/health/ready', (_req, res) => res.json({ status: 'ok' }));
  app.get('/', (_req, res) => res.send('<h1>home</h1>'));
  app.get('/assets/app.js', (_req, res) => res.type('js').send('export {}'));
  return {
    app,
    shedding,
    releaseAll: () => waiting.splice(0).forEach((answer) => answer()),
    waitingCount: () => waiting.length,
    counts: () => ({ shed, handled }),
  };
}

describe('load shedding at the gateway', () => {
  let server: Server;
  let base: string;
  let api: ReturnType<typeof slowApi>;

  async function start(maxInFlight: number) {
    api = slowApi(maxInFlight);
    server = api.app.listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  afterEach(() => new Promise((closed) => server.close(closed)));

  const post = () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ ok }"}',
    });

  const untilWaiting = (count: number) =>
    eventually(
      () => api.waitingCount(),
      (waiting) => waiting >= count,
      { everyMs: 1 },
    );

  it('answers 503 with Retry-After and the outage words once the limit is in flight, without running it', async () => {
    await start(2);
    const accepted = [post(), post()];
    await untilWaiting(2);

    const shed = await post();
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(await shed.json()).toEqual({
      errors: [
        { message: OUTAGE_MESSAGES.other, extensions: { code: 'SERVICE_UNAVAILABLE', shed: true } },
      ],
    });
    expect(api.waitingCount()).toBe(2);

    api.releaseAll();
    const answers = await Promise.all(accepted);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(api.counts()).toEqual({ shed: 1, handled: 2 });
  });

  it('accepts again as soon as requests in flight finish', async () => {
    await start(1);
    const first = post();
    await untilWaiting(1);
    expect((await post()).status).toBe(503);
    api.releaseAll();
    expect((await first).status).toBe(200);
    await new Promise((r) => setImmediate(r));
    expect(api.shedding.inFlight()).toBe(0);

    const again = post();
    await untilWaiting(1);
    api.releaseAll();
    expect((await again).status).toBe(200);
  });

  it('counts a request whose caller hung up as finished', async () => {
    await start(1);
    const abort = new AbortController();
    const gone = fetch(`${base}/graphql`, { method: 'POST', body: '{}', signal: abort.signal });
    await untilWaiting(1);
    abort.abort();
    await expect(gone).rejects.toThrow(/abort/i);
    while (api.shedding.inFlight() > 0) await new Promise((r) => setImmediate(r));

    const next = post();
    await untilWaiting(2);
    api.releaseAll();
    expect((await next).status).toBe(200);
  });

  it('always answers health checks and built files, whatever is in flight', async () => {
    await start(1);
    const busy = post();
    await untilWaiting(1);
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(200);
    expect(api.counts().shed).toBe(0);
    api.releaseAll();
    await busy;
  });

  it('sheds a page like the API past the bound: a page rendered on the server costs its data', async () => {
    await start(1);
    const busy = post();
    await untilWaiting(1);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(await page.text()).toBe(OUTAGE_MESSAGES.other);
    expect(api.counts().shed).toBe(1);
    api.releaseAll();
    await busy;
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});

describe('load shedding on a lagging event loop', () => {
  let server: Server;
  afterEach(() => new Promise((closed) => server.close(closed)));

  it('sheds API requests once the loop has lagged past the limit for a second, and serves them again once it keeps up', async () => {
    let lag = 400;
    let clock = 0;
    const app = express();
    app.use(
      loadShedding({
        maxInFlight: 100,
        eventLoopLag: () => lag,
        maxEventLoopLagMs: 150,
        now: () => clock,
      }),
    );
    app.post('/graphql', (_req, res) => res.json({ data: { ok: true } }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

    // A pause (a burst of work) is not overload: served while the lag is younger than a second.
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    clock = LAG_SUSTAINED_MS;
    const shed = await fetch(url, { method: 'POST' });
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    lag = 20;
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
  });

  it('never sheds on lag when the limit is 0, the default', async () => {
    const app = express();
    app.use(loadShedding({ maxInFlight: 100, eventLoopLag: () => 5_000, maxEventLoopLagMs: 0 }));
    app.post('/graphql', (_req, res) => res.json({ data: { ok: true } }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
  });
});

describe('the event-loop lag', () => {
  it('reports a loop held for two seconds as lagging far past a 150 ms limit', async () => {
    const lag = eventLoopLag(50);
    try {
      const until = performance.now() + 2_000;
      while (performance.now() < until) {
        // Holding the loop, as a burst of synchronous work does.
      }
      // The monitor measures the hold once the loop turns again.
      await eventually(() => expect(lag.current()).toBeGreaterThan(150));
    } finally {
      lag.stop();
    }
  });
});
