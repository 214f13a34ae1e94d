import { i18n } from '../../lib/i18n/i18n';

/** An admin-editable text as a page shows it: the text and, when a Spanish page has to show the
 * English, `lang="en"` so screen readers read it as English. */
export interface WrittenText {
  text: string;
  lang: 'en' | undefined;
}

/** A text admins write in English and Spanish (program texts, EBT help entries), in the page's
 * language: the Spanish on a Spanish page once one is written, otherwise the English. The API gives
 * both, as the content service stores them; the site never translates an admin's words itself. */
export function writtenText(english: string, spanish: string | null | undefined): WrittenText {
  if (i18n.locale !== 'es') return { text: english, lang: undefined };
  return spanish ? { text: spanish, lang: undefined } : { text: english, lang: 'en' };
}

/** `writtenText` as an element: the English a Spanish page falls back to carries its language. */
export function Written({ english, spanish }: { english: string; spanish?: string | null }) {
  const { text, lang } = writtenText(english, spanish);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
