/** Documents in the order of the values of `field` they carry (as asked), each value's documents together. */
export function groupedBy<T extends Record<string, unknown>>(
  docs: T[],
  field: string,
  values: ReadonlyArray<string | number>,
): T[] {
  const byValue = new Map<unknown, T[]>();
  for (const doc of docs) {
    const key = doc[field];
    const list = byValue.get(key);
    if (list) list.push(doc);
    else byValue.set(key, [doc]);
  }
  return values.flatMap((value) => byValue.get(value) ?? []);
}
