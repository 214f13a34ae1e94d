/** Shares one in-flight computation between identical concurrent requests in this process. */
export class InFlight {
  private readonly running = new Map<string, Promise<unknown>>();

  share<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing as Promise<T>;
    const started = compute().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
