import { describe, expect, it } from 'vitest';
import { editorTextToHtml, htmlToEditorText, insertLink, isBlankEditorText, isSafeUrl, toList, wrapInline } from './html-editor-text';

describe('editor text <-> HTML', () => {
  it('makes paragraphs of blank-line separated text and <br> of single breaks', () => {
    expect(editorTextToHtml('Halo\nsemua\n\nParagraf dua')).toBe('<p>Halo<br>semua</p><p>Paragraf dua</p>');
    expect(editorTextToHtml('   ')).toBe('');
  });

  it('keeps list blocks as written and escapes stray < and &', () => {
    expect(editorTextToHtml('Daftar:\n\n<ul>\n<li>a</li>\n</ul>')).toBe('<p>Daftar:</p><ul>\n<li>a</li>\n</ul>');
    expect(editorTextToHtml('a < b & c &amp; d')).toBe('<p>a &lt; b &amp; c &amp; d</p>');
  });

  it('round-trips stored HTML to the same HTML meaning', () => {
    const html = '<p>Baca <strong>Bab 1</strong><br>lalu kerjakan</p><ol><li>soal 1</li><li>soal 2</li></ol><p>Selesai</p>';
    const text = htmlToEditorText(html);
    expect(text).toBe('Baca <strong>Bab 1</strong>\nlalu kerjakan\n\n<ol>\n<li>soal 1</li>\n<li>soal 2</li>\n</ol>\n\nSelesai');
    expect(editorTextToHtml(text).replace(/\n/g, '')).toBe(html);
  });

  it('treats markup without text as blank', () => {
    expect(isBlankEditorText('<p> </p>&nbsp;')).toBe(true);
    expect(isBlankEditorText('<p>x</p>')).toBe(false);
  });
});

describe('toolbar actions', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const r = wrapInline({ value: 'halo dunia', start: 5, end: 10 }, 'strong');
    expect(r.value).toBe('halo <strong>dunia</strong>');
    expect(r.value.slice(r.start, r.end)).toBe('dunia');
  });

  it('turns the selected lines into a list block on its own paragraph', () => {
    const value = 'Intro\nsatu\ndua\nPenutup';
    const start = value.indexOf('satu');
    const r = toList({ value, start, end: value.indexOf('dua') + 3 }, 'ul');
    expect(r.value).toBe('Intro\n\n<ul>\n<li>satu</li>\n<li>dua</li>\n</ul>\n\nPenutup');
  });

  it('inserts a link on the selection or the URL itself', () => {
    expect(insertLink({ value: 'lihat situs', start: 6, end: 11 }, 'https://kampus.ac.id').value).toBe('lihat <a href="https://kampus.ac.id">situs</a>');
    expect(insertLink({ value: '', start: 0, end: 0 }, 'https://a.id').value).toBe('<a href="https://a.id">https://a.id</a>');
  });

  it('accepts only web and mail links', () => {
    expect(isSafeUrl('https://kampus.ac.id/x')).toBe(true);
    expect(isSafeUrl('mailto:a@b.id')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
  });
});
