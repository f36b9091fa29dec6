import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  IS_VALID_LABEL,
  isPertemuanOnline,
  isoUtc,
  namaLengkapDosen,
  type LaporanKeaktifanPengajarItem,
  type LaporanKehadiranPengajarItem,
  type LaporanKehadiranPesertaItem,
  type PengaturanKelas,
} from '@lms/shared';
import type { Db } from '../../db/client';
import {
  aktivitasKelas,
  dosen,
  jenisKelas,
  kehadiranDosen,
  kehadiranMahasiswa,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  kelasProdi,
  labelKelas,
  mataKuliah,
  pertemuan,
  users,
} from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { runPage, totalOver } from '../../lib/page-query';
import { requireOperatorAccess } from '../../lib/policy';
import { GRADE_PROVIDERS } from '../aktivitas/grade-provider';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { iso } from './kehadiran.common';

/**
 * Operator attendance reports (issue 16 point 6; Laporan group): per class, per lecturer × meeting, per lecturer
 * activity; each with an xlsx export of every row of the filter. Read with laporan read (operator.laporan).
 */

type Filter = {
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

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const round1 = (n: number) => Math.round(n * 10) / 10;

function kelasConds(collegeId: number, q: Filter): (SQL | undefined)[] {
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

const adaKM = sql`${kehadiranMahasiswa.idKelasKuliah} = ${kelasKuliah.id} and ${kehadiranMahasiswa.adaPresensi}`;
const invalidKM = sql`exists (select 1 from ${kehadiranMahasiswa} where ${adaKM} and not ${kehadiranMahasiswa.isValid})`;

function pesertaQuery(db: Db, collegeId: number, q: Filter) {
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
      terekap: sql<number>`(select count(distinct ${kehadiranMahasiswa.idPertemuan}) from ${kehadiranMahasiswa} where ${adaKM})`.mapWith(Number),
      ada: sql<number>`(select count(*) from ${kehadiranMahasiswa} where ${adaKM})`.mapWith(Number),
      hadir: sql<number>`(select count(*) from ${kehadiranMahasiswa} where ${adaKM} and ${kehadiranMahasiswa.presensi} = 'H')`.mapWith(Number),
      invalid: sql<boolean>`${invalidKM}`,
      total: totalOver(),
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(...kelasConds(collegeId, q), q.is_valid === undefined ? undefined : q.is_valid ? sql`not ${invalidKM}` : invalidKM))
    .orderBy(desc(kelasKuliah.periode), asc(mataKuliah.nama), asc(labelKelas.nama), asc(kelasKuliah.id))
    .$dynamic();
}

type PesertaRow = Awaited<ReturnType<typeof pesertaQuery>>[number];
const toPesertaItem = (r: PesertaRow): LaporanKehadiranPesertaItem => ({
  id_kelas_kuliah: r.id,
  periode: r.periode,
  mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
  kelas: { id: r.labelId, nama: r.labelNama, jenis: { nama: r.jenisNama } },
  mode_kuliah: r.mode,
  jumlah_peserta: r.peserta,
  jumlah_pertemuan: r.pertemuan,
  pertemuan_terekap: r.terekap,
  persentase_kehadiran: r.ada ? round1((r.hadir / r.ada) * 100) : 0,
  is_valid: !r.invalid,
});

export async function listLaporanKehadiranPeserta(deps: Deps, actor: Actor, q: Filter) {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const pg = paging(q);
  const { rows, total } = await runPage(pesertaQuery(deps.db, actor.college.id, q), pg, async () => (await pesertaQuery(deps.db, actor.college.id, q)).length);
  return { items: rows.map(toPesertaItem), meta: listMeta(pg, total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Lecturers per meeting

/** The derived presence of a lecturer without an operator's row, by the college's requirements (same rule as the meeting screen). */
function syaratSql(s: PengaturanKelas['syarat_kehadiran_online_dosen']) {
  const parts: SQL[] = [];
  if (s.mulai_kuliah) parts.push(sql`${pertemuan.startedBy} = ${dosen.userId}`);
  if (s.akhiri_kuliah) parts.push(sql`${pertemuan.endedBy} = ${dosen.userId}`);
  if (s.aktivitas_kuliah) parts.push(sql`exists (select 1 from ${aktivitasKelas} where ${aktivitasKelas.idPertemuan} = ${pertemuan.id})`);
  if (s.presentase_kehadiran_kelas) {
    parts.push(sql`(select count(*) from ${kehadiranMahasiswa} where ${kehadiranMahasiswa.idPertemuan} = ${pertemuan.id} and ${kehadiranMahasiswa.presensi} = 'H') * 100.0
      >= ${s.presentase_kehadiran_kelas_persen} * (select count(*) from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${pertemuan.idKelasKuliah})`);
  }
  return parts.length ? { ada: sql`true`, hadir: sql.join(parts, sql` and `) } : { ada: sql`false`, hadir: sql`false` };
}

function pengajarQuery(db: Db, collegeId: number, q: Filter, k: PengaturanKelas) {
  const on = syaratSql(k.syarat_kehadiran_online_dosen);
  const off = syaratSql(k.syarat_kehadiran_offline_dosen);
  const online = sql`${pertemuan.jenis} in ('online', 'campuran')`;
  const ada = sql<boolean>`(${kehadiranDosen.id} is not null or (${pertemuan.status} = 'selesai' and case when ${online} then ${on.ada} else ${off.ada} end))`;
  const hadir = sql<boolean>`coalesce(${kehadiranDosen.isHadir}, ${pertemuan.status} = 'selesai' and case when ${online} then ${on.hadir} else ${off.hadir} end)`;
  return db
    .select({
      idPertemuan: pertemuan.id,
      nomor: pertemuan.nomor,
      jenis: pertemuan.jenis,
      status: pertemuan.status,
      waktuMulai: pertemuan.waktuMulai,
      waktuSelesai: pertemuan.waktuSelesai,
      kkId: kelasKuliah.id,
      periode: kelasKuliah.periode,
      mkKode: mataKuliah.kode,
      mkNama: mataKuliah.nama,
      labelNama: labelKelas.nama,
      idDosen: dosen.id,
      nama: users.nama,
      gelarDepan: users.gelarDepan,
      gelarAkademik: users.gelarAkademik,
      avatarUrl: users.avatarUrl,
      ada,
      hadir,
      valid: sql<boolean>`coalesce(${kehadiranDosen.isValid}, false)`,
      mulai: sql<Date | null>`coalesce(${kehadiranDosen.mulaiKuliah}, case when ${pertemuan.startedBy} = ${dosen.userId} then ${pertemuan.mulaiKuliah} end)`.mapWith((v) => (v ? new Date(v as string) : null)),
      selesai: sql<Date | null>`coalesce(${kehadiranDosen.selesaiKuliah}, case when ${pertemuan.endedBy} = ${dosen.userId} then ${pertemuan.selesaiKuliah} end)`.mapWith((v) => (v ? new Date(v as string) : null)),
      total: totalOver(),
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(kelasPengajar, eq(kelasPengajar.idKelasKuliah, kelasKuliah.id))
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .leftJoin(kehadiranDosen, and(eq(kehadiranDosen.idPertemuan, pertemuan.id), eq(kehadiranDosen.idDosen, dosen.id)))
    .where(
      and(
        ...kelasConds(collegeId, q),
        lte(pertemuan.waktuMulai, new Date()),
        q.id_dosen?.length ? inArray(dosen.id, q.id_dosen) : undefined,
        q.waktu_awal ? gte(pertemuan.waktuMulai, new Date(q.waktu_awal)) : undefined,
        q.waktu_akhir ? lte(pertemuan.waktuMulai, new Date(q.waktu_akhir)) : undefined,
        q.is_valid === undefined ? undefined : q.is_valid ? eq(kehadiranDosen.isValid, true) : sql`coalesce(${kehadiranDosen.isValid}, false) = false`,
      ),
    )
    .orderBy(desc(pertemuan.waktuMulai), asc(kelasKuliah.id), asc(dosen.id))
    .$dynamic();
}

type PengajarRow = Awaited<ReturnType<typeof pengajarQuery>>[number];
const toPengajarItem = (r: PengajarRow): LaporanKehadiranPengajarItem => ({
  id_pertemuan: r.idPertemuan,
  nomor: r.nomor,
  jenis: r.jenis,
  status: r.status,
  waktu_mulai: isoUtc(r.waktuMulai),
  waktu_selesai: isoUtc(r.waktuSelesai),
  kelas_kuliah: { id: r.kkId, periode: r.periode, mata_kuliah: { kode: r.mkKode, nama: r.mkNama }, kelas: { nama: r.labelNama } },
  pengajar: { id_dosen: r.idDosen, name: namaLengkapDosen({ gelar_depan: r.gelarDepan, nama: r.nama, gelar_akademik: r.gelarAkademik }), avatar_url: r.avatarUrl },
  ada_presensi: Boolean(r.ada),
  is_hadir: Boolean(r.ada) && Boolean(r.hadir),
  is_valid: Boolean(r.valid),
  mulai_kuliah: iso(r.mulai),
  selesai_kuliah: iso(r.selesai),
});

export async function listLaporanKehadiranPengajar(deps: Deps, actor: Actor, q: Filter) {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const k = (await getPengaturan(deps, actor.college.id)).pengaturan_kelas;
  const pg = paging(q);
  const mk = () => pengajarQuery(deps.db, actor.college.id, q, k);
  const { rows, total } = await runPage(mk(), pg, async () => (await mk()).length);
  return { items: rows.map(toPengajarItem), meta: listMeta(pg, total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Lecturer activity

/** Minutes of tolerance for "on time" (the start after the schedule, the end before it). */
export const TOLERANSI_TEPAT_WAKTU_MENIT = 15;

function keaktifanQuery(db: Db, collegeId: number, q: Filter, endLectureMenit: number) {
  const now = new Date();
  const tol = TOLERANSI_TEPAT_WAKTU_MENIT;
  const mine = (col: SQL) => sql`${col} = ${dosen.userId}`;
  return db
    .select({
      idDosen: dosen.id,
      nidn: dosen.nidn,
      nama: users.nama,
      gelarDepan: users.gelarDepan,
      gelarAkademik: users.gelarAkademik,
      avatarUrl: users.avatarUrl,
      kelas: sql<string[]>`array_agg(distinct ${kelasKuliah.id})`,
      jumlahKelas: sql<number>`count(distinct ${kelasKuliah.id})`.mapWith(Number),
      jumlahPertemuan: sql<number>`count(${pertemuan.id})`.mapWith(Number),
      berlalu: sql<number>`count(${pertemuan.id}) filter (where ${pertemuan.waktuMulai} <= ${now})`.mapWith(Number),
      dimulai: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.startedBy}`)})`.mapWith(Number),
      dimulaiTepat: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.startedBy}`)} and ${pertemuan.mulaiKuliah} <= ${pertemuan.waktuMulai} + make_interval(mins => ${tol}))`.mapWith(Number),
      diakhiri: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.endedBy}`)})`.mapWith(Number),
      diakhiriTepat: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.endedBy}`)} and ${pertemuan.selesaiKuliah} >= ${pertemuan.waktuSelesai} - make_interval(mins => ${tol})
        and ${pertemuan.selesaiKuliah} <= ${pertemuan.waktuSelesai} + make_interval(mins => ${endLectureMenit}))`.mapWith(Number),
      hadir: sql<number>`count(*) filter (where exists (select 1 from ${kehadiranDosen} where ${kehadiranDosen.idPertemuan} = ${pertemuan.id} and ${kehadiranDosen.idDosen} = ${dosen.id} and ${kehadiranDosen.isHadir}))`.mapWith(Number),
      aktivitas: sql<number>`coalesce(sum((select count(*) from ${aktivitasKelas} where ${aktivitasKelas.idPertemuan} = ${pertemuan.id})), 0)`.mapWith(Number),
      total: totalOver(),
    })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPengajar.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .leftJoin(pertemuan, eq(pertemuan.idKelasKuliah, kelasKuliah.id))
    .where(and(...kelasConds(collegeId, { ...q, search: undefined }), q.id_dosen?.length ? inArray(dosen.id, q.id_dosen) : undefined, q.search ? ilike(users.nama, likeOf(q.search)) : undefined))
    .groupBy(dosen.id, dosen.nidn, users.nama, users.gelarDepan, users.gelarAkademik, users.avatarUrl)
    .orderBy(asc(users.nama), asc(dosen.id))
    .$dynamic();
}

type KeaktifanRow = Awaited<ReturnType<typeof keaktifanQuery>>[number];

/** Graded activities that ended in the lecturer's classes, and those fully graded (grade providers). */
async function penilaianOf(db: Db, collegeId: number, kelas: string[]) {
  let total = 0;
  let selesai = 0;
  for (const id of kelas) {
    for (const p of GRADE_PROVIDERS) {
      for (const a of await p.listGradedActivities(db, collegeId, id)) {
        if (a.statusNilai === 'belum_berakhir') continue;
        total++;
        if (a.statusNilai !== 'belum_dinilai') selesai++;
      }
    }
  }
  return { total, selesai };
}

async function toKeaktifanItem(db: Db, collegeId: number, r: KeaktifanRow): Promise<LaporanKeaktifanPengajarItem> {
  const nilai = await penilaianOf(db, collegeId, (r.kelas ?? []).filter(Boolean));
  return {
    pengajar: { id_dosen: r.idDosen, name: namaLengkapDosen({ gelar_depan: r.gelarDepan, nama: r.nama, gelar_akademik: r.gelarAkademik }), nidn: r.nidn, avatar_url: r.avatarUrl },
    jumlah_kelas: r.jumlahKelas,
    jumlah_pertemuan: r.jumlahPertemuan,
    pertemuan_berlalu: r.berlalu,
    dimulai: r.dimulai,
    dimulai_tepat_waktu: r.dimulaiTepat,
    diakhiri: r.diakhiri,
    diakhiri_tepat_waktu: r.diakhiriTepat,
    hadir: r.hadir,
    aktivitas_dibuat: r.aktivitas,
    penilaian_total: nilai.total,
    penilaian_selesai: nilai.selesai,
  };
}

export async function listLaporanKeaktifanPengajar(deps: Deps, actor: Actor, q: Filter) {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const { konfigurasi } = await getPengaturan(deps, actor.college.id);
  const pg = paging(q);
  const mk = () => keaktifanQuery(deps.db, actor.college.id, q, konfigurasi.end_lecture);
  const { rows, total } = await runPage(mk(), pg, async () => (await mk()).length);
  const items = [];
  for (const r of rows) items.push(await toKeaktifanItem(deps.db, actor.college.id, r));
  return { items, meta: listMeta(pg, total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Exports

async function xlsx(sheet: string, header: string[], rows: (string | number)[][], widths: number[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]);
}

const semua = (q: Filter): Filter => ({ ...q, ignore_default_pagination: true, page: 1 });
const tanggal = () => new Date().toISOString().slice(0, 10);

export async function exportLaporanKehadiranPeserta(deps: Deps, actor: Actor, q: Filter) {
  const { items } = await listLaporanKehadiranPeserta(deps, actor, semua(q));
  const rows = items.map((r, i) => [i + 1, r.periode, r.mata_kuliah.kode, r.mata_kuliah.nama, `${r.kelas.nama} ${r.kelas.jenis.nama}`, r.mode_kuliah, r.jumlah_peserta, r.jumlah_pertemuan, r.pertemuan_terekap, r.persentase_kehadiran, IS_VALID_LABEL[String(r.is_valid) as 'true' | 'false']]);
  const header = ['No', 'Periode', 'Kode MK', 'Mata Kuliah', 'Kelas', 'Mode Kuliah', 'Peserta', 'Pertemuan', 'Pertemuan Terekap', 'Kehadiran (%)', 'Validasi'];
  return { filename: `laporan-kehadiran-peserta-${tanggal()}.xlsx`, stream: await xlsx('Kehadiran Peserta', header, rows, [6, 10, 12, 32, 16, 12, 10, 10, 16, 14, 16]) };
}

export async function exportLaporanKehadiranPengajar(deps: Deps, actor: Actor, q: Filter) {
  const { items } = await listLaporanKehadiranPengajar(deps, actor, semua(q));
  const status = (r: LaporanKehadiranPengajarItem) => (!r.ada_presensi ? 'Belum Ada Presensi' : r.is_hadir ? 'Hadir' : 'Tidak Hadir');
  const rows = items.map((r, i) => [i + 1, r.kelas_kuliah.periode, `${r.kelas_kuliah.mata_kuliah.kode} - ${r.kelas_kuliah.mata_kuliah.nama}`, r.kelas_kuliah.kelas.nama, r.nomor, isPertemuanOnline(r.jenis) ? 'Online' : 'Offline', r.waktu_mulai, r.pengajar.name, status(r), r.mulai_kuliah ?? '-', r.selesai_kuliah ?? '-', IS_VALID_LABEL[String(r.is_valid) as 'true' | 'false']]);
  const header = ['No', 'Periode', 'Mata Kuliah', 'Kelas', 'Pertemuan', 'Metode', 'Jadwal', 'Dosen', 'Kehadiran', 'Mulai Kuliah', 'Selesai Kuliah', 'Validasi'];
  return { filename: `laporan-kehadiran-pengajar-${tanggal()}.xlsx`, stream: await xlsx('Kehadiran Pengajar', header, rows, [6, 10, 36, 12, 10, 10, 22, 30, 18, 22, 22, 16]) };
}

export async function exportLaporanKeaktifanPengajar(deps: Deps, actor: Actor, q: Filter) {
  const { items } = await listLaporanKeaktifanPengajar(deps, actor, semua(q));
  const rows = items.map((r, i) => [i + 1, r.pengajar.nidn ?? '', r.pengajar.name, r.jumlah_kelas, r.jumlah_pertemuan, r.pertemuan_berlalu, r.dimulai_tepat_waktu, r.diakhiri_tepat_waktu, r.hadir, r.aktivitas_dibuat, `${r.penilaian_selesai}/${r.penilaian_total}`]);
  const header = ['No', 'NIDN', 'Dosen', 'Kelas', 'Pertemuan', 'Pertemuan Berlalu', 'Mulai Tepat Waktu', 'Selesai Tepat Waktu', 'Hadir', 'Aktivitas', 'Penilaian Selesai'];
  return { filename: `laporan-keaktifan-pengajar-${tanggal()}.xlsx`, stream: await xlsx('Keaktifan Pengajar', header, rows, [6, 14, 32, 8, 10, 16, 16, 18, 8, 10, 16]) };
}
