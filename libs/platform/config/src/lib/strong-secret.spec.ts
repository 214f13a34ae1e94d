import { randomBytes } from 'node:crypto';
import { IsString, MinLength } from 'class-validator';
import { loadConfig, Secret } from './load-config';
import { IsStrongSecret, weakSecretReason } from './strong-secret';

class SigningEnv {
  @Secret()
  @IsString()
  @MinLength(32)
  @IsStrongSecret()
  JWT_SECRET!: string;
}

const refusal =
  'JWT_SECRET must be a random value (for example `openssl rand -base64 48`), not a placeholder or a pattern (got [secret])';

describe('IsStrongSecret', () => {
  it.each([
    ['the placeholder k8s/ used to commit', 'replace-with-a-long-random-secret'],
    [
      'the placeholder docker compose used to carry',
      'change-me-in-production-at-least-32-characters',
    ],
    ['a "your secret here" value', 'your-jwt-SECRET-goes-here-0123456789'],
    ['one character repeated', 'x'.repeat(48)],
    ['a short pattern repeated', 'abcd'.repeat(12)],
  ])('refuses %s at start-up, naming the variable but never printing it', (_label, value) => {
    expect(() => loadConfig(SigningEnv, { JWT_SECRET: value })).toThrow(refusal);
    expect(() => loadConfig(SigningEnv, { JWT_SECRET: value })).not.toThrow(value);
  });

  it('accepts random values as the docs tell operators to make them', () => {
    for (let i = 0; i < 200; i++) {
      const base64 = randomBytes(48).toString('base64');
      const hex = randomBytes(32).toString('hex');
      expect(weakSecretReason(base64)).toBeUndefined();
      expect(weakSecretReason(hex)).toBeUndefined();
      expect(loadConfig(SigningEnv, { JWT_SECRET: base64 }).JWT_SECRET).toBe(base64);
    }
  });

  it('says why a value is weak', () => {
    expect(weakSecretReason('change-me-in-production-at-least-32-characters')).toBe(
      'it contains the placeholder word "change"',
    );
    expect(weakSecretReason('ab'.repeat(20))).toBe('it repeats too few characters');
  });
});
