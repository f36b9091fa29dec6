import { deflateSync } from 'node:zlib';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StorageBackend } from '../../plugins/storage';
import { saveGeneratedFile } from '../../modules/storager/storager.service';
import type { Db } from '../client';
import { seedBankSoalFiles } from './bank-soal';
import { seedMateriFiles } from './materi';
import { seedPengumumanFiles } from './pengumuman';
import { kelasKuliah, mataKuliah, periode } from '../schema';

/**
 * Uploaded files of the demo campus: a few classes get a photo-like banner instead of a default one, and their
 * syllabus gets a PDF attachment. Generated here (no binary fixtures in the repo) and stored through the same
 * storage service as user uploads, so downloads follow the normal access checks.
 */
export async function seedDemoFiles(deps: { db: Db; storage: StorageBackend }, collegeId = 1) {
  const classes = await deps.db
    .select({ id: kelasKuliah.id, nama: mataKuliah.nama, kode: mataKuliah.kode, sks: mataKuliah.sks, silabus: kelasKuliah.silabusTeks })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(periode, and(eq(periode.collegeId, kelasKuliah.collegeId), eq(periode.kode, kelasKuliah.periode)))
    .where(and(eq(kelasKuliah.collegeId, collegeId), eq(periode.isCurrent, true)))
    .orderBy(asc(kelasKuliah.id))
    .limit(24);
  // Every third current class: enough to see both kinds of banner side by side on the dashboards.
  const chosen = classes.filter((_, i) => i % 3 === 0);
  const palettes: [number, number, number][][] = [
    [[14, 65, 140], [40, 150, 200]],
    [[120, 30, 90], [240, 120, 80]],
    [[20, 110, 80], [150, 210, 120]],
    [[70, 40, 150], [90, 180, 230]],
  ];
  for (const [i, k] of chosen.entries()) {
    const banner = await saveGeneratedFile(deps, {
      collegeId,
      kind: 'banner_kelas',
      idKelasKuliah: k.id,
      ownerUserId: null,
      filename: `banner-${k.kode.toLowerCase()}.png`,
      mime: 'image/png',
      buffer: bannerPng(1200, 300, palettes[i % palettes.length]!),
    });
    const rps = await saveGeneratedFile(deps, {
      collegeId,
      kind: 'silabus',
      idKelasKuliah: k.id,
      ownerUserId: null,
      filename: `RPS ${k.kode} ${k.nama}.pdf`,
      mime: 'application/pdf',
      buffer: simplePdf([`Rencana Pembelajaran Semester`, `${k.kode} - ${k.nama} (${k.sks} SKS)`, '', ...wrap(k.silabus, 90)]),
    });
    await deps.db
      .update(kelasKuliah)
      .set({
        bannerUrl: banner.url,
        silabusFiles: sql`${JSON.stringify([{ name: rps.name, url: rps.url, content_length: rps.content_length }])}::jsonb`,
      })
      .where(eq(kelasKuliah.id, k.id));
  }
  await seedBankSoalFiles(deps, collegeId);
  // The demo materials' files of every college (their rows came with the seed).
  if (collegeId === 1) await seedMateriFiles(deps);
  await seedPengumumanFiles(deps, collegeId, simplePdf);
  return chosen.length;
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      if ((line + ' ' + word).trim().length > width) {
        out.push(line.trim());
        line = word;
      } else line += ' ' + word;
    }
    out.push(line.trim());
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A diagonal two-colour gradient with soft circles, as an RGB PNG. */
function bannerPng(w: number, h: number, [a, b]: [number, number, number][]): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  const circles = [
    { x: w * 0.82, y: h * 0.2, r: h * 0.9 },
    { x: w * 0.12, y: h * 1.1, r: h * 0.6 },
  ];
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < w; x++) {
      const t = (x / w) * 0.7 + (y / h) * 0.3;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) light += 0.07;
      for (let ch = 0; ch < 3; ch++) {
        const v = a![ch]! + (b![ch]! - a![ch]!) * t;
        raw[row + 1 + x * 3 + ch] = Math.min(255, Math.round(v + (255 - v) * light));
      }
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page A4 PDF with lines of Helvetica text (Latin-1). */
function simplePdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
  const content = ['BT', '/F1 16 Tf', '56 780 Td', '20 TL', ...lines.map((l, i) => `${i === 1 ? '/F1 11 Tf 16 TL ' : ''}(${esc(l)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
