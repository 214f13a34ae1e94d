import { t } from '@lingui/core/macro';
import { intlLocale } from '../../lib/i18n/i18n';

/** A checked-on date as written by an admin ('2020', '2025-02', '2026-07-29'), in the active language:
 * '2020', 'February 2025' / 'febrero de 2025', 'July 29, 2026' / '29 de julio de 2026'. Read as a
 * calendar date (UTC), never through the visitor's time zone. Anything else is shown as written. */
export function checkedOnDate(checkedOn: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(checkedOn);
  if (!match) return checkedOn;
  const [, year, month, day] = match;
  if (!month) return year;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1)));
  const format = day
    ? ({ dateStyle: 'long' } as const)
    : ({ month: 'long', year: 'numeric' } as const);
  return new Intl.DateTimeFormat(intlLocale(), { ...format, timeZone: 'UTC' }).format(date);
}

/** 'Last checked February 2025 · Source: fns.usda.gov/snap/online' under every fact and entry. */
export function checkedAndSourceText({
  checkedOn,
  source,
}: {
  checkedOn: string;
  source: string;
}): string {
  const date = checkedOnDate(checkedOn);
  return t`Last checked ${date} · Source: ${source}`;
}
