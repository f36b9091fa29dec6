/**
 * The plain-textarea rich-text editor keeps simple HTML as text: paragraphs are separated by a blank line and a
 * single line break is a <br>; formatting is inline tags (<strong>, <em>, <a>) and list blocks (<ul>/<ol>) that
 * the toolbar writes. These functions turn stored HTML into that text and back, and apply the toolbar actions.
 */

const BLOCK_START = /^<\/?(p|ul|ol|li|h[1-6]|table|thead|tbody|tfoot|tr|th|td|blockquote|pre|hr)\b/i;

/** '<' that cannot start a tag and '&' that does not start an entity are text. */
function escapeStray(s: string): string {
  return s.replace(/&(?!#?\w+;)/g, '&amp;').replace(/<(?![a-zA-Z/!])/g, '&lt;');
}

/** Stored HTML -> editor text: paragraphs unwrapped, lists one item per line, blocks on their own lines. */
export function htmlToEditorText(html: string | null | undefined): string {
  if (!html) return '';
  let s = html.replace(/\r\n?/g, '\n');
  s = s.replace(/<p>([\s\S]*?)<\/p>/gi, (_m, inner: string) => `\n\n${inner.replace(/<br\s*\/?>\n?/gi, '\n').trim()}\n\n`);
  s = s.replace(/<(ul|ol)>\s*/gi, '\n\n<$1>\n').replace(/\s*<\/(ul|ol)>/gi, '\n</$1>\n\n');
  s = s.replace(/<\/li>\s*<li>/gi, '</li>\n<li>');
  s = s.replace(/<(h[1-6]|table|blockquote|pre)([\s>])/gi, '\n\n<$1$2').replace(/<\/(h[1-6]|table|blockquote|pre)>/gi, '</$1>\n\n');
  return s.replace(/\n{3,}/g, '\n\n').trim();
}

/** Editor text -> HTML: each blank-line separated chunk is a block as written, or a <p> with <br> line breaks. */
export function editorTextToHtml(text: string | null | undefined): string {
  const t = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (!t) return '';
  return t
    .split(/\n[ \t]*\n\s*/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((c) => (BLOCK_START.test(c) ? c : `<p>${escapeStray(c).replace(/\n/g, '<br>')}</p>`))
    .join('');
}

/** Whether the text has no visible content once tags are removed (an empty editor). */
export function isBlankEditorText(text: string | null | undefined): boolean {
  return (text ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, '').trim() === '';
}

export type Selection = { value: string; start: number; end: number };

/** Wraps the selection in an inline tag; the new selection is the wrapped text. */
export function wrapInline(sel: Selection, tag: 'strong' | 'em'): Selection {
  const { value, start, end } = sel;
  const open = `<${tag}>`;
  const inner = value.slice(start, end);
  return {
    value: `${value.slice(0, start)}${open}${inner}</${tag}>${value.slice(end)}`,
    start: start + open.length,
    end: start + open.length + inner.length,
  };
}

/** Turns the lines touched by the selection into a list block (one <li> per non-empty line), on its own paragraph. */
export function toList(sel: Selection, tag: 'ul' | 'ol'): Selection {
  const { value } = sel;
  const lineStart = value.lastIndexOf('\n', Math.max(0, sel.start - 1)) + 1;
  const nl = value.indexOf('\n', sel.end);
  const lineEnd = sel.end > sel.start && value[sel.end - 1] === '\n' ? sel.end - 1 : nl === -1 ? value.length : nl;
  const lines = value
    .slice(lineStart, lineEnd)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const items = (lines.length ? lines : ['']).map((l) => `<li>${l}</li>`).join('\n');
  const before = value.slice(0, lineStart).replace(/\s*$/, '');
  const after = value.slice(lineEnd).replace(/^\s*/, '');
  const block = `<${tag}>\n${items}\n</${tag}>`;
  const prefix = before ? `${before}\n\n` : '';
  const out = `${prefix}${block}${after ? `\n\n${after}` : ''}`;
  // Caret inside the first item when it is empty, otherwise after the block.
  const caret = lines.length ? prefix.length + block.length : prefix.length + `<${tag}>\n<li>`.length;
  return { value: out, start: caret, end: caret };
}

/** Only web and mail links are kept by the sanitiser. */
export function isSafeUrl(url: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+)$/i.test(url.trim());
}

/** Replaces the selection with a link; the selected text (or the URL itself) is the link text. */
export function insertLink(sel: Selection, url: string): Selection {
  const { value, start, end } = sel;
  const href = url.trim().replace(/"/g, '%22');
  const text = value.slice(start, end) || url.trim();
  const link = `<a href="${href}">${text}</a>`;
  return { value: `${value.slice(0, start)}${link}${value.slice(end)}`, start: start + link.length, end: start + link.length };
}
