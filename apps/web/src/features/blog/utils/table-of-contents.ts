export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Gives each h2/h3 of an article body an id (for the table of contents) and lists them in order.
 * The body is already sanitized by the server; ids are the only thing added. */
export function withHeadingAnchors(html: string): { html: string; toc: TocEntry[] } {
  if (typeof DOMParser === 'undefined') return { html, toc: [] };
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild as HTMLElement;
  const used = new Set<string>();
  const toc: TocEntry[] = [];
  root.querySelectorAll('h2, h3').forEach((heading) => {
    const text = (heading.textContent ?? '').trim();
    if (!text) return;
    const base = `section-${
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'part'
    }`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    heading.id = id;
    toc.push({ id, text, level: heading.tagName === 'H2' ? 2 : 3 });
  });
  return { html: root.innerHTML, toc };
}
