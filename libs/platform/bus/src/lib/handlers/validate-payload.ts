import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { EventDefinition, MessageDefinition } from '@snap/messaging';

/** Turns a plain payload into an instance of the definition's class and validates it; returns the
 * instance, or the list of failed rules (the messages people see). */
export async function validatePayload<P extends object>(
  definition: MessageDefinition<P, unknown> | EventDefinition<P>,
  raw: unknown,
): Promise<{ payload: P; errors: [] } | { payload: null; errors: string[] }> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { payload: null, errors: [`${definition.name} payload must be an object`] };
  }
  const payload = plainToInstance(definition.payload, raw);
  // Synchronous: no message rule is asynchronous, and the async variant costs a promise per rule on every message.
  const failures = validateSync(payload, { whitelist: true, forbidNonWhitelisted: true });
  if (failures.length > 0) return { payload: null, errors: flatten(failures) };
  return { payload, errors: [] };
}

function flatten(failures: ValidationError[], prefix = ''): string[] {
  return failures.flatMap((failure) => {
    const own = Object.values(failure.constraints ?? {});
    const nested = flatten(failure.children ?? [], `${prefix}${failure.property}.`);
    return [...own.map((message) => (prefix ? `${prefix}${message}` : message)), ...nested];
  });
}
