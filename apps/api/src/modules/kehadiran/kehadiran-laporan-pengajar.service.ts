import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  IS_VALID_LABEL,
  isPertemuanOnline,
  isoUtc,
  namaLengkapDosen,
  resolveTimeZone,
  waktuLokal,
  type LaporanKeaktifanPengajarItem,
  type LaporanKehadiranPengajarItem,
  type PengaturanKelas,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { requireOperatorAccess } from '../../lib/policy';
import { formatSelWaktu, labelZonaKolom, selWaktu } from '../../lib/waktu-ekspor';
import { GRADE_PROVIDERS } from '../aktivitas/grade-provider';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { listFaktaPengajarDosen, listFaktaPengajarLaporanPage, listKeaktifanPengajarPage, type Filter, type KeaktifanRow } from './kehadiran-laporan.repo';
import { faktaOf, presensiPengajar, type FaktaPengajarRow } from './kehadiran-pengajar';
import { iso } from './kehadiran.mapper';

/**
 * The lecturer reports of the Laporan group (issue 16 point 6, issue 30 point 9): each lecturer in each started
 * meeting, and each lecturer's activity over the filtered classes; both with an xlsx of every row of the filter.
 * A lecturer's presence in a meeting is kehadiran-pengajar.ts's verdict in both, so 'Hadir' in one is the count of
 * 'Hadir' rows in the other. Read with laporan read (operator.laporan).
 */

// ---------------------------------------------------------------------------------------------------------------
// Lecturers per meeting

function toPengajarItem(r: FaktaPengajarRow, k: PengaturanKelas, now: Date): LaporanKehadiranPengajarItem {
  const v = presensiPengajar(faktaOf(r), k, now);
  return {
    id_pertemuan: r.idPertemuan,
    nomor: r.nomor,
    jenis: r.jenis,
    status: r.status,
    waktu_mulai: isoUtc(r.waktuMulai),
    waktu_selesai: isoUtc(r.waktuSelesai),
    kelas_kuliah: { id: r.kkId, periode: r.periode, mata_kuliah: { kode: r.mkKode, nama: r.mkNama }, kelas: { nama: r.labelNama } },
    pengajar: { id_dosen: r.idDosen, name: namaLengkapDosen({ gelar_depan: r.gelarDepan, nama: r.nama, gelar_akademik: r.gelarAkademik }), avatar_url: r.avatarUrl },
    ada_presensi: v.ada_presensi,
    is_hadir: v.is_hadir,
    is_valid: v.is_valid,
    mulai_kuliah: iso(v.mulai_kuliah),
    selesai_kuliah: iso(v.selesai_kuliah),
    versi: v.versi,
  };
}

export async function listLaporanKehadiranPengajar(deps: Deps, actor: Actor, q: Filter) {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const k = (await getPengaturan(deps, actor.college.id)).pengaturan_kelas;
  const now = new Date();
  const pg = paging(q);
  const { rows, total } = await listFaktaPengajarLaporanPage(deps.db, actor.college.id, q, now, pg);
  return { items: rows.map((r) => toPengajarItem(r, k, now)), meta: listMeta(pg, total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Lecturer activity

/**
 * Started meetings and presences of the page's lecturers over the filtered classes: the same rows and verdicts as
 * the per-meeting report (its filter without the per-meeting ones), counted per lecturer.
 */
async function presensiPerDosen(db: Db, collegeId: number, q: Filter, idDosen: number[], k: PengaturanKelas, now: Date) {
  const out = new Map<number, { berlalu: number; hadir: number }>(idDosen.map((id) => [id, { berlalu: 0, hadir: 0 }]));
  if (idDosen.length === 0) return out;
  const rows = await listFaktaPengajarDosen(db, collegeId, q, idDosen, now);
  for (const r of rows) {
    const v = presensiPengajar(faktaOf(r), k, now);
    const c = out.get(r.idDosen)!;
    if (v.dimulai) c.berlalu++;
    if (v.ada_presensi && v.is_hadir) c.hadir++;
  }
  return out;
}

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

async function toKeaktifanItem(db: Db, collegeId: number, r: KeaktifanRow, p: { berlalu: number; hadir: number }): Promise<LaporanKeaktifanPengajarItem> {
  const nilai = await penilaianOf(db, collegeId, (r.kelas ?? []).filter(Boolean));
  return {
    pengajar: { id_dosen: r.idDosen, name: namaLengkapDosen({ gelar_depan: r.gelarDepan, nama: r.nama, gelar_akademik: r.gelarAkademik }), nidn: r.nidn, avatar_url: r.avatarUrl },
    jumlah_kelas: r.jumlahKelas,
    jumlah_pertemuan: r.jumlahPertemuan,
    pertemuan_berlalu: p.berlalu,
    dimulai: r.dimulai,
    dimulai_tepat_waktu: r.dimulaiTepat,
    diakhiri: r.diakhiri,
    diakhiri_tepat_waktu: r.diakhiriTepat,
    hadir: p.hadir,
    aktivitas_dibuat: r.aktivitas,
    penilaian_total: nilai.total,
    penilaian_selesai: nilai.selesai,
  };
}

export async function listLaporanKeaktifanPengajar(deps: Deps, actor: Actor, q: Filter) {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const { konfigurasi, pengaturan_kelas: k } = await getPengaturan(deps, actor.college.id);
  const now = new Date();
  const pg = paging(q);
  const { rows, total } = await listKeaktifanPengajarPage(deps.db, actor.college.id, q, konfigurasi.end_lecture, pg);
  const presensi = await presensiPerDosen(deps.db, actor.college.id, q, rows.map((r) => r.idDosen), k, now);
  const items = [];
  for (const r of rows) items.push(await toKeaktifanItem(deps.db, actor.college.id, r, presensi.get(r.idDosen)!));
  return { items, meta: listMeta(pg, total) };
}

// ---------------------------------------------------------------------------------------------------------------
// Exports

type Sel = string | number | Date | null;

/** A sheet with a bold header; the columns listed in `waktu` hold date cells in the college's wall clock. */
async function xlsx(sheet: string, header: string[], rows: Sel[][], widths: number[], waktu: number[] = []) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r.map((v) => v ?? '-'));
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  for (const i of waktu) formatSelWaktu(ws.getColumn(i + 1));
  return Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]);
}

const semua = (q: Filter): Filter => ({ ...q, ignore_default_pagination: true, page: 1 });
/** Today in the college's zone, for the file name. */
const tanggal = (tz: string) => {
  const w = waktuLokal(new Date(), resolveTimeZone(tz));
  return `${w.tahun}-${String(w.bulan).padStart(2, '0')}-${String(w.tanggal).padStart(2, '0')}`;
};

export async function exportLaporanKehadiranPengajar(deps: Deps, actor: Actor, q: Filter) {
  const { items } = await listLaporanKehadiranPengajar(deps, actor, semua(q));
  const tz = actor.college.timeZone;
  const status = (r: LaporanKehadiranPengajarItem) => (!r.ada_presensi ? 'Belum Ada Presensi' : r.is_hadir ? 'Hadir' : 'Tidak Hadir');
  const rows = items.map((r, i) => [
    i + 1,
    r.kelas_kuliah.periode,
    `${r.kelas_kuliah.mata_kuliah.kode} - ${r.kelas_kuliah.mata_kuliah.nama}`,
    r.kelas_kuliah.kelas.nama,
    r.nomor,
    isPertemuanOnline(r.jenis) ? 'Online' : 'Offline',
    selWaktu(r.waktu_mulai, tz),
    r.pengajar.name,
    status(r),
    selWaktu(r.mulai_kuliah, tz),
    selWaktu(r.selesai_kuliah, tz),
    IS_VALID_LABEL[String(r.is_valid) as 'true' | 'false'],
  ]);
  const z = (label: string) => labelZonaKolom(label, tz);
  const header = ['No', 'Periode', 'Mata Kuliah', 'Kelas', 'Pertemuan', 'Metode', z('Jadwal'), 'Dosen', 'Kehadiran', z('Mulai Kuliah'), z('Selesai Kuliah'), 'Validasi'];
  return {
    filename: `laporan-kehadiran-pengajar-${tanggal(tz)}.xlsx`,
    stream: await xlsx('Kehadiran Pengajar', header, rows, [6, 10, 36, 12, 10, 10, 22, 30, 18, 22, 22, 16], [6, 9, 10]),
  };
}

export async function exportLaporanKeaktifanPengajar(deps: Deps, actor: Actor, q: Filter) {
  const { items } = await listLaporanKeaktifanPengajar(deps, actor, semua(q));
  const rows = items.map((r, i) => [i + 1, r.pengajar.nidn ?? '', r.pengajar.name, r.jumlah_kelas, r.jumlah_pertemuan, r.pertemuan_berlalu, r.dimulai_tepat_waktu, r.diakhiri_tepat_waktu, r.hadir, r.aktivitas_dibuat, `${r.penilaian_selesai}/${r.penilaian_total}`]);
  const header = ['No', 'NIDN', 'Dosen', 'Kelas', 'Pertemuan', 'Pertemuan Berlalu', 'Mulai Tepat Waktu', 'Selesai Tepat Waktu', 'Hadir', 'Aktivitas', 'Penilaian Selesai'];
  return {
    filename: `laporan-keaktifan-pengajar-${tanggal(actor.college.timeZone)}.xlsx`,
    stream: await xlsx('Keaktifan Pengajar', header, rows, [6, 14, 32, 8, 10, 16, 16, 18, 8, 10, 16]),
  };
}
