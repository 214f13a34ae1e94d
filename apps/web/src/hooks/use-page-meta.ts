import { useEffect } from 'react';
import { env } from '../config/env';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string[];
  /** Path of the canonical URL, e.g. '/search'. */
  canonicalPath?: string;
  /** JSON-LD blocks (schema.org) added to the head while the page is shown. */
  structuredData?: object[];
}

function upsertMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

export function canonicalUrl(path: string): string {
  const origin = env.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${path}`;
}

/** Sets title, description, keywords, canonical link and structured data for the current page. */
export function usePageMeta(meta: PageMeta): void {
  const structured = JSON.stringify(meta.structuredData ?? []);
  const keywords = (meta.keywords ?? []).join(', ');
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
    }
    const scripts = (JSON.parse(structured) as object[]).map((block) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset['pageMeta'] = 'true';
      script.textContent = JSON.stringify(block);
      document.head.appendChild(script);
      return script;
    });
    return () => scripts.forEach((script) => script.remove());
  }, [meta.title, meta.description, keywords, meta.canonicalPath, structured]);
}
