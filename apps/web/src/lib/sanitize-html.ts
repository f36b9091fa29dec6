/**
 * Defence in depth for server-sanitized rich text (ARCHITECTURE.md: user HTML is sanitized on the server).
 * Keeps the editor's formatting (heading, bold, italic, lists, link, table) and drops everything else.
 */
const ALLOWED_TAGS = new Set([
  'P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'UL', 'OL', 'LI', 'A', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6',
  'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TH', 'TD', 'BLOCKQUOTE', 'SPAN', 'CODE', 'PRE', 'HR', 'SUB', 'SUP',
]);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);
const ALLOWED_ATTRS: Record<string, string[]> = { A: ['href', 'title'], TD: ['colspan', 'rowspan'], TH: ['colspan', 'rowspan'] };

function safeHref(href: string): boolean {
  return /^(https?:|mailto:|\/|#)/i.test(href.trim());
}

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  if (DROP_WITH_CONTENT.has(el.tagName)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  // Unknown tags are unwrapped: their text stays, the element goes.
  if (!ALLOWED_TAGS.has(el.tagName)) return children;
  const out = doc.createElement(el.tagName.toLowerCase());
  for (const name of ALLOWED_ATTRS[el.tagName] ?? []) {
    const v = el.getAttribute(name);
    if (v === null || (name === 'href' && !safeHref(v))) continue;
    out.setAttribute(name, v);
  }
  if (el.tagName === 'A') {
    out.setAttribute('target', '_blank');
    out.setAttribute('rel', 'noopener noreferrer');
  }
  children.forEach((c) => out.appendChild(c));
  return [out];
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = doc.createElement('div');
  Array.from(doc.body.childNodes)
    .flatMap((c) => clean(c, doc))
    .forEach((c) => container.appendChild(c));
  return container.innerHTML;
}
