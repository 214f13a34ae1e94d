import sanitizeHtml from 'sanitize-html';

/** The allow-list of product rule "Blog allow-list": only these tags, only href, target, rel and class, no data attributes. */
export const BLOG_ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
];
export const BLOG_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'class'];

// sanitize-html (apostrophecms, maintained since 2013, millions of weekly downloads) parses with
// htmlparser2 the way browsers tokenise and rebuilds the markup from an allow-list, rather than
// patching a blocklist; it runs in Node without a DOM, so the service itself sanitizes on save and
// on every read.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: BLOG_ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel', 'class'], '*': ['class'] },
  // Links only to web pages, e-mail and the site itself: never javascript:, data: or vbscript:.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: { '*': [/^[A-Za-z][\w-]{0,49}$/] },
  // Whatever is inside these is dropped with the tag, never turned into text on the page.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'head',
  ],
  disallowedTagsMode: 'discard',
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    // A link that opens a new tab cannot reach back into this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs['target'] === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : { ...attribs, ...(attribs['target'] ? { target: '_self' } : {}) },
    }),
  },
};

/** A post body reduced to the allow-list of product rule "Blog allow-list". Safe to run again on its own output. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const BLOCK = '(?:p|h[1-6]|ul|ol|li|blockquote|pre|hr|br)';
const BLOCK_BEFORE = new RegExp(`<\\/?${BLOCK}\\b[^>]*>\\s*$`, 'i');
const BLOCK_AFTER = new RegExp(`^\\s*<\\/?${BLOCK}\\b`, 'i');

/** The body as readers get it: sanitized again, and a line break typed inside text shown as a break
 * (breaks between block elements are layout, not text, and stay as they are). Text inside <pre> keeps
 * its own line breaks. */
export function blogBodyForDisplay(stored: string): string {
  const html = sanitizeBlogHtml(stored);
  const parts = html.split(/(<pre\b[^>]*>[\s\S]*?<\/pre>)/i);
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      const lines = part.split(/\r?\n/);
      return lines.reduce((out, line, i) => {
        if (i === 0) return line;
        const previous = lines[i - 1];
        const layout =
          BLOCK_BEFORE.test(previous) ||
          BLOCK_AFTER.test(line) ||
          (i === 1 && previous.trim() === '');
        return `${out}${layout ? '\n' : '<br>\n'}${line}`;
      }, '');
    })
    .join('');
}
