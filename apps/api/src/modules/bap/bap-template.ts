import fs from 'node:fs';
import { fieldError } from '../../lib/errors';

/**
 * The BAP template: an HTML file a campus operator can open and edit, with Mustache-style placeholders.
 * - `{{nama}}` a value, HTML-escaped;
 * - `{{#daftar}} … {{/daftar}}` repeats for each item of a list (the item's names come first), or shows the block
 *   when the value is true / a non-empty text; `{{^nama}} … {{/nama}}` shows it when the value is empty or false.
 * Images (signatures, the seal's QR) are values like `lms-gambar:ttd_pengajar` used as an `<img src>`; the renderer
 * resolves them, so a template can neither fetch URLs nor read files. The rendered HTML goes through the closed
 * tag set of lib/pdf/html-pdf.ts. A template is checked when uploaded: balanced sections, known names only.
 */

export type Nilai = string | number | boolean | null | Nilai[] | { [k: string]: Nilai };
export type Konteks = { [k: string]: Nilai };

/** Every name a template may use, with what it holds (the editor's help list and the upload check). */
export const PLACEHOLDER_BAP: Record<string, string> = {
  laporan_kelas: 'blok: laporan kelas dicetak',
  laporan_pertemuan_detail: 'blok: laporan detail pertemuan dicetak',
  tanda_tangan: 'blok: tanda tangan dicetak',
  nama_perguruan_tinggi: 'nama perguruan tinggi',
  mk_kode: 'kode mata kuliah',
  mk_nama: 'nama mata kuliah',
  sks: 'SKS',
  kelas_nama: 'nama kelas',
  kelas_jenis: 'jenis kelas',
  mode_kuliah: 'mode kuliah',
  periode: 'kode periode (20261)',
  periode_label: 'periode (2026/2027 Ganjil)',
  prodi_nama: 'program studi mata kuliah',
  daftar_pengajar: 'semua pengajar, dipisah koma',
  jadwal: 'jadwal kuliah (Senin 08:00-09:40)',
  jumlah_peserta: 'jumlah peserta kelas',
  jumlah_pertemuan: 'jumlah pertemuan',
  pertemuan: 'daftar pertemuan (nomor, tanggal, waktu, metode, ruang, topik, uraian, status, mulai_dosen, selesai_dosen, hadir, tidak_hadir, peserta)',
  pertemuan_terlaksana: 'daftar pertemuan yang sudah dimulai atau selesai (isi sama dengan pertemuan)',
  nomor: 'pertemuan: nomor',
  tanggal: 'pertemuan: tanggal',
  waktu: 'pertemuan: jam mulai-selesai',
  metode: 'pertemuan: Luring / Daring / Campuran',
  ruang: 'pertemuan: ruang',
  topik: 'pertemuan: pokok bahasan dari RPS',
  uraian: 'pertemuan: judul dan deskripsi pertemuan',
  status: 'pertemuan: status',
  mulai_dosen: 'pertemuan: jam mulai oleh dosen',
  selesai_dosen: 'pertemuan: jam selesai oleh dosen',
  hadir: 'pertemuan: jumlah peserta hadir (- bila belum dimulai); rekap_peserta: jumlah Hadir',
  tidak_hadir: 'pertemuan: jumlah peserta tidak hadir (A, I, S; - bila belum dimulai)',
  peserta: 'pertemuan: daftar peserta (no, nim, nama, kehadiran)',
  no: 'peserta: nomor urut',
  nim: 'peserta: NIM',
  nama: 'peserta: nama',
  kehadiran: 'peserta: Hadir / Tidak Hadir / Izin / Sakit / -',
  rekap_peserta: 'daftar rekap kehadiran peserta (no, nim, nama, hadir, izin, sakit, alpa, persentase)',
  izin: 'rekap_peserta: jumlah Izin',
  sakit: 'rekap_peserta: jumlah Sakit',
  alpa: 'rekap_peserta: jumlah Tidak Hadir',
  persentase: 'rekap_peserta: persentase kehadiran (35,7%)',
  pertemuan_dihitung: 'jumlah pertemuan kuliah yang sudah dimulai (pembagi persentase)',
  keterangan_persentase: 'penjelasan cara menghitung persentase kehadiran',
  nama_pengajar: 'pengajar yang menandatangani',
  nidn_pengajar: 'NIDN pengajar yang menandatangani',
  ttd_pengajar: 'gambar tanda tangan pengajar (src img), kosong bila belum ada',
  nama_penandatangan: 'penandatangan prodi',
  nip_penandatangan: 'NIP penandatangan prodi',
  jabatan_penandatangan: 'jabatan penandatangan prodi',
  ttd_penandatangan: 'gambar tanda tangan penandatangan prodi (src img)',
  tanggal_cetak: 'tanggal dokumen dibuat',
  kode_segel: 'kode verifikasi dokumen',
  url_verifikasi: 'alamat halaman verifikasi',
  qr_segel: 'gambar QR code verifikasi (src img)',
};

type Node = { t: 'text'; s: string } | { t: 'var'; name: string } | { t: 'section'; name: string; inverted: boolean; children: Node[] };

const TAG_SUMBER = /\{\{\s*([#^/]?)\s*([a-z_][a-z0-9_]*)\s*\}\}/.source;

/** Parses a template; throws a 400 naming the problem (unbalanced section, unknown name). */
export function parseTemplate(template: string): Node[] {
  // Comments are the author's notes (the built-in template explains itself in one): never parsed nor printed.
  const src = template.replace(/<!--[\s\S]*?(-->|$)/g, '');
  // A fresh regex per parse: a thrown error must not leave a shared lastIndex behind.
  const TAG = new RegExp(TAG_SUMBER, 'gi');
  const root: Node[] = [];
  const stack: { name: string; children: Node[] }[] = [{ name: '', children: root }];
  let last = 0;
  for (let m = TAG.exec(src); m; m = TAG.exec(src)) {
    const top = stack[stack.length - 1]!;
    if (m.index > last) top.children.push({ t: 'text', s: src.slice(last, m.index) });
    last = TAG.lastIndex;
    const [, sigil, rawName] = m;
    const name = rawName!.toLowerCase();
    if (!(name in PLACEHOLDER_BAP)) throw fieldError('isi', `Placeholder {{${rawName}}} tidak dikenal`);
    if (sigil === '#' || sigil === '^') {
      const node: Node = { t: 'section', name, inverted: sigil === '^', children: [] };
      top.children.push(node);
      stack.push({ name, children: node.children });
    } else if (sigil === '/') {
      if (top.name !== name) throw fieldError('isi', `Penutup {{/${rawName}}} tidak cocok dengan pembukanya`);
      stack.pop();
    } else top.children.push({ t: 'var', name });
  }
  if (stack.length > 1) throw fieldError('isi', `Blok {{#${stack[stack.length - 1]!.name}}} belum ditutup`);
  if (last < src.length) root.push({ t: 'text', s: src.slice(last) });
  return root;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);

const kosong = (v: Nilai | undefined) => v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && v.length === 0);

function lookup(scopes: Konteks[], name: string): Nilai | undefined {
  for (let i = scopes.length - 1; i >= 0; i--) if (name in scopes[i]!) return scopes[i]![name];
  return undefined;
}

function renderNodes(nodes: Node[], scopes: Konteks[], out: string[]) {
  for (const n of nodes) {
    if (n.t === 'text') out.push(n.s);
    else if (n.t === 'var') {
      const v = lookup(scopes, n.name);
      if (!kosong(v) && typeof v !== 'object') out.push(escape(String(v)));
    } else {
      const v = lookup(scopes, n.name);
      if (n.inverted) {
        if (kosong(v)) renderNodes(n.children, scopes, out);
      } else if (Array.isArray(v)) {
        for (const item of v) renderNodes(n.children, item && typeof item === 'object' && !Array.isArray(item) ? [...scopes, item] : scopes, out);
      } else if (!kosong(v)) renderNodes(n.children, v && typeof v === 'object' ? [...scopes, v] : scopes, out);
    }
  }
}

export function renderTemplate(src: string, konteks: Konteks): string {
  const out: string[] = [];
  renderNodes(parseTemplate(src), [konteks], out);
  return out.join('');
}

/** Whether the template shows the seal's QR itself (otherwise the renderer appends a seal block). */
export const memuatQr = (src: string) => /\{\{\s*qr_segel\s*\}\}/i.test(src);

let bawaan: string | null = null;
/** The built-in template shipped in the repository (templates/bap-bawaan.html). */
export function templateBawaan(): string {
  bawaan ??= fs.readFileSync(new URL('./templates/bap-bawaan.html', import.meta.url), 'utf8');
  return bawaan;
}
