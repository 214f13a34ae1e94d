import {
  DEFAULT_LANGUAGE,
  pathInLanguage,
  SITE_LANGUAGES,
  scriptSafeJson,
  type RenderedPageHead,
} from '@snap/domain';
import { useEffect } from 'react';
import { env } from '../config/env';
import { currentLanguage } from '../lib/i18n/i18n';
import { recordPageMeta, serverOrigin } from '../lib/server-page';

/** A page's title, description, keywords, canonical path and structured data. */
export type PageMeta = RenderedPageHead;

function upsertMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** The page's address in the active language ('/es/search' on a Spanish page). */
export function canonicalUrl(path: string): string {
  return languageUrl(path, currentLanguage());
}

function languageUrl(path: string, language: (typeof SITE_LANGUAGES)[number]): string {
  const origin =
    env.siteUrl || (typeof window === 'undefined' ? serverOrigin() : window.location.origin);
  // '' is the site's own origin (structured data builds its addresses on it).
  return path === '' ? origin : `${origin}${pathInLanguage(path, language)}`;
}

/** `<link rel="alternate" hreflang>` for every language and x-default, kept to the page shown. */
function upsertAlternates(path: string) {
  const targets: Array<[string, string]> = [
    ...SITE_LANGUAGES.map((language): [string, string] => [language, languageUrl(path, language)]),
    ['x-default', languageUrl(path, DEFAULT_LANGUAGE)],
  ];
  for (const [hreflang, href] of targets) {
    let link = document.head.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${hreflang}"]`,
    );
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      document.head.appendChild(link);
    }
    link.href = href;
  }
}

/** Sets title, description, keywords, canonical link and structured data for the current page. */
export function usePageMeta(meta: PageMeta): void {
  const structured = JSON.stringify(meta.structuredData ?? []);
  const keywords = (meta.keywords ?? []).join(', ');
  // On the server the head is written into the page itself (no effect runs there).
  recordPageMeta(meta);
  useEffect(() => {
    document.title = meta.title;
    if (meta.description) upsertMeta('description', meta.description);
    if (keywords) upsertMeta('keywords', keywords);
    let canonical: HTMLLinkElement | null = null;
    if (meta.canonicalPath !== undefined) {
      canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (!canonical) {
        canonical = document.createElement('link');
        canonical.rel = 'canonical';
        document.head.appendChild(canonical);
      }
      canonical.href = canonicalUrl(meta.canonicalPath);
      upsertAlternates(meta.canonicalPath);
    }
    const scripts = (JSON.parse(structured) as object[]).map((block) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset['pageMeta'] = 'true';
      script.textContent = scriptSafeJson(block);
      document.head.appendChild(script);
      return script;
    });
    return () => scripts.forEach((script) => script.remove());
  }, [meta.title, meta.description, keywords, meta.canonicalPath, structured]);
}
