import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { hariIni, IS_VALID_LABEL, persenKehadiran, type LaporanKehadiranPesertaItem } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { requireOperatorAccess } from '../../lib/policy';
import { FORMAT_PERSEN_XLSX, persentaseKehadiranMahasiswa } from './kehadiran-persentase';
import { listPesertaLaporanPage, type Filter, type PesertaLaporanRow } from './kehadiran-laporan.repo';

export type { Filter };

/**
 * Operator attendance reports (issue 16 point 6; Laporan group): per class here, per lecturer × meeting and per
 * lecturer activity in kehadiran-laporan-pengajar.service.ts (which shares this filter); each with an xlsx export of
 * every row of the filter. Read with laporan read (operator.laporan).
 */

// ---------------------------------------------------------------------------------------------------------------
// Participants per class

const toPesertaItem = (r: PesertaLaporanRow, persentase: number | null): LaporanKehadiranPesertaItem => ({
  id_kelas_kuliah: r.id,
  periode: r.periode,
  mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
  kelas: { id: r.labelId, nama: r.labelNama, jenis: { nama: r.jenisNama } },
  mode_kuliah: r.mode,
  jumlah_peserta: r.peserta,
  jumlah_pertemuan: r.pertemuan,
  pertemuan_terekap: r.terekap,
  persentase_kehadiran: persentase,
  is_valid: !r.invalid,
});

/** Classes read at once for their percentage: an export of every class stays within one chunk's rows in memory. */
const KELAS_PER_BACA = 50;

/** A class's percentage: the one rule over every participant's counted meetings (Σ H over Σ started kuliah meetings). */
async function persentaseKelas(deps: Pick<Deps, 'db' | 'events'>, collegeId: number, idKelas: string[], now: Date) {
  const jumlah = new Map<string, { hadir: number; berlalu: number }>();
  for (let i = 0; i < idKelas.length; i += KELAS_PER_BACA) {
    for (const p of await persentaseKehadiranMahasiswa(deps, collegeId, { idKelas: idKelas.slice(i, i + KELAS_PER_BACA), now })) {
      const j = jumlah.get(p.idKelas) ?? { hadir: 0, berlalu: 0 };
      j.hadir += p.hadir;
      j.berlalu += p.pertemuan_berlalu;
      jumlah.set(p.idKelas, j);
    }
  }
  return (id: string) => {
    const j = jumlah.get(id);
    return j ? persenKehadiran(j.hadir, j.berlalu) : null;
  };
}

export async function listLaporanKehadiranPeserta(deps: Deps, actor: Actor, q: Filter) {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const now = new Date();
  const pg = paging(q);
  const { rows, total } = await listPesertaLaporanPage(deps.db, actor.college.id, q, now, pg);
  const persen = await persentaseKelas(deps, actor.college.id, rows.map((r) => r.id), now);
  return { items: rows.map((r) => toPesertaItem(r, persen(r.id))), meta: listMeta(pg, total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Exports

async function xlsx(sheet: string, header: string[], rows: (string | number)[][], widths: number[], numFmt: Record<number, string> = {}) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(header).font = { bold: true };
  for (const r of rows) {
    const row = ws.addRow(r);
    for (const [kolom, fmt] of Object.entries(numFmt)) if (typeof r[Number(kolom) - 1] === 'number') row.getCell(Number(kolom)).numFmt = fmt;
  }
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]);
}

const semua = (q: Filter): Filter => ({ ...q, ignore_default_pagination: true, page: 1 });

export async function exportLaporanKehadiranPeserta(deps: Deps, actor: Actor, q: Filter) {
  const { items } = await listLaporanKehadiranPeserta(deps, actor, semua(q));
  // The percentage as in the recap xlsx: a fraction with the percent format, '-' while no meeting counts.
  const persen = (v: number | null) => (v === null ? '-' : v / 100);
  const rows = items.map((r, i) => [i + 1, r.periode, r.mata_kuliah.kode, r.mata_kuliah.nama, `${r.kelas.nama} ${r.kelas.jenis.nama}`, r.mode_kuliah, r.jumlah_peserta, r.jumlah_pertemuan, r.pertemuan_terekap, persen(r.persentase_kehadiran), IS_VALID_LABEL[String(r.is_valid) as 'true' | 'false']]);
  const header = ['No', 'Periode', 'Kode MK', 'Mata Kuliah', 'Kelas', 'Mode Kuliah', 'Peserta', 'Pertemuan', 'Pertemuan Terekap', 'Kehadiran (%)', 'Validasi'];
  const stream = await xlsx('Kehadiran Peserta', header, rows, [6, 10, 12, 32, 16, 12, 10, 10, 16, 14, 16], { 10: FORMAT_PERSEN_XLSX });
  // Named by the college's date, as the lecturer reports are (a UTC date is yesterday until 07:00 WIB).
  return { filename: `laporan-kehadiran-peserta-${hariIni(actor.college.timeZone)}.xlsx`, stream };
}
