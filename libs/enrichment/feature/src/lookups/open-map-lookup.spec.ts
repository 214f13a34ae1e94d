import { Logger } from '@nestjs/common';
import { MemoryCache } from '@snap/platform-cache';
import { OverpassOpenMap } from '../open-map/overpass-open-map';
import { PROVIDER_FIXTURES } from '../testing/provider-fixtures';
import { ReplayingProviderServer } from '../testing/replaying-provider-server';
import { OpenMapLookup } from './open-map-lookup';

const STORE = { id: 'st_168254', name: 'SWEET AUBURN GROCERY', lat: 33.75559, lng: -84.38109 };
const REAL_TIMERS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'nextTick',
  'queueMicrotask',
  'hrtime',
  'performance',
] as const;

describe('open-map lookup: fresh 30 minutes, failures as no data, one retry, shared queries', () => {
  let server: ReplayingProviderServer;
  let lookup: OpenMapLookup;
  let warnings: string[];
  beforeAll(async () => (server = await ReplayingProviderServer.start(PROVIDER_FIXTURES)));
  afterAll(() => server.close());
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: new Date('2026-06-10T12:00:00Z') });
    server.reset();
    lookup = new OpenMapLookup(
      new OverpassOpenMap({ url: server.overpassUrl, timeoutMs: 2_000 }),
      new MemoryCache(),
    );
    warnings = [];
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((message: unknown) => void warnings.push(String(message)));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('finds the match once for concurrent lookups and keeps it 30 minutes', async () => {
    const results = await Promise.all([
      lookup.lookup(STORE),
      lookup.lookup(STORE),
      lookup.lookup(STORE),
    ]);
    expect(results.map((r) => r.match?.osm_id)).toEqual([
      'node/4411223344',
      'node/4411223344',
      'node/4411223344',
    ]);
    expect(server.count('interpreter')).toBe(1);
    jest.setSystemTime(new Date('2026-06-10T12:29:00Z'));
    expect((await lookup.lookup(STORE)).from).toBe('cache');
    jest.setSystemTime(new Date('2026-06-10T12:31:00Z'));
    expect((await lookup.lookup(STORE)).from).toBe('open-map');
    expect(server.count('interpreter')).toBe(2);
  });

  it('retries a failure once, then answers no data, logs once with the store id and caches it', async () => {
    server.fail('interpreter', 'http-500', 2);
    expect(await lookup.lookup(STORE)).toEqual({
      from: 'open-map',
      match: null,
      error: 'answered HTTP 500',
    });
    expect(server.count('interpreter')).toBe(2);
    expect(warnings).toEqual(['open-map lookup for store st_168254 failed: answered HTTP 500']);
    expect(await lookup.lookup(STORE)).toEqual({
      from: 'cache',
      match: null,
      error: 'answered HTTP 500',
    });
    expect(server.count('interpreter')).toBe(2);
  });

  it('answers no match, without an error, for an answer with no elements', async () => {
    server.fail('interpreter', 'empty-elements');
    expect(await lookup.lookup(STORE)).toEqual({ from: 'open-map', match: null, error: null });
    expect(warnings).toEqual([]);
  });

  it('is off without an endpoint', async () => {
    const off = new OpenMapLookup(new OverpassOpenMap({ timeoutMs: 2_000 }), new MemoryCache());
    expect(await off.lookup(STORE)).toEqual({ from: 'off', match: null, error: null });
    expect(server.count('interpreter')).toBe(0);
  });
});
