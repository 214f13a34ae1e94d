// @vitest-environment node
// As the build runs it (tools/vite/prerender-plugin.ts): in Node, with no window or document.
import { describe, expect, it } from 'vitest';
import { pageHead, prerenderPage } from './prerender';

describe('the pre-rendered home page', () => {
  it('holds the first screen a visitor sees before any JavaScript: app bar, hero, categories, tips', async () => {
    const { html } = await prerenderPage('/', 'en');
    expect(html).toMatch(/<h1[^>]*id="hero-title"[^>]*>Find Stores That Accept EBT Near You<\/h1>/);
    expect(html).toContain('SNAP/EBT Finder');
    expect(html).toContain('aria-label="Search by ZIP code"');
    expect(html).toContain('Search near your current location');
    expect(html).toContain('role="radiogroup" aria-label="Store category"');
    expect(html).toContain('Getting your location...');
    expect(html).toContain('Frequently Asked Questions');
    // Before data: no store, no sign-in state, no footer (it comes 1.5 s after load).
    expect(html).not.toContain('Sign In');
    expect(html).not.toContain('EBT Accepted</span>');
  });

  it('is in Spanish for the Spanish home page, with the switch back to English', async () => {
    const { html } = await prerenderPage('/', 'es');
    expect(html).toContain('Buscador SNAP/EBT');
    expect(html).toContain('Ir al contenido');
    expect(html).toMatch(
      /<a[^>]*href="\/"[^>]*hreflang="en"[^>]*lang="en"[^>]*aria-label="English"[^>]*>/i,
    );
    expect(html).toMatch(/<span[^>]*>English<\/span><\/a>/);
    expect(html).not.toContain('Skip to content');
    // The program facts too: no English sentence in the Spanish questions and answers.
    expect(html).not.toContain('Double Up Food Bucks programs match');
    const head = await pageHead('es');
    expect(head.title).toBe(
      'Buscador de tiendas SNAP/EBT — Encuentre tiendas que aceptan EBT cerca de usted',
    );
  });

  it('leaves no timer behind, so the build that runs it can end', async () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timers();
    await prerenderPage('/', 'en');
    expect(timers()).toBe(before);
  });

  it('carries every emotion rule its markup uses, and no script (the CSP allows inline scripts by hash only)', async () => {
    const { html, styleElement } = await prerenderPage('/', 'en');
    expect(html).not.toContain('<script');
    const names = /^<style data-emotion="css ([^"]+)">/.exec(styleElement)?.[1].split(' ') ?? [];
    const used = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
        match[1]
          .split(' ')
          .filter((name) => name.startsWith('css-'))
          .map((name) => name.slice('css-'.length)),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) {
      expect(names).toContain(name);
      expect(styleElement).toContain(`.css-${name}{`);
    }
    // Both navigations, each shown by a media query: the width is unknown until the browser runs it.
    expect(html.match(/<nav[^>]*aria-label="Main"/g)).toHaveLength(2);
    expect(styleElement).toContain('@media (max-width: 767.98px)');
  });
});
