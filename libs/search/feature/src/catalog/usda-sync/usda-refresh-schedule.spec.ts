import { SchedulerRegistry } from '@nestjs/schedule';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusClient } from '@snap/platform-bus';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { CatalogImportsUseCases } from '../../catalog-admin/catalog-imports.usecases';
import { Gazetteer } from '../../geocoding/gazetteer';
import { ReplayingUsdaServer } from '../../testing/replaying-usda-server';
import type { CatalogOptions } from '../catalog-bootstrap';
import { CatalogCoverageRepository } from '../catalog-coverage.repository';
import { ImportStoresUseCase } from '../import-stores.usecase';
import { StoresRepository } from '../stores.repository';
import { HttpUsdaRetailerService } from '../usda-service/http-usda-retailer-service';
import { UsdaRefreshSchedule } from './usda-refresh-schedule';
import { UsdaSyncUseCase } from './usda-sync.usecase';

const HOUR = 3_600_000;
const admin = { userId: 'admin-1', roles: ['admin'] };

/** The schedule over fake time: the replaying USDA server stands in for USDA (no test reaches it), and
 * the catalog is the embedded one. Time is the subject, so the clock is Jest's; the network is not faked. */
describe('the daily check of USDA’s list', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let usda: ReplayingUsdaServer;
  let imports: CatalogImportsUseCases;
  let sync: UsdaSyncUseCase;
  /** The timers @nestjs/schedule keeps for the application; its shutdown clears them, as stop() does. */
  let timers: SchedulerRegistry;
  const stop = () => timers.getIntervals().forEach((name) => timers.deleteInterval(name));

  const schedule = (syncIntervalDays = 14) =>
    new UsdaRefreshSchedule(
      {
        usdaService: { url: usda.layerUrl, syncIntervalDays, syncStates: ['GA'] },
      } as CatalogOptions,
      sync,
      imports,
      timers,
    );
  const pageReads = () => usda.seen('page').length;
  /** Moves fake time an hour at a time, letting each hourly look (which awaits the network and the
   * documents, on the real clock) finish before the next. */
  const afterHours = async (hours: number) => {
    for (let hour = 0; hour < hours; hour++) {
      await jest.advanceTimersByTimeAsync(HOUR);
      await quiet();
    }
  };
  const quiet = async () => {
    for (let i = 0; i < 3; i++) await realPause(2);
    await imports.settled();
  };
  /** Waits (real time) until the schedule's last check is the one expected. */
  const checkedAt = async (daily: UsdaRefreshSchedule, at: string, outcome: string) => {
    for (let i = 0; i < 500; i++) {
      const last = (await daily.status()).lastCheck;
      if (last?.checkedAt === at && last.outcome === outcome) {
        await imports.settled();
        return last;
      }
      await realPause(10);
    }
    throw new Error(
      `no ${outcome} check at ${at}: ${JSON.stringify((await daily.status()).lastCheck)}`,
    );
  };

  beforeEach(async () => {
    jest.useFakeTimers({
      now: new Date('2026-12-01T06:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    timers = new SchedulerRegistry();
    usda = await ReplayingUsdaServer.start();
    dir = mkdtempSync(join(tmpdir(), 'snap-usda-schedule-'));
    documents = new EmbeddedDocumentStore(join(dir, 'documents'));
    const blobs = new FilesystemBlobStore(join(dir, 'blobs'));
    const bus = { publish: async () => undefined } as unknown as BusClient;
    const importer = new ImportStoresUseCase(
      new StoresRepository(documents),
      new EmbeddedStoreIndex(),
      new Gazetteer(),
    );
    sync = new UsdaSyncUseCase(
      new HttpUsdaRetailerService({ url: usda.layerUrl, backoffMs: 1, attempts: 1 }),
      importer,
      blobs,
      new MemoryCache(),
      documents,
    );
    imports = new CatalogImportsUseCases(
      documents,
      blobs,
      bus,
      importer,
      sync,
      new CatalogCoverageRepository(documents),
    );
  });
  afterEach(async () => {
    stop();
    jest.useRealTimers();
    await usda.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refreshes at the first look, then asks only for the edition once a day, and refreshes again only when USDA published a new one', async () => {
    const daily = schedule();
    daily.onApplicationBootstrap();
    // No refresh had completed: the first look reads the list.
    await checkedAt(daily, '2026-12-01T06:00:00.000Z', 'refreshed');
    expect(pageReads()).toBeGreaterThan(0);
    const firstSync = await sync.lastSync({ states: ['GA'] });
    expect(firstSync?.lastEditDate).toEqual(expect.any(Number));

    // 23 hourly looks later, no check was due: not even the edition was asked for.
    usda.reset();
    await afterHours(23);
    expect(usda.requests).toEqual([]);

    // A day after the first check: one request for the edition, unchanged, nothing read.
    await afterHours(1);
    expect(await checkedAt(daily, '2026-12-02T06:00:00.000Z', 'unchanged')).toMatchObject({
      lastEditDate: firstSync?.lastEditDate,
    });
    expect(usda.requests.map((request) => request.kind)).toEqual(['layer']);
    expect(await daily.nextDue()).toBe('2026-12-03T06:00:00.000Z');

    // USDA publishes: the next day's check sees the new edition and refreshes.
    const edition = usda.changeLastEditDate();
    usda.reset();
    await afterHours(24);
    expect(await checkedAt(daily, '2026-12-03T06:00:00.000Z', 'refreshed')).toMatchObject({
      lastEditDate: edition,
    });
    expect(pageReads()).toBeGreaterThan(0);
    const status = await daily.status();
    expect(status.lastSync?.lastEditDate).toBe(edition);
    // The back-office shows the next check, the last check and the last refresh apart.
    const { nextScheduledRefresh, ...shown } = await daily.view();
    const sources = await imports.sources(admin, nextScheduledRefresh, shown);
    expect(sources).toMatchObject({
      nextScheduledRefresh: '2026-12-04T06:00:00.000Z',
      lastUsdaCheck: {
        checkedAt: '2026-12-03T06:00:00.000Z',
        outcome: 'refreshed',
        lastEditDate: new Date(edition).toISOString(),
        detail: null,
      },
      lastUsdaSync: { lastEditDate: new Date(edition).toISOString() },
    });
    stop();
  }, 60_000);

  it('records a check USDA did not answer and tries again at the next hourly look', async () => {
    const daily = schedule();
    usda.fail('http-500', { times: 1, kind: 'layer' });
    daily.onApplicationBootstrap();
    expect(await checkedAt(daily, '2026-12-01T06:00:00.000Z', 'failed')).toMatchObject({
      detail: expect.stringContaining('HTTP 500'),
      lastEditDate: null,
    });
    expect(pageReads()).toBe(0);
    expect(await daily.nextDue()).toBe('2026-12-01T06:00:00.000Z');

    await afterHours(1);
    await checkedAt(daily, '2026-12-01T07:00:00.000Z', 'refreshed');
    expect(await sync.lastSync({ states: ['GA'] })).toMatchObject({
      finishedAt: '2026-12-01T07:00:00.000Z',
    });
    stop();
  }, 60_000);

  it('puts a check off while another import runs, and refreshes at the next look', async () => {
    const daily = schedule();
    const running = await imports.refreshFromUsda({ states: ['AL'] }, admin);
    expect(await daily.tick()).toBe(false);
    expect((await daily.status()).lastCheck).toMatchObject({
      checkedAt: '2026-12-01T06:00:00.000Z',
      outcome: 'busy',
      detail: 'An import is already running. Wait for it to finish, then start the next one.',
    });
    await imports.settled();
    expect(running.status).toBe('running');
    expect(await daily.tick(new Date('2026-12-01T07:00:00Z'))).toBe(true);
    await imports.settled();
  }, 60_000);

  it('does nothing without a schedule (the standalone default)', async () => {
    const off = schedule(0);
    off.onApplicationBootstrap();
    await afterHours(48);
    expect(await off.tick()).toBe(false);
    expect(await off.nextDue()).toBeNull();
    expect(usda.requests).toEqual([]);
  }, 60_000);
});

/** A pause on the real clock: the replaying server and the embedded documents answer in real time. */
function realPause(ms: number): Promise<void> {
  const { setTimeout: realSetTimeout } =
    jest.requireActual<typeof import('node:timers')>('node:timers');
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}
