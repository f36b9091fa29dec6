import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { KODE_SEGEL_ALFABET, PESAN_KEHADIRAN, formatKodeSegel, formatTanggal, namaLengkapDosen, periodeLabel, resolveTimeZone, type KelasDetail } from '@lms/shared';
import type { Actor } from '../../deps';
import { htmlToPdf } from '../../lib/pdf/html-pdf';
import { renderPdf, type PdfNode } from '../../lib/pdf/render-pdf';
import { jadwalTeks, kumpulkanDataBap, namaPengajar, type BapDeps } from './bap-data';
import type { insertSegel } from './bap.repo';
import { findTemplate } from './bap.repo';
import { memuatQr, renderTemplate, templateBawaan, type Konteks } from './bap-template';
import type { AksesKelas } from '../kelas/kelas-akses';

/**
 * One class's BAP as PDF: the college's template (or the built-in one) filled with the class's data, rendered by
 * pdfmake with embedded fonts (text extractable), A4 portrait. Every document gets a new seal: a code, printed with
 * its QR and in the footer of every page, and a row with the SHA-256 of the exact bytes, so the public verification
 * page can confirm a printed or forwarded copy and say whether a newer one exists.
 */

export type OpsiBap = { laporanKelas: boolean; detail: boolean; tandaTangan: boolean };

const GAMBAR = 'lms-gambar:';

export function kodeSegelBaru(): string {
  return Array.from({ length: 12 }, () => KODE_SEGEL_ALFABET[randomInt(KODE_SEGEL_ALFABET.length)]).join('');
}

/** "The same report": class, lecturer and sections. Its newest seal is the current one. */
export const varianBap = (idKelas: string, idDosen: number | null, o: OpsiBap) =>
  `${idKelas}|${idDosen ?? '-'}|${o.laporanKelas ? 'k' : ''}${o.detail ? 'd' : ''}${o.tandaTangan ? 't' : ''}`;

export const urlVerifikasi = (origin: string, kode: string) => `${origin.replace(/\/+$/, '')}/verifikasi-bap/${formatKodeSegel(kode)}`;

/**
 * The file name of a class's BAP: course and class by name and type ('A Reguler' and 'A Karyawan' are two classes
 * of one course), so a period zip names every class by itself.
 */
export const namaBerkasBap = (k: Pick<KelasDetail, 'mata_kuliah' | 'kelas' | 'periode'>) =>
  `BAP - ${k.mata_kuliah.kode} ${k.mata_kuliah.nama} - ${k.kelas.nama} ${k.kelas.jenis.nama} - ${k.periode}.pdf`.replace(/[\\/:*?"<>|]+/g, '-');

/** Every table row stays on one page (a meeting or a participant is never split across a page break). */
export function tahanBarisTabel(content: PdfNode[]): PdfNode[] {
  return content.map((n) => (typeof n === 'object' && n.table && typeof n.table === 'object' ? { ...n, table: { ...n.table, dontBreakRows: true } } : n));
}

export type SegelBaru = Parameters<typeof insertSegel>[1];
/** The document and its seal, which the caller stores (with its activity log entry) once the bytes are sent or kept. */
export type BapPdf = { filename: string; buffer: Buffer; kode: string; hash: string; segel: SegelBaru };

export async function buatBapPdf(
  deps: BapDeps,
  actor: Actor,
  akses: AksesKelas,
  input: { idKelas: string; idDosen: number | null; opsi: OpsiBap; origin: string; now?: Date },
): Promise<BapPdf> {
  const { idKelas, opsi } = input;
  const collegeId = actor.college.id;
  const tz = resolveTimeZone(actor.college.timeZone);
  const data = await kumpulkanDataBap(deps, actor, akses, idKelas, input.idDosen, { detail: opsi.detail, tandaTangan: opsi.tandaTangan });
  const k = data.kelas;
  const kode = kodeSegelBaru();
  const url = urlVerifikasi(input.origin, kode);
  const now = input.now ?? new Date();
  const pt = data.penandatangan;
  const gambar = new Map<string, string>();
  const ttdPt = opsi.tandaTangan && pt?.pngBase64 ? `data:image/png;base64,${pt.pngBase64}` : null;
  const ttdDosen = data.ttdPengajar ? `data:image/png;base64,${data.ttdPengajar}` : null;
  if (ttdPt) gambar.set('ttd_penandatangan', ttdPt);
  if (ttdDosen) gambar.set('ttd_pengajar', ttdDosen);
  gambar.set('qr_segel', await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }));

  const konteks: Konteks = {
    laporan_kelas: opsi.laporanKelas,
    laporan_pertemuan_detail: opsi.detail,
    tanda_tangan: opsi.tandaTangan,
    nama_perguruan_tinggi: actor.college.nama,
    mk_kode: k.mata_kuliah.kode,
    mk_nama: k.mata_kuliah.nama,
    sks: k.mata_kuliah.sks,
    kelas_nama: k.kelas.nama,
    kelas_jenis: k.kelas.jenis.nama,
    mode_kuliah: k.mode_kuliah,
    periode: k.periode,
    periode_label: periodeLabel(k.periode),
    prodi_nama: k.mata_kuliah.prodi ? `${k.mata_kuliah.prodi.jenjang} ${k.mata_kuliah.prodi.nama}` : '-',
    daftar_pengajar: k.pengajar.map((p) => namaLengkapDosen(p)).join(', ') || '-',
    jadwal: jadwalTeks(k),
    jumlah_peserta: data.jumlahPeserta,
    jumlah_pertemuan: data.pertemuan.length,
    pertemuan: data.pertemuan.map(({ id: _id, terlaksana: _t, ...p }) => p),
    pertemuan_terlaksana: data.pertemuan.filter((p) => p.terlaksana).map(({ id: _id, terlaksana: _t, ...p }) => p),
    rekap_peserta: data.rekapPeserta,
    pertemuan_dihitung: data.pertemuanDihitung,
    keterangan_persentase: PESAN_KEHADIRAN.keteranganPersentase,
    nama_pengajar: namaPengajar(data.pengajar),
    nidn_pengajar: data.pengajar?.nidn || '-',
    ttd_pengajar: ttdDosen ? `${GAMBAR}ttd_pengajar` : '',
    nama_penandatangan: pt?.penandatangan || '-',
    nip_penandatangan: pt?.nip || '-',
    jabatan_penandatangan: pt?.jabatan || 'Ketua Program Studi',
    ttd_penandatangan: ttdPt ? `${GAMBAR}ttd_penandatangan` : '',
    tanggal_cetak: formatTanggal(now, tz),
    kode_segel: formatKodeSegel(kode),
    url_verifikasi: url,
    qr_segel: `${GAMBAR}qr_segel`,
  };
  const template = (await findTemplate(deps.db, collegeId))?.isi ?? templateBawaan();
  let html = renderTemplate(template, konteks);
  // A college template that leaves the QR out still carries the seal: it is what makes a printed copy checkable.
  if (!memuatQr(template)) {
    html += `<table class="tanpa-garis"><tr><td width="80"><img src="${GAMBAR}qr_segel" width="72" height="72"></td><td>Kode verifikasi: <b>${formatKodeSegel(kode)}</b><br>${url}</td></tr></table>`;
  }
  const content = tahanBarisTabel(await htmlToPdf(html, async (src) => (src.startsWith(GAMBAR) ? (gambar.get(src.slice(GAMBAR.length)) ?? null) : null)));
  const judul = `BAP ${k.mata_kuliah.kode} ${k.mata_kuliah.nama} ${k.kelas.nama} ${k.periode}`;
  const buffer = await renderPdf(content, judul, {
    pageSize: 'A4',
    pageMargins: [42, 42, 42, 48],
    fontSize: 9,
    footer: (halaman, total) => ({
      columns: [
        { text: `Kode verifikasi BAP ${formatKodeSegel(kode)} · ${url}`, fontSize: 7, color: '#555555' },
        { text: `Halaman ${halaman} dari ${total}`, fontSize: 7, color: '#555555', alignment: 'right', width: 90 },
      ],
      margin: [42, 16, 42, 0],
    }),
  });
  const hash = createHash('sha256').update(buffer).digest('hex');
  const segel: SegelBaru = {
    collegeId,
    kode,
    varian: varianBap(idKelas, data.pengajar?.id_dosen ?? null, opsi),
    idKelasKuliah: idKelas,
    periode: k.periode,
    mataKuliah: `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`,
    kelas: `${k.kelas.nama} (${k.kelas.jenis.nama})`,
    pengajar: namaPengajar(data.pengajar),
    hashSha256: hash,
    ukuran: buffer.length,
    dibuatPada: now,
    dibuatOleh: actor.userId > 0 ? actor.userId : null,
  };
  const filename = namaBerkasBap(k);
  return { filename, buffer, kode, hash, segel };
}
