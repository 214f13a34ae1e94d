export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of a piece of markup, as a browser's textContent reads it. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/** Gives each h2/h3 of an article body an id (for the table of contents) and lists them in order.
 * The body is already sanitized by the server; ids are the only thing added. Read as text, not through
 * a DOM: the server renders the article too, and both must give the same markup. */
export function withHeadingAnchors(html: string): { html: string; toc: TocEntry[] } {
  const used = new Set<string>();
  const toc: TocEntry[] = [];
  const anchored = html.replace(
    /<(h[23])((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/gi,
    (whole, tag: string, attributes: string, inner: string) => {
      const text = textOf(inner).trim();
      if (!text) return whole;
      const base = `section-${
        text
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'part'
      }`;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      toc.push({ id, text, level: tag.toLowerCase() === 'h2' ? 2 : 3 });
      const others = attributes.replace(/\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
      return `<${tag} id="${id}"${others}>${inner}</${tag}>`;
    },
  );
  return { html: anchored, toc };
}
