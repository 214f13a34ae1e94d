import { closeSync, openSync, write, writeSync } from 'node:fs';

/** Up to this size a write's lines go to the file at once, in the caller's turn of the event loop. */
const SYNC_APPEND_BYTES = 64 * 1024;

/**
 * A collection's data file, appended in order through one descriptor kept open. A write's few lines
 * go in with one synchronous `write` (microseconds, page cache): under load an asynchronous append
 * costs the writer a turn of an event loop full of other requests' work, several per contribution.
 * Larger appends (an import's batches) go asynchronously, and lines handed over meanwhile follow them
 * together in the next write (group commit). Either way `flushed()` resolves only once they are written.
 */
export class AppendLog {
  private fd: number | null = null;
  private pending: Buffer[] = [];
  private waiters: Array<{ resolve(): void; reject(error: unknown): void }> = [];
  private writing: Promise<void> | null = null;
  private tail: Promise<void> = Promise.resolve();
  /** A write that failed: the file no longer has what memory has, so every later write fails too. */
  private failure: unknown = null;

  constructor(
    private readonly filename: string,
    private readonly mode = 0o644,
  ) {}

  /** Hands lines over; the promise resolves once they (and every line before) are written. */
  append(text: string): Promise<void> {
    if (this.failure) {
      this.tail = Promise.reject(this.failure);
      return this.tail;
    }
    const bytes = Buffer.from(text, 'utf8');
    if (!this.writing && bytes.length <= SYNC_APPEND_BYTES) {
      try {
        writeAll(this.open(), bytes);
        this.tail = Promise.resolve();
      } catch (error) {
        this.failure = error;
        this.tail = Promise.reject(error);
      }
      return this.tail;
    }
    this.pending.push(bytes);
    const written = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.tail = written;
    this.writing ??= this.drain();
    return written;
  }

  /** Resolves once every line handed over so far is written (rejects if their write failed). */
  flushed(): Promise<void> {
    return this.tail;
  }

  /** Writes what is left and lets the file go (it may be rewritten, then appended to again). */
  async close(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private open(): number {
    this.fd ??= openSync(this.filename, 'a', this.mode);
    return this.fd;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const bytes = Buffer.concat(this.pending);
        const waiters = this.waiters;
        this.pending = [];
        this.waiters = [];
        try {
          await writeAllAsync(this.open(), bytes);
          for (const waiter of waiters) waiter.resolve();
        } catch (error) {
          this.failure = error;
          for (const waiter of [...waiters, ...this.waiters.splice(0)]) waiter.reject(error);
          this.pending = [];
        }
      }
    } finally {
      this.writing = null;
    }
  }
}

/** A write may take fewer bytes than given (a signal, a pipe): the rest follows at once. */
function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset);
}

async function writeAllAsync(fd: number, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    offset += await new Promise<number>((resolve, reject) =>
      write(fd, bytes, offset, bytes.length - offset, null, (error, written) =>
        error ? reject(error) : resolve(written),
      ),
    );
  }
}
