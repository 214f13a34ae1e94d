import { DEFAULT_LANGUAGE } from '@snap/domain';
import { currentLanguage, intlLocale } from '../../../lib/i18n/i18n';

/** An article's date in the active language, in UTC so every reader sees the same day: in English the
 * 'Mar 05, 2025' of product rule "Blog posts" (lists) and 'March 05, 2025' (a post, as the domain's formatBlogDate words
 * them), in Spanish '5 mar 2025' and '5 de marzo de 2025'. Anything unreadable gives ''. */
export function blogDate(iso: string, style: 'list' | 'post'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(), {
    year: 'numeric',
    month: style === 'list' ? 'short' : 'long',
    day: currentLanguage() === DEFAULT_LANGUAGE ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
