import { eventually } from './eventually.testing';

describe('eventually', () => {
  it('answers the value once the read passes, reading again until then', async () => {
    let reads = 0;
    const value = await eventually(() => ++reads, { until: (n) => n === 3, everyMs: 1 });
    expect([value, reads]).toEqual([3, 3]);
    expect(
      await eventually(
        () => ++reads,
        (n) => n === 5,
        { everyMs: 1 },
      ),
    ).toBe(5);
    let tries = 0;
    await eventually(
      () => {
        if (++tries < 2) throw new Error('not yet');
      },
      { everyMs: 1 },
    );
    expect(tries).toBe(2);
  });

  it("fails with the read's last failure, or the value that never met the condition", async () => {
    await expect(
      eventually(
        () => {
          throw new Error('the service is not ready');
        },
        { timeoutMs: 5, everyMs: 1 },
      ),
    ).rejects.toThrow('the service is not ready');
    await expect(
      eventually(() => ({ status: 'draft' }), {
        until: (post) => post.status === 'published',
        timeoutMs: 5,
        everyMs: 1,
      }),
    ).rejects.toThrow('not met within 5 ms; last value read: {"status":"draft"}');
    // Waiting for a value, a read that fails is not waited out.
    let reads = 0;
    await expect(
      eventually(
        () => {
          reads++;
          throw new Error('HTTP 500');
        },
        () => true,
      ),
    ).rejects.toThrow('HTTP 500');
    expect(reads).toBe(1);
  });

  it('waits in real time and still gives up when the test has faked the clock', async () => {
    jest.useFakeTimers();
    try {
      let reads = 0;
      await expect(
        eventually(() => ++reads, { until: () => false, timeoutMs: 20, everyMs: 5 }),
      ).rejects.toThrow('not met within 20 ms');
      expect(reads).toBe(5);
    } finally {
      jest.useRealTimers();
    }
  });
});
