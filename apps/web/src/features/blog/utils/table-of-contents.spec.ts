import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';
import { withHeadingAnchors } from './table-of-contents';

describe('table of contents', () => {
  it('anchors every h2 and h3 in order, with unique ids, and ignores other headings', () => {
    const { html, toc } = withHeadingAnchors(
      '<h1>Top</h1><h2>Find a market</h2><p>x</p><h3>Tokens &amp; vouchers</h3><h2>Find a market</h2><h4>Deep</h4>',
    );
    expect(toc).toEqual([
      { id: 'section-find-a-market', text: 'Find a market', level: 2 },
      { id: 'section-tokens-vouchers', text: 'Tokens & vouchers', level: 3 },
      { id: 'section-find-a-market-2', text: 'Find a market', level: 2 },
    ]);
    expect(html).toContain('<h2 id="section-find-a-market">Find a market</h2>');
    expect(html).toContain('<h1>Top</h1>');
  });

  it('keeps the markup as written besides the id, so the server and the browser render the same', () => {
    const { html, toc } = withHeadingAnchors(
      '<h2 class="lead" id="old"><em>Fresh</em> &amp; local</h2><p>Text</p>',
    );
    expect(html).toBe(
      '<h2 id="section-fresh-local" class="lead"><em>Fresh</em> &amp; local</h2><p>Text</p>',
    );
    expect(toc).toEqual([{ id: 'section-fresh-local', text: 'Fresh & local', level: 2 }]);
  });
});

describe('share links', () => {
  it('encodes the article address and title for each network and e-mail', () => {
    const links = shareLinks('https://snap.example/blog/a b', 'Tips & Tricks');
    expect(links.map((l) => l.label)).toEqual([
      'Twitter',
      'Facebook',
      'LinkedIn',
      'Email',
      'Text message',
    ]);
    expect(links[0].href).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsnap.example%2Fblog%2Fa%20b&text=Tips%20%26%20Tricks',
    );
    expect(links[3].href).toBe(
      'mailto:?subject=Tips%20%26%20Tricks&body=https%3A%2F%2Fsnap.example%2Fblog%2Fa%20b',
    );
    expect(links[4].href).toBe(
      'sms:?&body=Tips%20%26%20Tricks%20https%3A%2F%2Fsnap.example%2Fblog%2Fa%20b',
    );
    expect(links.filter((l) => l.external).map((l) => l.label)).toEqual([
      'Twitter',
      'Facebook',
      'LinkedIn',
    ]);
  });
});
