import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Shortest signing secret accepted (HS256 wants at least 256 bits). */
export const MIN_SECRET_LENGTH = 32;
/** Fewer distinct characters than this is a typed pattern, not a random secret. */
const MIN_DISTINCT_CHARACTERS = 12;

/** Values copied from examples, templates and tutorials, compared without case and punctuation. */
const KNOWN_PLACEHOLDERS = [
  'changeme',
  'changemeinproduction',
  'changemeinproductionatleast32characters',
  'replacewithalongrandomsecret',
  'replacewitharandomsecret',
  'yoursecretkey',
  'yourjwtsecret',
  'yourjwtsecretkey',
  'supersecret',
  'supersecretkey',
  'secretkey',
  'jwtsecret',
  'mysecret',
  'secret',
  'password',
  'development',
  'notasecret',
  'insecure',
  'defaultsecret',
].map(normalize);
/** Words that mark a hand-written stand-in anywhere inside a value. */
const PLACEHOLDER_WORDS =
  /change.?me|replace.?(me|with)|placeholder|example|your.?(jwt|secret|key)|insecure|not.?a.?secret|dummy|default/i;

function normalize(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Why a signing secret must not be used, or null when it looks like a real random secret. */
export function weakSecretReason(value: string): string | null {
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  if (KNOWN_PLACEHOLDERS.includes(normalize(value)) || PLACEHOLDER_WORDS.test(value))
    return 'is a placeholder from an example, not a secret';
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return `is not random enough (fewer than ${MIN_DISTINCT_CHARACTERS} different characters)`;
  return null;
}

export class WeakSecretError extends Error {
  constructor(name: string, reason: string) {
    super(`${name} ${reason}: generate one with \`openssl rand -base64 48\``);
    this.name = 'WeakSecretError';
  }
}

/** Stops a service that would sign or verify tokens with a guessable secret. */
export function assertStrongSecret(name: string, value: string): void {
  const reason = weakSecretReason(value);
  if (reason) throw new WeakSecretError(name, reason);
}

/** Config validation: a signing secret of 32+ random characters, never a known placeholder. */
export function IsStrongSecret(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStrongSecret',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && weakSecretReason(value) === null,
        defaultMessage: (args) =>
          `${args?.property} ${typeof args?.value === 'string' ? weakSecretReason(args.value) : 'must be a string'}: generate one with \`openssl rand -base64 48\``,
      },
    });
}
