import { Metrics } from './metrics';

describe('Metrics', () => {
  it('exposes request histograms in the Prometheus text format with the service label', async () => {
    const metrics = new Metrics('gateway');
    metrics.httpRequestSeconds.observe({ method: 'POST', route: '/graphql', status: '200' }, 0.012);
    const { contentType, body } = await metrics.exposition();
    expect(contentType).toContain('text/plain');
    expect(body).toContain(
      'http_request_duration_seconds_bucket{le="0.025",service="gateway",method="POST",route="/graphql",status="200"} 1',
    );
    expect(body).toContain('process_resident_memory_bytes');
  });
});
