import { formatBlogDate } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { activateLanguage, addMessages, i18n } from '../../../lib/i18n/i18n';
import * as english from '../../../lib/i18n/english';
import * as englishPages from '../../../lib/i18n/english-pages';
import * as spanish from '../../../lib/i18n/spanish';
import * as spanishPages from '../../../lib/i18n/spanish-pages';
import { blogDate } from './blog-dates';
import { otherLanguageMark, postsForReader, translationLink } from './post-language';

/** The mark's text in the active language ('' for none). */
const markText = (...args: Parameters<typeof otherLanguageMark>) => {
  const mark = otherLanguageMark(...args);
  return mark ? i18n._(mark) : '';
};

const doubleUp = { slug: 'double-up', language: 'en', translation_slug: 'double-up-es' };
const doubleUpEs = { slug: 'double-up-es', language: 'es', translation_slug: 'double-up' };
const markets = { slug: 'markets', language: 'en', translation_slug: null };
const tamales = { slug: 'tamales', language: 'es', translation_slug: null };

function inSpanish(check: () => void) {
  activateLanguage('es', spanish);
  addMessages('es', spanishPages.messages);
  try {
    check();
  } finally {
    activateLanguage('en', english);
    addMessages('en', englishPages.messages);
  }
}

describe("the blog in the reader's language", () => {
  it("lists each article once, in the reader's language when it exists", () => {
    // The server's order: the reader's language first.
    expect(postsForReader([doubleUpEs, tamales, doubleUp, markets], 'es')).toEqual([
      doubleUpEs,
      tamales,
      markets,
    ]);
    expect(postsForReader([doubleUp, markets, doubleUpEs, tamales], 'en')).toEqual([
      doubleUp,
      markets,
      tamales,
    ]);
    // A translation that is not in the list (a draft, another page) does not hide the article.
    expect(postsForReader([doubleUpEs], 'en')).toEqual([doubleUpEs]);
  });

  it('marks an article that exists only in the other language, in the reader’s language', () => {
    expect(markText(markets, 'en')).toBe('');
    expect(markText(tamales, 'en')).toBe('Only in Spanish');
    expect(markText(doubleUpEs, 'en')).toBe('In Spanish');
    inSpanish(() => {
      expect(markText(markets, 'es')).toBe('Solo en inglés');
      expect(markText(doubleUp, 'es')).toBe('En inglés');
      expect(markText(tamales, 'es')).toBe('');
    });
  });

  it("links an article's translation in the translation's own language and path", () => {
    expect(translationLink(doubleUp)).toEqual({
      href: '/es/blog/double-up-es',
      language: 'es',
      text: 'Leer en español',
    });
    expect(translationLink(doubleUpEs)).toEqual({
      href: '/blog/double-up',
      language: 'en',
      text: 'Read in English',
    });
    expect(translationLink(markets)).toBeNull();
  });
});

describe('article dates', () => {
  const iso = '2025-03-05T10:00:00.000Z';

  it("are the spec's 'MMM dd, yyyy' and 'MMMM dd, yyyy' in English", () => {
    expect(blogDate(iso, 'list')).toBe(formatBlogDate(iso, 'list'));
    expect(blogDate(iso, 'post')).toBe(formatBlogDate(iso, 'post'));
    expect(blogDate(iso, 'post')).toBe('March 05, 2025');
    expect(blogDate('not a date', 'list')).toBe('');
  });

  it('follow the language in Spanish, on the same UTC day', () => {
    inSpanish(() => {
      expect(blogDate(iso, 'post')).toBe('5 de marzo de 2025');
      expect(blogDate('2025-12-31T23:30:00.000Z', 'list')).toBe('31 dic 2025');
    });
  });
});
