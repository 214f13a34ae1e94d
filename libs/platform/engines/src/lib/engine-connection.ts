import { Backoff } from './resilience';
import { TIME_LIMITS } from './time-limits';

/** What an adapter logs through (a pino logger fits). */
export interface EngineLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Longest wait of a read for the very first connection attempt after start-up: under the bus
 * request that carries it, so the caller hears that the engine is not ready, not a timeout. */
const FIRST_ATTEMPT_WAIT_MS = TIME_LIMITS.engineReadMs;

export interface EngineConnectionOptions {
  /** Named in every message, with the address, so an operator knows what to look at. */
  engine: string;
  address: string;
  logger: EngineLogger;
  /** First and longest pause between attempts; the pause doubles after each failure. */
  retryDelayMs: { initial: number; max: number };
  /** Checks that the engine answers and prepares what the adapter needs (its index, its bucket). */
  establish(): Promise<void>;
  /** The adapter's own 'unavailable' error, so callers can tell it from a bad request. */
  unavailable(reason: string): Error;
  describe(error: unknown): string;
}

/**
 * The start-up and reconnection behaviour of a real adapter: constructing it never throws; it
 * connects in the background, retrying with backoff and logging each failure with the engine's
 * name and address, and after losing the engine it reconnects by itself.
 */
export class EngineConnection {
  private isReady = false;
  private connectedOnce = false;
  private closed = false;
  private lastError = 'not connected yet';
  /** Failed attempts since the last success: reads wait for the first attempt only. */
  private failures = 0;
  private loop: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private wakeRetry: (() => void) | null = null;
  private waiters: Array<() => void> = [];

  constructor(private readonly options: EngineConnectionOptions) {
    this.start();
  }

  get ready(): boolean {
    return this.isReady;
  }

  /** Throws the adapter's 'unavailable' error unless connected. */
  assertReady(): void {
    const { engine, address } = this.options;
    if (this.closed)
      throw this.options.unavailable(`the ${engine} adapter for ${address} is closed`);
    if (!this.isReady)
      throw this.options.unavailable(`${engine} at ${address} is not ready (${this.lastError})`);
  }

  /** For reads: right after start-up, wait for the first attempt; after a failure, fail at once. */
  async settled(): Promise<void> {
    if (!this.isReady && !this.closed && this.failures === 0)
      await this.nextChange(FIRST_ATTEMPT_WAIT_MS);
    this.assertReady();
  }

  /** For writes (an import or upload may begin before the engine answers): wait up to a limit. */
  async whenReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isReady && !this.closed && Date.now() < deadline)
      await this.nextChange(deadline - Date.now());
    this.assertReady();
  }

  /** A request found the engine gone: log it, reconnect in the background, and give the error to throw. */
  lost(error: unknown): Error {
    const { engine, address } = this.options;
    this.lastError = this.options.describe(error);
    this.options.logger.warn(
      { engine, address },
      `${engine} at ${address} is unavailable (${this.lastError}); reconnecting`,
    );
    this.failures = Math.max(this.failures, 1);
    this.start();
    return this.options.unavailable(`${engine} at ${address}: ${this.lastError}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.isReady = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.wakeRetry?.();
    this.notify();
    await this.loop;
  }

  private start(): void {
    if (this.loop || this.closed) return;
    this.isReady = false;
    this.loop = this.run().finally(() => (this.loop = null));
  }

  private async run(): Promise<void> {
    const { engine, address, logger } = this.options;
    const backoff = new Backoff({
      initialMs: this.options.retryDelayMs.initial,
      maxMs: this.options.retryDelayMs.max,
    });
    for (let attempt = 1; !this.closed; attempt++) {
      try {
        await this.options.establish();
        if (this.closed) return;
        this.isReady = true;
        this.failures = 0;
        logger.info(
          { engine, address },
          `${engine} at ${address} ${this.connectedOnce ? 'is reachable again' : 'connected'}`,
        );
        this.connectedOnce = true;
        this.notify();
        return;
      } catch (error) {
        if (this.closed) return;
        this.lastError = this.options.describe(error);
        this.failures++;
        this.notify();
        const delay = backoff.next();
        logger.warn(
          { engine, address, attempt, retryInMs: delay },
          `${engine} at ${address} is not reachable (${this.lastError}); retrying in ${delay} ms`,
        );
        await new Promise<void>((resolve) => {
          this.wakeRetry = resolve;
          this.retryTimer = setTimeout(resolve, delay);
        });
      }
    }
  }

  /** Resolves on the next success or failed attempt (or after timeoutMs). */
  private async nextChange(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.waiters.push(resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    clearTimeout(timer);
  }

  private notify(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
