import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { HealthRegistry } from './health';
import { isOperator, ObservabilityModule, routeOf } from './observability.module';

const OPS_TOKEN = 'ops-token-0123456789-abcdefghijklmnop';

describe('health and metrics exposure', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        ObservabilityModule.forRoot(
          { name: 'gateway', version: '0.1.0' },
          { http: true, opsToken: OPS_TOKEN },
        ),
      ],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.get(HealthRegistry).register({
      name: 'cache',
      check: async () => {
        throw new Error('Redis at 10.0.9.3:6379 is not reachable: connect ECONNREFUSED');
      },
    });
    await app.init();
  });
  afterAll(() => app.close());

  it('tells a visitor that a dependency is down, not where it lives; the operator gets the reason', async () => {
    const visitor = await request(app.getHttpServer())
      .get('/health/ready')
      .set('X-Forwarded-For', '203.0.113.7');
    expect(visitor.status).toBe(503);
    expect(visitor.body).toEqual({
      service: 'gateway',
      status: 'down',
      dependencies: [{ name: 'cache', status: 'down' }],
    });
    const operator = await request(app.getHttpServer())
      .get('/health/ready')
      .set('Authorization', `Bearer ${OPS_TOKEN}`);
    expect(operator.body.dependencies[0].error).toContain('10.0.9.3:6379');
  });

  it('keeps /metrics for the operator token', async () => {
    expect((await request(app.getHttpServer()).get('/metrics')).status).toBe(403);
    expect(
      (await request(app.getHttpServer()).get('/metrics').set('Authorization', 'Bearer wrong'))
        .status,
    ).toBe(403);
    const scrape = await request(app.getHttpServer())
      .get('/metrics')
      .set('Authorization', `Bearer ${OPS_TOKEN}`);
    expect(scrape.status).toBe(200);
    expect(scrape.text).toContain('service="gateway"');
  });

  it('without OPS_TOKEN, a request through a proxy is a visitor, whichever header the proxy names it in (issue 43, finding 4)', () => {
    const local = (headers: Record<string, string>) =>
      ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as Parameters<
        typeof isOperator
      >[0];
    expect(isOperator(local({}), undefined)).toBe(true);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(isOperator(local({ [header]: '203.0.113.7' }), undefined)).toBe(false);
    expect(isOperator(local({}), OPS_TOKEN)).toBe(false);
  });

  it('labels requests by a bounded set of routes', () => {
    expect(
      [
        '/graphql?x=1',
        '/api/page-views',
        '/admin/moderation',
        '/store/123',
        '/made-up-path',
        '/',
      ].map(routeOf),
    ).toEqual(['/graphql', '/api', '/admin', 'web', 'web', 'web']);
  });
});
