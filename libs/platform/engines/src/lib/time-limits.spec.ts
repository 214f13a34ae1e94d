import { HEALTH_CHECK_TIMEOUT_MS } from '@snap/platform-observability';
import { TIME_LIMITS } from './time-limits';

describe('TIME_LIMITS', () => {
  it('gives every wait clearly less time than its caller, so the caller hears the real cause', () => {
    // A cache command or an engine read inside a bus request, with room for a fallback after it.
    expect(TIME_LIMITS.cacheCommandMs).toBeLessThanOrEqual(TIME_LIMITS.busRequestMs / 2);
    expect(TIME_LIMITS.engineReadMs).toBeLessThanOrEqual(TIME_LIMITS.busRequestMs - 1_500);
    expect(TIME_LIMITS.engineConnectMs).toBeLessThan(TIME_LIMITS.busRequestMs);
    // A readiness probe inside the health registry's own limit.
    expect(TIME_LIMITS.readinessProbeMs).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS);
  });
});
