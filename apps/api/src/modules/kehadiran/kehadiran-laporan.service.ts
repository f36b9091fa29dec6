import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { hariIni, IS_VALID_LABEL, persenKehadiran, type LaporanKehadiranPesertaItem } from '@lms/shared';
import type { Db } from '../../db/client';
import { jenisKelas, kehadiranMahasiswa, kelasKuliah, kelasPeserta, kelasProdi, labelKelas, mataKuliah, pertemuan } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { runPage, totalOver } from '../../lib/page-query';
import { requireOperatorAccess } from '../../lib/policy';
import { FORMAT_PERSEN_XLSX, persentaseKehadiranMahasiswa } from './kehadiran-persentase';
import { pertemuanDimulaiSql } from './kehadiran.repo';

/**
 * Operator attendance reports (issue 16 point 6; Laporan group): per class here, per lecturer × meeting and per
 * lecturer activity in kehadiran-laporan-pengajar.service.ts (which shares this filter); each with an xlsx export of
 * every row of the filter. Read with laporan read (operator.laporan).
 */

export type Filter = {
  page: number;
  per_page: number;
  ignore_default_pagination?: boolean;
  periode?: number[];
  id_mata_kuliah?: number[];
  id_kelas?: number[];
  id_jenis_kelas?: number[];
  id_prodi?: number[];
  id_prodi_kelas?: number[];
  mode_kuliah?: string[];
  search?: string;
  is_valid?: boolean;
  id_dosen?: number[];
  id_kelas_kuliah?: string[];
  waktu_awal?: string;
  waktu_akhir?: string;
};

export const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function kelasConds(collegeId: number, q: Filter): (SQL | undefined)[] {
  return [
    eq(kelasKuliah.collegeId, collegeId),
    q.periode?.length ? inArray(kelasKuliah.periode, q.periode) : undefined,
    q.id_mata_kuliah?.length ? inArray(kelasKuliah.idMataKuliah, q.id_mata_kuliah) : undefined,
    q.id_kelas?.length ? inArray(kelasKuliah.idLabelKelas, q.id_kelas) : undefined,
    q.id_jenis_kelas?.length ? inArray(kelasKuliah.idJenisKelas, q.id_jenis_kelas) : undefined,
    q.id_prodi?.length ? inArray(mataKuliah.idProdi, q.id_prodi) : undefined,
    q.id_prodi_kelas?.length
      ? sql`exists (select 1 from ${kelasProdi} where ${kelasProdi.idKelasKuliah} = ${kelasKuliah.id} and ${inArray(kelasProdi.idProdi, q.id_prodi_kelas)})`
      : undefined,
    q.mode_kuliah?.length ? inArray(kelasKuliah.modeKuliah, q.mode_kuliah) : undefined,
    q.id_kelas_kuliah?.length ? inArray(kelasKuliah.id, q.id_kelas_kuliah) : undefined,
    q.search ? or(ilike(mataKuliah.nama, likeOf(q.search)), ilike(mataKuliah.kode, likeOf(q.search)), ilike(labelKelas.nama, likeOf(q.search))) : undefined,
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Participants per class

/** Stored presences of the class on meetings that have started (a not-started meeting's row is no presence). */
const adaKM = (now: Date) =>
  sql`${kehadiranMahasiswa.idKelasKuliah} = ${kelasKuliah.id} and ${kehadiranMahasiswa.adaPresensi}
    and exists (select 1 from ${pertemuan} where ${pertemuan.id} = ${kehadiranMahasiswa.idPertemuan} and ${pertemuanDimulaiSql(now)})`;
const invalidKM = (now: Date) => sql`exists (select 1 from ${kehadiranMahasiswa} where ${adaKM(now)} and not ${kehadiranMahasiswa.isValid})`;

function pesertaQuery(db: Db, collegeId: number, q: Filter, now: Date) {
  return db
    .select({
      id: kelasKuliah.id,
      periode: kelasKuliah.periode,
      mode: kelasKuliah.modeKuliah,
      mkId: mataKuliah.id,
      mkKode: mataKuliah.kode,
      mkNama: mataKuliah.nama,
      labelId: labelKelas.id,
      labelNama: labelKelas.nama,
      jenisNama: jenisKelas.nama,
      peserta: sql<number>`(select count(*) from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${kelasKuliah.id})`.mapWith(Number),
      pertemuan: sql<number>`(select count(*) from ${pertemuan} where ${pertemuan.idKelasKuliah} = ${kelasKuliah.id})`.mapWith(Number),
      terekap: sql<number>`(select count(distinct ${kehadiranMahasiswa.idPertemuan}) from ${kehadiranMahasiswa} where ${adaKM(now)})`.mapWith(Number),
      invalid: sql<boolean>`${invalidKM(now)}`,
      total: totalOver(),
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(...kelasConds(collegeId, q), q.is_valid === undefined ? undefined : q.is_valid ? sql`not ${invalidKM(now)}` : invalidKM(now)))
    .orderBy(desc(kelasKuliah.periode), asc(mataKuliah.nama), asc(labelKelas.nama), asc(kelasKuliah.id))
    .$dynamic();
}

type PesertaRow = Awaited<ReturnType<typeof pesertaQuery>>[number];
const toPesertaItem = (r: PesertaRow, persentase: number | null): LaporanKehadiranPesertaItem => ({
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
  const mk = () => pesertaQuery(deps.db, actor.college.id, q, now);
  const { rows, total } = await runPage(mk(), pg, async () => (await mk()).length);
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
