import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the rich-text formatting', () => {
    const html = '<p>UTS <strong>minggu ke-8</strong> <em>Ujian</em></p><ul><li>satu</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>');
    expect(out).toBe('<p>a</p><a target="_blank" rel="noopener noreferrer">b</a>');
  });

  it('keeps safe links and opens them in a new tab', () => {
    expect(sanitizeHtml('<a href="https://kampus.ac.id">x</a>')).toBe('<a href="https://kampus.ac.id" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div><font>teks</font></div>')).toBe('teks');
  });
});
