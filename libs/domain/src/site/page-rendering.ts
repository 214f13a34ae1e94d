import type { SiteLanguage } from './languages';

/** A page's head as the page itself declares it (the web app's usePageMeta). */
export interface RenderedPageHead {
  title: string;
  description?: string;
  keywords?: string[];
  /** Path of the canonical URL inside the language, e.g. '/search'. */
  canonicalPath?: string;
  /** JSON-LD blocks (schema.org). */
  structuredData?: object[];
}

/** One page of the public site to render on the server, for an anonymous visitor. */
export interface PageRenderRequest {
  /** The path inside the language and its query, e.g. '/search?location=30303' of '/es/search?…'. */
  url: string;
  language: SiteLanguage;
  /** The site's origin as the visitor reached it ('https://example.org'), for absolute addresses. */
  origin: string;
  /** Answers one GraphQL request body (`{"query","variables"}`) through the gateway's own resolvers
   * and guards, as the API would answer it at /graphql. */
  graphql(body: string): Promise<{ status: number; body: string }>;
}

export interface RenderedPage {
  status: number;
  /** The markup of #root. */
  html: string;
  /** A <style> element with every rule the markup uses. */
  styleElement: string;
  head: RenderedPageHead | null;
  /** Errors a part of the page threw while rendering (that part is then rendered by the browser). */
  errors: string[];
  /** A non-executable <script type="application/json"> element with the data the page was rendered
   * with, for the browser's hydration. */
  data: string;
  /** Where the render's time went (the gateway sends it as Server-Timing): fetching the page's data,
   * rendering it, and how many render passes that took (one when every query was known first). */
  timing?: { dataMs: number; renderMs: number; passes: number };
}

/** The web build's server entry (dist/apps/web-server/render-page.mjs), loaded by the gateway. */
export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage>;

/** JSON for a `<script>` data block (hydration data, JSON-LD): `<`, `>`, `&` and the line separators
 * written as JSON escapes, so text people typed (a review's `</script>`) cannot end the script wherever
 * the page's markup is written out (a server render, a saved page, a crawler's snapshot); it parses the
 * same. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
