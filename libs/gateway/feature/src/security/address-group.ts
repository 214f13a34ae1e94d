/**
 * The unit the per-address limits count: an IPv4 address as it is, an IPv6 address by its /64 (the
 * prefix one home, phone or subscriber gets, so hopping through its 2^64 addresses is still one client).
 * An IPv4-mapped IPv6 address is its IPv4 address. Anything unreadable is kept as given.
 */
export function addressGroup(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const halves = address.split('::');
  if (halves.length > 2) return address;
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  const head = groupsOf(halves[0]);
  // An embedded IPv4 address (last 32 bits) counts as two groups; only the first four matter here.
  const tail = groupsOf(halves[1] ?? '').flatMap((group) =>
    group.includes('.') ? ['0', '0'] : [group],
  );
  const groups =
    halves.length === 2
      ? [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail]
      : head;
  const prefix = groups.slice(0, 4);
  if (prefix.length < 4 || prefix.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
