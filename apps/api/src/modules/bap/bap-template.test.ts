import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors';
import { memuatQr, parseTemplate, renderTemplate, templateBawaan } from './bap-template';

describe('BAP template', () => {
  it('fills values escaped, repeats lists with the item first, shows blocks by truth and inverted blocks when empty', () => {
    const html = renderTemplate('<p>{{mk_nama}}</p>{{#pertemuan}}<td>{{nomor}} {{mk_nama}}</td>{{/pertemuan}}{{^peserta}}kosong{{/peserta}}{{#laporan_kelas}}K{{/laporan_kelas}}', {
      mk_nama: 'A & <B>',
      pertemuan: [{ nomor: 1 }, { nomor: 2, mk_nama: 'lain' }],
      peserta: [],
      laporan_kelas: false,
    });
    expect(html).toBe('<p>A &amp; &lt;B&gt;</p><td>1 A &amp; &lt;B&gt;</td><td>2 lain</td>kosong');
  });

  it('refuses unknown names and unbalanced blocks with a message naming them, every time', () => {
    for (let i = 0; i < 2; i++) {
      expect(() => parseTemplate('{{gaji}}')).toThrow(/gaji/);
      expect(() => parseTemplate('{{#pertemuan}}x')).toThrow(/belum ditutup/);
      expect(() => parseTemplate('{{#pertemuan}}x{{/peserta}}')).toThrow(/tidak cocok/);
    }
    try {
      parseTemplate('{{gaji}}');
    } catch (e) {
      expect((e as AppError).statusCode).toBe(400);
    }
  });

  it('ignores comments (the built-in template documents itself in one) and the built-in template parses and shows the QR', () => {
    expect(renderTemplate('<!-- {{#blok}} catatan -->{{sks}}', { sks: 3 })).toBe('3');
    expect(() => parseTemplate(templateBawaan())).not.toThrow();
    expect(memuatQr(templateBawaan())).toBe(true);
    expect(memuatQr('<p>{{kode_segel}}</p>')).toBe(false);
  });
});
