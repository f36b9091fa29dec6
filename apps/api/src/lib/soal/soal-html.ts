import sanitizeHtml from 'sanitize-html';
import { isBlankHtml, RICH_TEXT_OPTIONS } from '../sanitize';

/**
 * Question text (pertanyaan) is the rich text of lib/sanitize.ts — headings, bold, italic, underline, lists, links,
 * tables — plus images, which questions need (spec 2 issue: 'pertanyaan ... images'). An image may only point at a
 * file stored by this LMS (/api/v2/storager/files/{uuid}/...), so a question never loads anything from elsewhere
 * and the file's own read rules apply.
 */
const OWN_FILE = /^\/api\/v2\/storager\/files\/[0-9a-f-]{36}\/[^\s"'<>]*$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedTags: [...(RICH_TEXT_OPTIONS.allowedTags || []), 'img'],
  allowedAttributes: { ...RICH_TEXT_OPTIONS.allowedAttributes, img: ['src', 'alt'] },
  transformTags: {
    ...RICH_TEXT_OPTIONS.transformTags,
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = (attribs.src ?? '').trim();
      return { tagName, attribs: OWN_FILE.test(src) ? { src, alt: (attribs.alt ?? '').slice(0, 200) } : {} };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) || (frame.tag === 'img' && !frame.attribs.src),
};

export function sanitizePertanyaan(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the question shows neither text nor an image. */
export function isBlankPertanyaan(html: string): boolean {
  return !/<img\s/i.test(html) && isBlankHtml(html);
}

/** Storage ids of the LMS images a question's text shows. */
export function gambarDalamPertanyaan(html: string): string[] {
  return [...html.matchAll(/<img[^>]*\ssrc="\/api\/v2\/storager\/files\/([0-9a-f-]{36})\//gi)].map((m) => m[1]!.toLowerCase());
}
