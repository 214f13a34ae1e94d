export type DependencyStatus = 'up' | 'down';
/** 'off': an optional dependency that is not configured; the service works without it. */
export type DependencyReportStatus = DependencyStatus | 'off';

/** What a check may add in words: an optional dependency that is switched off, or a note on one that is up. */
export interface DependencyNote {
  off?: boolean;
  detail: string;
}

export interface DependencyCheck {
  name: string;
  /** Set for a dependency the service serves without: what waits while it is down, in words. Its
   * outage is reported (status 'down', this as the detail) but leaves the service ready. */
  degrades?: string;
  /** Resolves when the dependency answers (optionally with a note); rejects (or times out) otherwise. */
  check(): Promise<void | DependencyNote>;
}

export interface DependencyReport {
  name: string;
  status: DependencyReportStatus;
  error?: string;
  detail?: string;
}

export interface ReadinessReport {
  status: DependencyStatus;
  dependencies: DependencyReport[];
}

export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** The dependencies a service needs to do its work; readiness is up only when all of them answer,
 * except the ones it serves without (`degrades`), which are reported but do not take it out of service. */
export class HealthRegistry {
  private readonly checks = new Map<string, DependencyCheck>();

  register(check: DependencyCheck): void {
    this.checks.set(check.name, check);
  }

  async readiness(timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<ReadinessReport> {
    const dependencies = await Promise.all(
      [...this.checks.values()].map(
        async ({ name, check, degrades }): Promise<DependencyReport> => {
          try {
            const note = await withTimeout(
              check(),
              timeoutMs,
              `${name} did not answer within ${timeoutMs} ms`,
            );
            if (!note) return { name, status: 'up' };
            return { name, status: note.off ? 'off' : 'up', detail: note.detail };
          } catch (error) {
            return {
              name,
              status: 'down',
              error: error instanceof Error ? error.message : String(error),
              ...(degrades ? { detail: `not needed to serve; meanwhile ${degrades}` } : {}),
            };
          }
        },
      ),
    );
    const optional = new Set(
      [...this.checks.values()].filter((c) => c.degrades).map((c) => c.name),
    );
    const down = dependencies.some((d) => d.status === 'down' && !optional.has(d.name));
    return { status: down ? 'down' : 'up', dependencies };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
