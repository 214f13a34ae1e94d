import { randomBytes } from 'node:crypto';
import { IsString } from 'class-validator';
import { loadConfig, Secret } from './load-config';
import { assertStrongSecret, IsStrongSecret, weakSecretReason } from './strong-secret';

class SigningEnv {
  @Secret()
  @IsString()
  @IsStrongSecret()
  JWT_SECRET!: string;
}

describe('signing secrets', () => {
  it.each([
    [
      'change-me-in-production-at-least-32-characters',
      'is a placeholder from an example, not a secret',
    ],
    ['replace-with-a-long-random-secret', 'is a placeholder from an example, not a secret'],
    ['your-jwt-secret-goes-here-please-1234567', 'is a placeholder from an example, not a secret'],
    ['x'.repeat(48), 'is not random enough (fewer than 12 different characters)'],
    [
      'abcabcabcabcabcabcabcabcabcabcabcabc',
      'is not random enough (fewer than 12 different characters)',
    ],
    ['short-but-secret', 'must be at least 32 characters'],
  ])('refuses %j at start-up', (value, reason) => {
    expect(weakSecretReason(value)).toBe(reason);
    expect(() => assertStrongSecret('JWT_SECRET', value)).toThrow(`JWT_SECRET ${reason}`);
    expect(() => loadConfig(SigningEnv, { JWT_SECRET: value })).toThrow(
      `Invalid configuration: JWT_SECRET ${reason}`,
    );
    // The value itself is never printed.
    expect(() => loadConfig(SigningEnv, { JWT_SECRET: value })).toThrow('(got [secret])');
  });

  it('accepts random secrets such as `openssl rand -base64 48` makes', () => {
    for (let i = 0; i < 200; i++) {
      const value = randomBytes(48).toString(i % 2 ? 'base64' : 'base64url');
      expect(weakSecretReason(value)).toBeNull();
      expect(loadConfig(SigningEnv, { JWT_SECRET: value }).JWT_SECRET).toBe(value);
    }
  });
});
