import { intlLocale } from '../../../lib/i18n/i18n';
/** 'Nov 23, 2026' */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}
