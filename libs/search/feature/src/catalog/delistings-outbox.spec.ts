import { SchedulerRegistry } from '@nestjs/schedule';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusClient } from '@snap/platform-bus';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { DelistingsOutbox, DelistingsPublisher } from './delistings-outbox';

describe('the delistings outbox of command-line imports', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-delistings-'));
    documents = new EmbeddedDocumentStore(dir);
  });

  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes what is owed a minute after the search service starts (community subscribes after search), not before', async () => {
    const outbox = new DelistingsOutbox(documents);
    await outbox.record(['a', 'b'], '2026-07-29', '2026-07-30T08:00:00.000Z');
    const published: unknown[] = [];
    let firstPublished: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (firstPublished = resolve));
    const bus = {
      publish: async (_event: unknown, payload: unknown) => {
        published.push(payload);
        firstPublished();
      },
    } as unknown as BusClient;
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const timers = new SchedulerRegistry();
    const publisher = new DelistingsPublisher(outbox, timers, bus);
    try {
      publisher.onApplicationBootstrap();
      await jest.advanceTimersByTimeAsync(59_000);
      expect(published).toEqual([]);
      await jest.advanceTimersByTimeAsync(1_000);
    } finally {
      jest.useRealTimers();
    }
    await done;
    // What @nestjs/schedule does at shutdown.
    timers.getIntervals().forEach((name) => timers.deleteInterval(name));
    expect(published).toEqual([
      { storeIds: ['a', 'b'], delistedOn: '2026-07-29', closedAt: '2026-07-30T08:00:00.000Z' },
    ]);
  });

  it('splits a national list’s closings into events of at most 1,000 stores', async () => {
    const outbox = new DelistingsOutbox(documents);
    const ids = Array.from({ length: 2_500 }, (_, i) => `st_${i}`);
    await outbox.record(ids, '2026-07-29', '2026-07-30T08:00:00.000Z');
    const sizes: number[] = [];
    const bus = {
      publish: async (_event: unknown, payload: { storeIds: string[] }) => {
        sizes.push(payload.storeIds.length);
      },
    } as unknown as BusClient;
    expect(await outbox.publishPending(bus)).toBe(3);
    expect(sizes.sort((a, b) => b - a)).toEqual([1000, 1000, 500]);
    expect(await outbox.count()).toBe(0);
  });
});
