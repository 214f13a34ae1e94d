import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedBus } from '@snap/platform-bus';
import { createLogger } from '@snap/platform-observability';
import type { StoreIndex } from '@snap/platform-search-index';
import { closePlatform, createEmbeddedPlatform } from './lib/embedded-platform';
import type { ServicePlatform } from './lib/platform.module';
import { serviceRoot } from './lib/service-root';

export interface BootedService {
  bus: EmbeddedBus;
  platform: ServicePlatform;
  /** The service's providers, for specs that drive a background job directly. */
  get<T>(token: Type<T>): T;
  close(): Promise<void>;
}

/** Boots one service's feature module as the standalone runtime does (its own Nest microservice on an
 * in-process bus, embedded adapters in a temporary folder), for specs that talk to it over the bus. */
export async function bootServiceForTest(
  name: string,
  feature: Type<unknown> | DynamicModule,
  options: { searchIndex?: StoreIndex } = {},
): Promise<BootedService> {
  const dataDir = mkdtempSync(join(tmpdir(), `snap-${name}-`));
  // Replies may take seconds on a busy machine (password hashing, image resizing): specs never time the
  // bus; the ones about timeouts pass their own.
  const bus = new EmbeddedBus({ retryBackoffMs: 5, defaultTimeoutMs: 60_000 });
  const platform = createEmbeddedPlatform({
    service: name,
    dataDir,
    bus,
    logger: createLogger(name, 'silent'),
    searchIndex: options.searchIndex,
  });
  const app = await NestFactory.createMicroservice(
    serviceRoot({ name, version: '0.1.0-test' }, platform, feature),
    {
      strategy: bus.server(name),
      logger: false,
    },
  );
  await app.listen();
  return {
    bus,
    platform,
    get: (token) => app.get(token, { strict: false }),
    async close() {
      await app.close();
      await bus.broker.drain();
      await closePlatform(platform);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every clock API but `Date`: timers, ticks and performance keep running for real. */
const REAL_CLOCKS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Freezes the wall clock (`Date` only) until the test steps it, so records written one after the other
 * get ordered timestamps without sleeping and whatever the machine's speed. `jest.useRealTimers()` in
 * an afterEach gives the real clock back.
 */
export function useSteppedClock(start = Date.now()): { step(ms?: number): void } {
  jest.useFakeTimers({ doNotFake: [...REAL_CLOCKS], now: start });
  return { step: (ms = 1_000) => jest.setSystemTime(Date.now() + ms) };
}

/**
 * Sets the wall clock (`Date` only) to `start`, from where it runs on at the real pace: a spec that
 * must stay within one day, or one hour, runs the same whenever the machine runs it. `jest.useRealTimers()`
 * gives the real clock back.
 */
export function useClockFrom(start: number): void {
  jest.useFakeTimers({ doNotFake: [...REAL_CLOCKS], now: start, advanceTimers: true });
}
