import type { Request } from 'express';
import type { CrossServiceHealth } from './cross-service-health';
import { HealthResolver } from './health.resolver';
import type { Health } from './health.model';

const DOWN: Health = {
  status: 'down',
  services: [
    {
      name: 'search',
      version: '0.1.0',
      status: 'down',
      latencyMs: 3,
      dependencies: [
        {
          name: 'search-index',
          status: 'down',
          error: 'Elasticsearch at 10.0.4.17:9200 is not reachable: connect ECONNREFUSED',
        },
      ],
    },
  ],
};

function request(headers: Record<string, string>, remoteAddress = '127.0.0.1'): Request {
  return { headers, socket: { remoteAddress } } as unknown as Request;
}

describe('the public health query', () => {
  const crossServiceHealth = {
    check: async () => structuredClone(DOWN),
  } as unknown as CrossServiceHealth;

  it('tells visitors which service is down, never which engine at which address', async () => {
    const resolver = new HealthResolver(crossServiceHealth, undefined);
    const answer = await resolver.health(undefined, {
      req: request({ 'x-forwarded-for': '203.0.113.9' }),
      res: undefined as never,
    });
    expect(answer.services[0]).toMatchObject({ name: 'search', status: 'down' });
    expect(answer.services[0].dependencies).toEqual([{ name: 'search-index', status: 'down' }]);
    expect(JSON.stringify(answer)).not.toContain('10.0.4.17');
    const fromOutside = await resolver.health(undefined, {
      req: request({}, '198.51.100.4'),
      res: undefined as never,
    });
    expect(JSON.stringify(fromOutside)).not.toContain('10.0.4.17');
  });

  it('gives the reasons to admins and to operators with the token or on this machine', async () => {
    const withToken = new HealthResolver(
      crossServiceHealth,
      'ops-token-0123456789-abcdefghijklmnop',
    );
    const admin = { userId: 'u', email: 'a@example.org', roles: ['admin' as const] };
    expect(
      JSON.stringify(
        await withToken.health(admin, {
          req: request({ 'x-forwarded-for': '203.0.113.9' }),
          res: undefined as never,
        }),
      ),
    ).toContain('10.0.4.17');
    const operator = request(
      { authorization: 'Bearer ops-token-0123456789-abcdefghijklmnop' },
      '10.1.1.1',
    );
    expect(
      JSON.stringify(await withToken.health(undefined, { req: operator, res: undefined as never })),
    ).toContain('10.0.4.17');
    const wrongToken = request({ authorization: 'Bearer guess' }, '127.0.0.1');
    expect(
      JSON.stringify(
        await withToken.health(undefined, { req: wrongToken, res: undefined as never }),
      ),
    ).not.toContain('10.0.4.17');
    const local = new HealthResolver(crossServiceHealth, undefined);
    expect(
      JSON.stringify(await local.health(undefined, { req: request({}), res: undefined as never })),
    ).toContain('10.0.4.17');
  });
});
