import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * LOG_FORMAT when set (pretty or json); otherwise JSON in production and tests (NODE_ENV production or
 * test: machine-readable for log collectors), pretty in development, where a person reads the terminal.
 * LOG_PRETTY=true, the older switch, still means pretty.
 */
export function logFormat(env: Record<string, string | undefined> = process.env): LogFormat {
  const explicit = env['LOG_FORMAT']?.trim().toLowerCase();
  if (explicit) {
    if (!(LOG_FORMATS as readonly string[]).includes(explicit))
      throw new Error(
        `LOG_FORMAT must be one of: ${LOG_FORMATS.join(', ')} (got "${env['LOG_FORMAT']}")`,
      );
    return explicit as LogFormat;
  }
  if (env['LOG_PRETTY'] === 'true') return 'pretty';
  const nodeEnv = env['NODE_ENV'] ?? 'development';
  return nodeEnv === 'production' || nodeEnv === 'test' ? 'json' : 'pretty';
}

/** One structured logger per process; each service gets a child with its name. */
export function createLogger(
  service: string,
  level = process.env['LOG_LEVEL'] ?? 'info',
  format: LogFormat = logFormat(),
): Logger {
  const options = {
    name: service,
    level,
    redact: {
      paths: [
        '*.password',
        '*.token',
        '*.refreshToken',
        '*.accessToken',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
  // In-process and synchronous (no worker thread): lines keep their order with the process's other output.
  return format === 'pretty'
    ? pino(
        options,
        pretty({
          singleLine: true,
          sync: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
        }),
      )
    : pino(options);
}

/** Routes Nest's own logging through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
