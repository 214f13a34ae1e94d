import { isMessageRef, type MessageRef } from '@snap/domain';

/** The ids a bus failure's message came with (RemoteError.messages), found through the errors that
 * wrap it (GraphQL's originalError, an HTTP exception's cause); undefined when none came. */
export function carriedMessages(error: unknown): readonly MessageRef[] | undefined {
  let current = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const messages = (current as { messages?: unknown }).messages;
    if (Array.isArray(messages) && messages.length && messages.every(isMessageRef))
      return messages as MessageRef[];
    const inner =
      (current as { originalError?: unknown }).originalError ??
      (current as { cause?: unknown }).cause;
    if (inner === current) break;
    current = inner;
  }
  return undefined;
}

const CARRIED = 'messageRefs';

/** Keeps the ids on a formatted GraphQL error without sending them: not enumerable, so JSON (the
 * answer) never shows them and English stays byte-identical. */
export function withCarriedMessages<T extends object>(
  formatted: T,
  messages: readonly MessageRef[] | undefined,
): T {
  if (messages) Object.defineProperty(formatted, CARRIED, { value: messages, enumerable: false });
  return formatted;
}

export function carriedOnFormatted(formatted: object): readonly MessageRef[] | undefined {
  const messages = (formatted as Record<string, unknown>)[CARRIED];
  return Array.isArray(messages) ? (messages as MessageRef[]) : undefined;
}
