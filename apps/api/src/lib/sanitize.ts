import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer for user HTML (ARCHITECTURE.md "user HTML"): what the rich-text editor produces — headings,
 * bold/italic/underline, lists, links and tables — and nothing else. Scripts, styles, iframes, event handlers
 * (on*), inline styles and javascript:/data: URLs are dropped; links get rel="noopener".
 */
export const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

/** The rich-text rules; a domain that allows more (question text allows own images) extends these. */
export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Content of these is code or markup, never text the author meant to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // rel only on links that keep their href (a refused scheme leaves plain text in an <a>).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      return { tagName, attribs: SAFE_HREF.test(href) ? { href: href.trim(), rel: 'noopener' } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** True when the HTML shows no text (e.g. '<p><br></p>' or only a stripped <script>). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
