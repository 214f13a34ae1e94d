import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** One structured JSON logger per process; each service gets a child with its name. Pretty output
 * only when asked (LOG_PRETTY=true) so production logs stay machine-readable. */
export function createLogger(service: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  const pretty = process.env['LOG_PRETTY'] === 'true';
  return pino({
    name: service,
    level,
    redact: { paths: ['*.password', '*.token', '*.refreshToken', '*.accessToken', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    transport: pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
  });
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
