import zlib from 'node:zlib';

/**
 * Zip bombs shaped as .xlsx uploads, built in milliseconds: one block of rows is deflated once with a full flush
 * (which resets the window, so the block decodes on its own) and repeated, instead of deflating 200 MB.
 */

const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

type Entri = { nama: string; isi: Buffer; mampat?: { data: Buffer; ukuran: number; crc: number } };

/** A zip of the entries (stored unless precompressed); `ukuranPalsu` declares that uncompressed size instead. */
export function zip(entri: Entri[], opsi: { ukuranPalsu?: number } = {}): Buffer {
  const lokal: Buffer[] = [];
  const pusat: Buffer[] = [];
  let offset = 0;
  for (const e of entri) {
    const nama = Buffer.from(e.nama);
    const data = e.mampat?.data ?? e.isi;
    const ukuran = e.mampat ? (opsi.ukuranPalsu ?? e.mampat.ukuran) : e.isi.length;
    const crc = e.mampat?.crc ?? zlib.crc32(e.isi);
    const metode = e.mampat ? 8 : 0;
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(metode, 8);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(data.length, 18);
    h.writeUInt32LE(ukuran, 22);
    h.writeUInt16LE(nama.length, 26);
    lokal.push(h, nama, data);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(metode, 10);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(ukuran, 24);
    c.writeUInt16LE(nama.length, 28);
    c.writeUInt32LE(offset, 42);
    pusat.push(c, nama);
    offset += 30 + nama.length + data.length;
  }
  const dir = Buffer.concat(pusat);
  const akhir = Buffer.alloc(22);
  akhir.writeUInt32LE(0x06054b50, 0);
  akhir.writeUInt16LE(entri.length, 8);
  akhir.writeUInt16LE(entri.length, 10);
  akhir.writeUInt32LE(dir.length, 12);
  akhir.writeUInt32LE(offset, 16);
  return Buffer.concat([...lokal, dir, akhir]);
}

/** Raw deflate of `awal + blok × ulang + akhir` with its true size and CRC, without deflating the whole. */
export function deflateBerulang(awal: string, blok: string, ulang: number, akhir: string) {
  const full = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const a = Buffer.from(awal);
  const b = Buffer.from(blok);
  const z = Buffer.from(akhir);
  let crc = zlib.crc32(a);
  for (let i = 0; i < ulang; i++) crc = zlib.crc32(b, crc);
  crc = zlib.crc32(z, crc);
  const bMampat = zlib.deflateRawSync(b, full);
  const data = Buffer.concat([zlib.deflateRawSync(a, full), ...Array.from({ length: ulang }, () => bMampat), zlib.deflateRawSync(z)]);
  return { data, ukuran: a.length + b.length * ulang + z.length, crc };
}

const BAGIAN_BUKU = (lembar: string) => [
  {
    nama: '[Content_Types].xml',
    isi: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${SHEET_MAIN}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SHEET_MAIN}.worksheet+xml"/></Types>`,
    ),
  },
  {
    nama: '_rels/.rels',
    isi: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
  },
  {
    nama: 'xl/workbook.xml',
    isi: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
        `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${lembar}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  },
  {
    nama: 'xl/_rels/workbook.xml.rels',
    isi: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  },
];

const sel = (t: string) => `<c t="inlineStr"><is><t>${t}</t></is></c>`;

/**
 * The .xlsx of issue 33: sheet1.xml holds `baris` rows of about 250 bytes (800,000 rows: ~200 MB) after a header
 * row; the zip is a few hundred kilobytes. `jujur: false` declares a small uncompressed size in the directory, so
 * only a reader that stops while inflating is safe.
 */
export function bomXlsx(opsi: { baris?: number; jujur?: boolean; lembar?: string; header?: string[] } = {}) {
  const baris = opsi.baris ?? 800_000;
  const header = opsi.header ?? ['No', 'Pertanyaan', 'Pilihan A', 'Pilihan B', 'Kunci'];
  const satu = `<row>${sel('1')}${sel('Soal yang sama diulang untuk menggembungkan isi lembar kerja sampai ratusan megabyte')}${sel('Pilihan pertama')}${sel('Pilihan kedua')}${sel('A')}</row>`;
  const perBlok = 4_000;
  const awal = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row>${header.map(sel).join('')}</row>`;
  const lembar = deflateBerulang(awal, satu.repeat(perBlok), Math.ceil(baris / perBlok), '</sheetData></worksheet>');
  const buku = zip([...BAGIAN_BUKU(opsi.lembar ?? 'Soal'), { nama: 'xl/worksheets/sheet1.xml', isi: Buffer.alloc(0), mampat: lembar }], {
    ukuranPalsu: opsi.jujur === false ? 10_000 : undefined,
  });
  return { buku, ukuranLembar: lembar.ukuran };
}
