/** The values a message carries (a number of minutes, a file name, the message a file failed with),
 * named as its translations name them. */
export type MessageParams = Readonly<Record<string, string | number | MessageRef>>;

/**
 * A message meant for people as it crosses the bus and reaches the edge: a stable id the translations
 * are keyed by, and the values it was made with. The id, not the English words, is what the
 * gateway's catalogs look up, so rewording the English never loses a translation.
 */
export interface MessageRef {
  readonly id: string;
  readonly params?: MessageParams;
}

// Lists of failures are joined with ', ' by class-validator, Nest's pipe and our use cases.
export const MESSAGE_LIST_SEPARATOR = ', ';

type Made = (...values: never[]) => string;
type Definitions = Readonly<Record<string, string | Made>>;

/** The names of the values of each message written as a function, in the order of its arguments. */
type ParamNames<T extends Definitions> = {
  readonly [K in keyof T]?: T[K] extends Made ? readonly string[] : never;
};

// The English of every constant message, to its ids (two groups may word a message alike).
const constants = new Map<string, MessageRef[]>();
// The English a message with values was last made into, to its id and values: the error edge and
// the gateway ask for it moments after it was made. Bounded, oldest forgotten first.
const made = new Map<string, MessageRef>();
const MAX_MADE = 2_000;
const ids = new Set<string>();
const scopes = new WeakMap<object, string>();
const englishById = new Map<string, string>();

function remember(text: string, ref: MessageRef): void {
  made.delete(text);
  made.set(text, ref);
  if (made.size > MAX_MADE) made.delete(made.keys().next().value as string);
}

/**
 * A group of messages, each given the id `<scope>.<name>` where it is defined. The group keeps its
 * shape and its English: a constant stays its string, a function still returns the English text, so
 * every use of it (a validation rule's `message:`, an error, a comparison in a test) is unchanged.
 * What is added is the way back from that English to the id and values: `messageRefsOf(text)`,
 * asked where a message leaves a service (rpcError) and at the gateway.
 *
 * A message with values is a function; `params` names its arguments (`{ hours: ['day'] }`), in
 * order. An argument that is itself a message of a group travels as that message's id.
 */
export function defineMessages<const T extends Definitions>(
  scope: string,
  definitions: T,
  params: ParamNames<T> = {},
): T {
  const group: Record<string, string | Made> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const id = `${scope}.${name}`;
    ids.add(id);
    if (typeof definition === 'string') {
      constants.set(definition, [...(constants.get(definition) ?? []), { id }]);
      englishById.set(id, definition);
      group[name] = definition;
      continue;
    }
    const names = (params as Record<string, readonly string[] | undefined>)[name] ?? [];
    group[name] = (...values: unknown[]) => {
      const text = (definition as (...values: unknown[]) => string)(...values);
      const carried: Record<string, string | number | MessageRef> = {};
      for (const [index, value] of values.entries()) {
        const key = names[index] ?? String(index);
        carried[key] =
          typeof value === 'number'
            ? value
            : (messageRefOf(String(value)) ?? (typeof value === 'string' ? value : String(value)));
      }
      remember(text, values.length ? { id, params: carried } : { id });
      return text;
    };
  }
  scopes.set(group, scope);
  return group as T;
}

/** The English of a constant message, by its id; undefined for another id. */
export function messageEnglish(id: string): string | undefined {
  return englishById.get(id);
}

/** The id of one message of a group, for a map keyed by id (the web's translations of the domain's
 * messages). */
export function messageId<T extends object>(group: T, name: keyof T & string): string {
  const scope = scopes.get(group);
  if (scope === undefined) throw new Error(`Not a group of messages: ${name}`);
  return `${scope}.${name}`;
}

/** The ids of a group's messages (`<scope>.<name>`); empty for an object defineMessages did not make. */
export function messageIds(group: object): string[] {
  const scope = scopes.get(group);
  return scope === undefined ? [] : Object.keys(group).map((name) => `${scope}.${name}`);
}

/** Every id defined so far: what the catalog check compares a catalog with. */
export function definedMessageIds(): readonly string[] {
  return [...ids];
}

/** Which ids a caller can use (a catalog's): of two groups that word a message alike, the one it has. */
export type MessageIdFilter = (id: string) => boolean;

/** The id (and values) of one message of a group, from its English; undefined for any other text. */
export function messageRefOf(text: string, accept?: MessageIdFilter): MessageRef | undefined {
  const madeRef = made.get(text);
  const refs = [...(constants.get(text) ?? []), ...(madeRef ? [madeRef] : [])];
  return accept ? refs.find((ref) => accept(ref.id)) : refs[0];
}

/**
 * The ids of a text made of messages of the groups: one, or a list of them joined with ', ' (some of
 * which hold ', ' themselves: the shortest way to cut it into known messages). Undefined when any part
 * is not a message of a group (a library's message).
 */
export function messageRefsOf(text: string, accept?: MessageIdFilter): MessageRef[] | undefined {
  const whole = messageRefOf(text, accept);
  if (whole) return [whole];
  const parts = text.split(MESSAGE_LIST_SEPARATOR);
  if (parts.length < 2) return undefined;
  const best: Array<MessageRef[] | undefined> = [[]];
  for (let end = 1; end <= parts.length; end++) {
    for (let start = end - 1; start >= 0 && best[end] === undefined; start--) {
      const before = best[start];
      if (!before) continue;
      const ref = messageRefOf(parts.slice(start, end).join(MESSAGE_LIST_SEPARATOR), accept);
      if (ref) best[end] = [...before, ref];
    }
  }
  return best[parts.length];
}

/** The ids of the messages a view's fields hold, by field name: what the gateway translates such a
 * field by when its text was made in another process (a notice with a moderator's reason). */
export type FieldMessageRefs = Readonly<Record<string, MessageRef>>;

/** The ids (and values) of the fields' texts that are messages of a group, by field; undefined when
 * none is. Asked where the texts were made, moments after. */
export function fieldMessageRefs(
  fields: Readonly<Record<string, string | null | undefined>>,
): FieldMessageRefs | undefined {
  const refs: Record<string, MessageRef> = {};
  for (const [name, text] of Object.entries(fields)) {
    const ref = text ? messageRefOf(text) : undefined;
    if (ref) refs[name] = ref;
  }
  return Object.keys(refs).length ? refs : undefined;
}

export function isMessageRef(value: unknown): value is MessageRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MessageRef).id === 'string' &&
    ((value as MessageRef).params === undefined ||
      (typeof (value as MessageRef).params === 'object' && (value as MessageRef).params !== null))
  );
}
