/**
 * The composer writes plain text; the server stores sanitized HTML. These turn one into the other: paragraphs at
 * blank lines, line breaks inside them, every character escaped (so a message never becomes markup it did not mean).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function teksKeHtml(teks: string): string {
  const normal = teks.replace(/\r\n?/g, '\n').trim();
  if (!normal) return '';
  return normal
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** Back to plain text for editing: paragraphs as blank lines, <br> as line breaks, entities decoded. */
export function htmlKeTeks(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  const decoded = withBreaks.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === '#39' ? "'" : ' ',
  );
  return decoded.replace(/\n{3,}/g, '\n\n').trim();
}

/** Whether the composer holds something to send. */
export const adaIsi = (teks: string) => teks.trim().length > 0;
