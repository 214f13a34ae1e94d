import { Backoff } from '@snap/platform-engines';

/** A running service process, as far as its supervisor needs to know. */
export interface SupervisedProcess {
  pid: number;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: string | null }>;
  kill(signal: NodeJS.Signals): void;
}

export interface SupervisionOptions {
  name: string;
  /** Starts one process of the service. */
  launch: () => SupervisedProcess;
  /** Waits before a restart (a real timer in the supervisor, an instant one in specs). */
  wait: (ms: number) => Promise<void>;
  log: (line: string) => void;
  /** Called with the pid of every process started (the pid file). */
  started?: (pid: number) => void;
  /** Called once the supervisor gives up on the service. */
  gaveUp?: (reason: string) => void;
  now?: () => number;
  /** A process that ran less than this crashed "fast" (default 30 s). */
  fastCrashMs?: number;
  /** Fast crashes in a row after which the service is left down (default 5). */
  maxFastCrashes?: number;
  /** First and longest wait before a restart (default 1 s and 30 s), doubling after each fast crash. */
  backoff?: { initialMs: number; maxMs: number };
}

/**
 * Keeps one service running: when its process fails (a non-zero exit, or killed by a signal) it is started again
 * after a wait that doubles with each fast crash in a row (cockatiel's exponential backoff through
 * the platform's Backoff) and starts over once a process has run for a while. After `maxFastCrashes`
 * fast crashes in a row (a service that cannot start: bad configuration, a bug) it gives up and says
 * so, instead of restarting forever.
 */
export class ServiceSupervision {
  private current?: SupervisedProcess;
  private stopping = false;
  private fastCrashes = 0;
  private restarts = 0;
  private readonly backoff: Backoff;
  private readonly now: () => number;
  private readonly fastCrashMs: number;
  private readonly maxFastCrashes: number;
  /** Resolves when supervision ends: stopped, or given up. */
  readonly done: Promise<'stopped' | 'gave up'>;
  private finish!: (outcome: 'stopped' | 'gave up') => void;

  constructor(private readonly options: SupervisionOptions) {
    this.now = options.now ?? Date.now;
    this.fastCrashMs = options.fastCrashMs ?? 30_000;
    this.maxFastCrashes = options.maxFastCrashes ?? 5;
    const { initialMs, maxMs } = options.backoff ?? { initialMs: 1_000, maxMs: 30_000 };
    this.backoff = new Backoff({ initialMs, maxMs });
    this.done = new Promise((resolve) => (this.finish = resolve));
  }

  get pid(): number | undefined {
    return this.current?.pid;
  }

  get restartCount(): number {
    return this.restarts;
  }

  start(): void {
    void this.keepRunning();
  }

  /** Stops the service for good (SIGTERM; the caller escalates if it lingers). */
  stop(signal: NodeJS.Signals = 'SIGTERM'): void {
    this.stopping = true;
    this.current?.kill(signal);
    if (!this.current) this.finish('stopped');
  }

  private async keepRunning(): Promise<void> {
    const { name, log } = this.options;
    while (!this.stopping) {
      const startedAt = this.now();
      const child = this.options.launch();
      this.current = child;
      this.options.started?.(child.pid);
      const { code, signal } = await child.exited;
      this.current = undefined;
      if (this.stopping) break;
      const ranMs = this.now() - startedAt;
      if (code === 0) {
        // A clean exit is a deliberate stop (SIGTERM from an operator): like systemd's on-failure.
        log(`the ${name} service (pid ${child.pid}) stopped cleanly; not restarting it`);
        this.finish('stopped');
        return;
      }
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (ranMs < this.fastCrashMs) this.fastCrashes++;
      else {
        this.fastCrashes = 1;
        this.backoff.reset();
      }
      if (this.fastCrashes >= this.maxFastCrashes) {
        const reason = `the ${name} service ${how} after ${seconds(ranMs)} s, its ${this.fastCrashes}th crash in a row within ${seconds(this.fastCrashMs)} s of starting; not restarting it (see its log)`;
        log(reason);
        this.options.gaveUp?.(reason);
        this.finish('gave up');
        return;
      }
      const delay = this.backoff.next();
      this.restarts++;
      log(
        `the ${name} service (pid ${child.pid}) ${how} after ${seconds(ranMs)} s; restarting it in ${seconds(delay)} s (restart ${this.restarts})`,
      );
      await this.options.wait(delay);
    }
    this.finish('stopped');
  }
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
