import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { Type } from '@nestjs/common';

const SECRETS = Symbol('config:secrets');

/** Marks a variable as secret: it is never printed, in errors or in start-up logs. */
export function Secret(): PropertyDecorator {
  return (target, key) => {
    const ctor = target.constructor as { [SECRETS]?: Set<string | symbol> };
    ctor[SECRETS] = new Set([...(ctor[SECRETS] ?? []), key]);
  };
}

function secretsOf(envClass: Type<object>): Set<string | symbol> {
  return (envClass as { [SECRETS]?: Set<string | symbol> })[SECRETS] ?? new Set();
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads one app's configuration from the environment into its class: values are coerced by the
 * class's @Type decorators, class field initializers are the defaults, and a missing or bad variable
 * throws a ConfigError naming every one of them (secrets masked).
 */
export function loadConfig<T extends object>(
  envClass: Type<T>,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const defaults = new envClass() as Record<string, unknown>;
  const given: Record<string, unknown> = {};
  for (const key of Object.keys(defaults).concat(Object.keys(env))) {
    const raw = env[key];
    if (raw !== undefined && raw !== '') given[key] = raw;
  }
  const config = plainToInstance(
    envClass,
    { ...defaults, ...given },
    { exposeDefaultValues: true },
  );
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    const secrets = secretsOf(envClass);
    throw new ConfigError(errors.map((error) => describeProblem(error, env, secrets)));
  }
  return config;
}

function describeProblem(
  error: ValidationError,
  env: NodeJS.ProcessEnv,
  secrets: Set<string | symbol>,
): string {
  const rules = Object.values(error.constraints ?? {}).join(', ');
  const raw = env[error.property];
  if (raw === undefined || raw === '') return `${error.property} is missing (${rules})`;
  const shown = secrets.has(error.property) ? '[secret]' : JSON.stringify(raw);
  return `${rules} (got ${shown})`;
}

/** The configuration as it may be logged at start-up: secrets masked. */
export function describeConfig<T extends object>(config: T): Record<string, unknown> {
  const secrets = secretsOf(config.constructor as Type<object>);
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [
      key,
      secrets.has(key) && value !== undefined ? '[secret]' : value,
    ]),
  );
}

/** `NAME=default` lines for .env.example, from the class's defaults (secrets left empty). */
export function envExampleLines(envClass: Type<object>): string[] {
  const defaults = new envClass() as Record<string, unknown>;
  const secrets = secretsOf(envClass);
  const keys = new Set([
    ...Object.keys(defaults),
    ...(Reflect.ownKeys(envClass.prototype) as string[]).filter((k) => k !== 'constructor'),
  ]);
  return [...keys].map(
    (key) =>
      `${key}=${secrets.has(key) || defaults[key] === undefined ? '' : String(defaults[key])}`,
  );
}
