import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Words of the placeholders people leave in (`change-me`, `replace-with-a-long-random-secret`, `your-secret`):
 * six letters or more, so a random 32+ character value contains one by chance about once in ten million. */
const PLACEHOLDER_WORDS = [
  'change',
  'replace',
  'placeholder',
  'example',
  'default',
  'secret',
  'password',
];
/** A random value of 32 characters or more from base64 or hex uses far more distinct characters than this. */
const MIN_DISTINCT_CHARACTERS = 10;

/** Why a signing secret is not fit for production, or undefined when it looks random. */
export function weakSecretReason(value: string): string | undefined {
  const lower = value.toLowerCase();
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w));
  if (word) return `it contains the placeholder word "${word}"`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return 'it repeats too few characters';
  return undefined;
}

/** A secret that signs tokens: refused when it is a placeholder or a low-variety pattern, because anyone
 * who guesses it can mint an admin token. (Length is checked by MinLength beside it.) */
export function IsStrongSecret(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isStrongSecret',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && weakSecretReason(value) === undefined,
        defaultMessage: (args) =>
          `${args?.property ?? 'the secret'} must be a random value (for example \`openssl rand -base64 48\`), not a placeholder or a pattern`,
      },
    },
    options,
  );
}
