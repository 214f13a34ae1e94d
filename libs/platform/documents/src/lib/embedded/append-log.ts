import { type FileHandle, open } from 'node:fs/promises';

/**
 * A collection's data file, appended in order through one handle kept open. Lines handed over while a
 * write is on its way go together in the next one (group commit): under load a collection's writers
 * share one disk write instead of each opening, appending and closing the file in turn, while
 * `flushed()` still resolves only once the lines are written.
 */
export class AppendLog {
  private handle: FileHandle | null = null;
  private pending: string[] = [];
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
    this.pending.push(text);
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
    await this.handle?.close();
    this.handle = null;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const text = this.pending.join('');
        const waiters = this.waiters;
        this.pending = [];
        this.waiters = [];
        try {
          this.handle ??= await open(this.filename, 'a', this.mode);
          await this.handle.appendFile(text, 'utf8');
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
