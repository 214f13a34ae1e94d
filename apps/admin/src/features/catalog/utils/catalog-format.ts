/** A USDA list's day (YYYY-MM-DD) as people read it; the day itself, whatever the admin's time zone. */
export function formatListDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });
}

export function formatMoment(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString('en-US') : '—';
}

export const count = (value: number | null | undefined): string =>
  (value ?? 0).toLocaleString('en-US');

/** Where a run's stores came from, in words. */
export function describeSource(source: string): string {
  return source === 'usda-service' ? "USDA's retailer service" : `File (${source})`;
}

export function describeKind(kind: string): string {
  return kind === 'usda-service' ? 'Refresh from USDA' : 'File upload';
}

/** The states a list was complete for, or what it means that it was complete for none. */
export function describeCompleteFor(states: readonly string[]): string {
  return states.length > 0 ? states.join(', ') : 'None (nothing closed)';
}
