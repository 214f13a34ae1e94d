import { IsOptional, IsString } from 'class-validator';
import { defineMessage, type RequestMeta } from '@snap/messaging';
import { OnMessage } from './handler.decorators';
import { configureBusSigning, signMeta, SIGNATURE_MAX_AGE_MS, trustedMeta } from './signed-meta';

const PATTERN = 'community.contributions.approve.v1';
const payload = { contributionId: 'c-1' };
const admin = {
  correlationId: 'r-1',
  userId: 'u-1',
  roles: ['admin'],
  sessionId: 's-1',
  clientIp: '203.0.113.5',
};

describe('signed bus metadata', () => {
  afterEach(() => configureBusSigning(null));

  it('passes the identity of a request the gateway signed, after a JSON round trip', () => {
    configureBusSigning('k'.repeat(8) + 'Zq81-vN3pL0xR7tY2mW9sB4dF6hJ1cK5');
    const wire = JSON.parse(JSON.stringify(signMeta(PATTERN, admin, payload)));
    expect(trustedMeta(PATTERN, wire, JSON.parse(JSON.stringify(payload)))).toEqual(admin);
  });

  it('drops forged, tampered, replayed-elsewhere and stale identities: the request runs as anonymous', () => {
    configureBusSigning('Zq81-vN3pL0xR7tY2mW9sB4dF6hJ1cK5-bus-key');
    const anonymous = { correlationId: 'r-1', clientIp: '203.0.113.5' };
    const signed = signMeta(PATTERN, { ...admin, roles: [] }, payload);
    // Written straight to the broker without a signature.
    expect(trustedMeta(PATTERN, admin, payload)).toEqual(anonymous);
    // A signed member request with roles added on the way.
    expect(trustedMeta(PATTERN, { ...signed, roles: ['admin'] }, payload)).toEqual(anonymous);
    // The same signature on another message or another payload.
    expect(trustedMeta('identity.roles.assign.v1', signed, payload)).toEqual(anonymous);
    expect(trustedMeta(PATTERN, signed, { contributionId: 'c-2' })).toEqual(anonymous);
    // Signed too long ago.
    const old = signMeta(PATTERN, admin, payload, Date.now() - SIGNATURE_MAX_AGE_MS - 1000);
    expect(trustedMeta(PATTERN, old, payload)).toEqual(anonymous);
    // Signed with another installation's key.
    configureBusSigning('another-installation-key-0123456789abcdefXYZ');
    const foreign = signMeta(PATTERN, admin, payload);
    configureBusSigning('Zq81-vN3pL0xR7tY2mW9sB4dF6hJ1cK5-bus-key');
    expect(trustedMeta(PATTERN, foreign, payload)).toEqual(anonymous);
    expect(trustedMeta(PATTERN, signMeta(PATTERN, admin, payload), payload)).toEqual(admin);
  });

  it('leaves anonymous requests alone, and everything unchanged when no key is configured', () => {
    configureBusSigning('Zq81-vN3pL0xR7tY2mW9sB4dF6hJ1cK5-bus-key');
    expect(
      trustedMeta(PATTERN, { correlationId: 'r-2', clientIp: '198.51.100.1' }, payload),
    ).toEqual({ correlationId: 'r-2', clientIp: '198.51.100.1' });
    configureBusSigning(null);
    expect(signMeta(PATTERN, admin, payload)).toEqual(admin);
    expect(trustedMeta(PATTERN, admin, payload)).toEqual(admin);
  });
});

// A message like identity's `me`: the bus knows no business catalogue, so the spec declares its own.
class MeQuery {
  // A field with a rule, so the payload validates as the real message's does.
  @IsOptional()
  @IsString()
  note?: string;
}
const ME = defineMessage<MeQuery, RequestMeta>('identity.me.get.v1', MeQuery);

describe('a bus handler behind signed metadata', () => {
  afterEach(() => configureBusSigning(null));

  class Probe {
    @OnMessage(ME)
    // The probe answers with the metadata it was given instead of an account.
    me(_query: object, meta: RequestMeta): RequestMeta {
      return meta;
    }
  }

  it('sees roles written straight to the broker as an anonymous request, and the gateway-signed ones as they are', async () => {
    configureBusSigning('Zq81-vN3pL0xR7tY2mW9sB4dF6hJ1cK5-bus-key');
    const handler = Probe.prototype.me as unknown as (envelope: object) => Promise<RequestMeta>;
    const forged = {
      payload: {},
      meta: { correlationId: 'r-9', userId: 'victim', roles: ['admin'] },
    };
    expect(await handler.call(new Probe(), forged)).toEqual({ correlationId: 'r-9' });
    const signed = {
      payload: {},
      meta: signMeta(ME.name, { correlationId: 'r-9', userId: 'u-1', roles: ['admin'] }, {}),
    };
    expect(await handler.call(new Probe(), JSON.parse(JSON.stringify(signed)))).toEqual({
      correlationId: 'r-9',
      userId: 'u-1',
      roles: ['admin'],
    });
  });
});
