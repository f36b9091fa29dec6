import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the rich-text editor tags', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><p>e<br>f</p><strong>g</strong><b>h</b><em>i</em><i>j</i><u>k</u>' +
      '<ul><li>l</li></ul><ol><li>m</li></ol><table><thead><tr><th>n</th></tr></thead><tbody><tr><td>o</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts with their content, event handlers, styles and other tags (keeping their text)', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="c">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<h5>judul</h5><span>teks</span><img src=x onerror=alert(1)>')).toBe('judulteks');
    expect(sanitizeRichText('<iframe src="https://x"></iframe><style>p{}</style><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps http, https and mailto links with rel=noopener and nothing else', () => {
    expect(sanitizeRichText('<a href="https://a.id" target="_blank" onclick="x">a</a>')).toBe('<a href="https://a.id" rel="noopener">a</a>');
    expect(sanitizeRichText('<a href="http://a.id">a</a>')).toBe('<a href="http://a.id" rel="noopener">a</a>');
    expect(sanitizeRichText('<a href="mailto:x@a.id">m</a>')).toBe('<a href="mailto:x@a.id" rel="noopener">m</a>');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x']) {
      expect(sanitizeRichText(`<a href="${bad}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('tells blank HTML apart', () => {
    expect(isBlankHtml('<p><br /></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
