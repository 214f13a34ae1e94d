import { type SupervisedProcess, ServiceSupervision } from './supervision';

/** Processes that exit when the spec says, on a clock the spec moves. */
function harness() {
  let clock = 0;
  let nextPid = 100;
  const processes: Array<SupervisedProcess & { exit(code: number | null, signal?: string): void }> =
    [];
  const waits: number[] = [];
  const lines: string[] = [];
  const gaveUp: string[] = [];
  const supervision = new ServiceSupervision({
    name: 'search',
    launch: () => {
      let exit!: (result: { code: number | null; signal: string | null }) => void;
      const exited = new Promise<{ code: number | null; signal: string | null }>(
        (done) => (exit = done),
      );
      const child = {
        pid: nextPid++,
        exited,
        kill: (signal: NodeJS.Signals) => exit({ code: null, signal }),
        exit: (code: number | null, signal?: string) => exit({ code, signal: signal ?? null }),
      };
      processes.push(child);
      return child;
    },
    wait: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    log: (line) => lines.push(line),
    gaveUp: (reason) => gaveUp.push(reason),
    now: () => clock,
    fastCrashMs: 30_000,
    maxFastCrashes: 5,
    backoff: { initialMs: 1_000, maxMs: 30_000 },
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    supervision,
    processes,
    waits,
    lines,
    gaveUp,
    settle,
    advance: (ms: number) => (clock += ms),
  };
}

describe('ServiceSupervision', () => {
  it('restarts a killed service, logging how it ended, and waits longer after each fast crash', async () => {
    const h = harness();
    h.supervision.start();
    await h.settle();
    h.advance(60_000);
    h.processes[0].exit(null, 'SIGKILL');
    await h.settle();
    expect(h.processes).toHaveLength(2);
    expect(h.lines[0]).toBe(
      'the search service (pid 100) was killed by SIGKILL after 60.0 s; restarting it in 1.0 s (restart 1)',
    );
    h.advance(2_000);
    h.processes[1].exit(1);
    await h.settle();
    h.processes[2].exit(1);
    await h.settle();
    expect(h.waits).toEqual([1_000, 2_000, 4_000]);
    expect(h.supervision.restartCount).toBe(3);
    expect(h.supervision.pid).toBe(103);
  });

  it('starts the backoff over once a process ran longer than a fast crash', async () => {
    const h = harness();
    h.supervision.start();
    await h.settle();
    h.processes[0].exit(1);
    await h.settle();
    h.processes[1].exit(1);
    await h.settle();
    h.advance(45_000);
    h.processes[2].exit(null, 'SIGKILL');
    await h.settle();
    expect(h.waits).toEqual([1_000, 2_000, 1_000]);
  });

  it('gives up after five fast crashes in a row and says so', async () => {
    const h = harness();
    h.supervision.start();
    for (let i = 0; i < 5; i++) {
      await h.settle();
      h.processes[i].exit(1);
    }
    await expect(h.supervision.done).resolves.toBe('gave up');
    expect(h.processes).toHaveLength(5);
    expect(h.gaveUp).toEqual([
      'the search service exited with code 1 after 0.0 s, its 5th crash in a row within 30.0 s of starting; not restarting it (see its log)',
    ]);
  });

  it('leaves a service that stopped cleanly (exit code 0 after a SIGTERM) stopped', async () => {
    const h = harness();
    h.supervision.start();
    await h.settle();
    h.processes[0].exit(0);
    await expect(h.supervision.done).resolves.toBe('stopped');
    expect(h.processes).toHaveLength(1);
    expect(h.lines).toEqual(['the search service (pid 100) stopped cleanly; not restarting it']);
  });

  it('does not restart a service it was asked to stop', async () => {
    const h = harness();
    h.supervision.start();
    await h.settle();
    h.supervision.stop('SIGTERM');
    await expect(h.supervision.done).resolves.toBe('stopped');
    expect(h.processes).toHaveLength(1);
    expect(h.lines).toEqual([]);
  });
});
