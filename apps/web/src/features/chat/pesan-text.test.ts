import { describe, expect, it } from 'vitest';
import { adaIsi, htmlKeTeks, teksKeHtml } from './pesan-text';

describe('teksKeHtml', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(teksKeHtml('Halo <b>semua</b> & "teman"')).toBe('<p>Halo &lt;b&gt;semua&lt;/b&gt; &amp; &quot;teman&quot;</p>');
    expect(teksKeHtml('baris 1\nbaris 2\n\nparagraf 2')).toBe('<p>baris 1<br>baris 2</p><p>paragraf 2</p>');
    expect(teksKeHtml('  \r\n ')).toBe('');
  });
});

describe('htmlKeTeks', () => {
  it('turns the stored HTML back into the text that produced it', () => {
    const teks = 'Apakah <script> aman?\nYa & tidak\n\nTerima kasih';
    expect(htmlKeTeks(teksKeHtml(teks))).toBe(teks);
    expect(htmlKeTeks('<p>Ada <strong>tebal</strong></p><ul><li>satu</li></ul>')).toBe('Ada tebal\n\nsatu');
  });
  it('adaIsi ignores blanks', () => {
    expect(adaIsi(' \n ')).toBe(false);
    expect(adaIsi(' a ')).toBe(true);
  });
});
