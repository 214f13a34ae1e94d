import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DEFAULT_LANGUAGE,
  isSiteLanguage,
  pathInLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@snap/domain';

/** What the list says on a post in the other language: whether it exists only in that language. */
const ONLY_IN: Record<SiteLanguage, MessageDescriptor> = {
  en: msg`Only in English`,
  es: msg`Only in Spanish`,
};
const IN: Record<SiteLanguage, MessageDescriptor> = {
  en: msg`In English`,
  es: msg`In Spanish`,
};

/** The link to a post's translation names the translation's language in that language, for the
 * reader it is meant for (so it is not a message of the page's catalog). */
// eslint-disable-next-line lingui/no-unlocalized-strings
const READ_IN: Record<SiteLanguage, string> = { en: 'Read in English', es: 'Leer en español' };

interface PostLanguageFields {
  slug: string;
  language: string;
  translation_slug?: string | null;
}

/** A post's language as the site knows it (an unknown value is read as the default). */
export function postLanguage(post: { language: string }): SiteLanguage {
  return isSiteLanguage(post.language) ? post.language : DEFAULT_LANGUAGE;
}

/** The reader's list: the server sends the reader's language first; a post in the other language is
 * left out when its translation is listed too, so each article shows once, in the reader's language
 * when it exists. */
export function postsForReader<T extends PostLanguageFields>(
  posts: T[],
  reader: SiteLanguage,
): T[] {
  const listed = new Set(posts.map((post) => post.slug));
  return posts.filter(
    (post) =>
      postLanguage(post) === reader || !post.translation_slug || !listed.has(post.translation_slug),
  );
}

/** The mark on a post the reader's language lacks ('Only in English'), or null for one in it. */
export function otherLanguageMark(
  post: Omit<PostLanguageFields, 'slug'>,
  reader: SiteLanguage,
): MessageDescriptor | null {
  const language = postLanguage(post);
  if (language === reader) return null;
  return post.translation_slug ? IN[language] : ONLY_IN[language];
}

/** The link to the same post in the other language, or null when it has none. */
export function translationLink(
  post: PostLanguageFields,
): { href: string; language: SiteLanguage; text: string } | null {
  if (!post.translation_slug) return null;
  const own = postLanguage(post);
  const language = SITE_LANGUAGES.find((other) => other !== own) ?? DEFAULT_LANGUAGE;
  return {
    href: pathInLanguage(`/blog/${post.translation_slug}`, language),
    language,
    text: READ_IN[language],
  };
}
