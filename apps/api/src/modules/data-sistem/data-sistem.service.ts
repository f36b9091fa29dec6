import {
  PESAN_DATA_SISTEM,
  TAB_DATA_SISTEM_LABEL,
  hariIni,
  pageMeta,
  parsePeriode,
  zonedToUtcIso,
  type DataSistemListQuery,
  type JenisPresensiBody,
  type JenisPresensiDataItem,
  type KodeJenisPresensi,
  type PeriodeItem,
  type TambahPeriodeBody,
  type UbahPeriodeBody,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { periode } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { requireDataSistem } from './data-sistem.policy';
import {
  countKelasOfPeriode,
  deletePeriode,
  findPeriode,
  insertPeriode,
  listJenisPresensi,
  listPeriode,
  lockDataSistem,
  setPeriodeBerjalan,
  updatePeriode,
  upsertJenisPresensi,
} from './data-sistem.repo';

/**
 * /data-sistem (spec 1 §2.1, §2.4): each write runs in one transaction under the college's data-sistem lock, with
 * its activity-log entry. Who may read and write: data-sistem.policy.ts.
 */

export const halaman = (q: DataSistemListQuery) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page });
export const meta = (q: DataSistemListQuery, total: number) => pageMeta(q.page, q.per_page, total);

/** One write of the tab: access, lock, work, log. */
export async function tulisDataSistem<T>(deps: Deps, actor: Actor, kerja: (tx: Db) => Promise<{ hasil: T; jenis: 'tambah_data_sistem' | 'ubah_data_sistem' | 'hapus_data_sistem'; detail: string }>) {
  await requireDataSistem(deps.db, actor, 'write');
  return deps.db.transaction(async (tx) => {
    await lockDataSistem(tx, actor.college.id);
    const { hasil, jenis, detail } = await kerja(tx);
    await recordAktivitas(tx, actor, jenis, detail);
    return hasil;
  });
}

// --- periods -------------------------------------------------------------------------------------------------------

const LABEL_PERIODE = TAB_DATA_SISTEM_LABEL.periode;

async function zonaWaktu(deps: Deps, collegeId: number) {
  return (await getPengaturan(deps, collegeId)).pengaturan_sistem.time_zone;
}

/** A period's first and last day in the college's zone: from 00:00:00 of the first to 23:59:59 of the last. */
function rentang(body: UbahPeriodeBody, tz: string) {
  return {
    tanggalMulai: new Date(zonedToUtcIso(`${body.tanggal_mulai} 00:00:00`, tz)!),
    tanggalSelesai: new Date(zonedToUtcIso(`${body.tanggal_selesai} 23:59:59`, tz)!),
  };
}

function toPeriodeItem(r: typeof periode.$inferSelect, tz: string): PeriodeItem {
  const info = parsePeriode(r.kode);
  return {
    periode: r.kode,
    nama: info?.label ?? String(r.kode),
    tahun: info?.tahun ?? Math.floor(r.kode / 10),
    semester: info?.semester ?? r.kode % 10,
    tanggal_mulai: r.tanggalMulai ? hariIni(tz, r.tanggalMulai) : null,
    tanggal_selesai: r.tanggalSelesai ? hariIni(tz, r.tanggalSelesai) : null,
    is_current: r.isCurrent,
  };
}

export async function listPeriodeDataSistem(deps: Deps, actor: Actor, q: DataSistemListQuery) {
  await requireDataSistem(deps.db, actor, 'read');
  const tz = await zonaWaktu(deps, actor.college.id);
  const { rows, total } = await listPeriode(deps.db, actor.college.id, q.search || undefined, halaman(q));
  return { items: rows.map((r) => toPeriodeItem(r.row, tz)), meta: meta(q, total) };
}

export async function tambahPeriode(deps: Deps, actor: Actor, body: TambahPeriodeBody): Promise<PeriodeItem> {
  const collegeId = actor.college.id;
  const kode = body.tahun * 10 + body.semester;
  const tz = await zonaWaktu(deps, collegeId);
  return tulisDataSistem(deps, actor, async (tx) => {
    const nama = parsePeriode(kode)!.label;
    if (await findPeriode(tx, collegeId, kode)) throw conflict(PESAN_DATA_SISTEM.namaDipakai(LABEL_PERIODE, nama));
    await insertPeriode(tx, collegeId, { kode, ...rentang(body, tz) });
    return { hasil: toPeriodeItem((await findPeriode(tx, collegeId, kode))!, tz), jenis: 'tambah_data_sistem', detail: `Menambahkan periode ${nama}` };
  });
}

export async function ubahPeriode(deps: Deps, actor: Actor, kode: number, body: UbahPeriodeBody): Promise<PeriodeItem> {
  const collegeId = actor.college.id;
  const tz = await zonaWaktu(deps, collegeId);
  return tulisDataSistem(deps, actor, async (tx) => {
    if (!(await findPeriode(tx, collegeId, kode))) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(LABEL_PERIODE));
    await updatePeriode(tx, collegeId, kode, rentang(body, tz));
    const nama = parsePeriode(kode)?.label ?? String(kode);
    return {
      hasil: toPeriodeItem((await findPeriode(tx, collegeId, kode))!, tz),
      jenis: 'ubah_data_sistem',
      detail: `Mengubah periode ${nama}: ${body.tanggal_mulai} s.d. ${body.tanggal_selesai}`,
    };
  });
}

/** The current period and a period with classes stay. */
export async function hapusPeriode(deps: Deps, actor: Actor, kode: number) {
  const collegeId = actor.college.id;
  await tulisDataSistem(deps, actor, async (tx) => {
    const row = await findPeriode(tx, collegeId, kode);
    if (!row) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(LABEL_PERIODE));
    if (row.isCurrent) throw conflict(PESAN_DATA_SISTEM.periodeBerjalanDihapus);
    const kelas = await countKelasOfPeriode(tx, collegeId, kode);
    const nama = parsePeriode(kode)?.label ?? String(kode);
    if (kelas > 0) throw conflict(PESAN_DATA_SISTEM.dipakai(`Periode ${nama}`, `${kelas} kelas kuliah`));
    await deletePeriode(tx, collegeId, kode);
    return { hasil: null, jenis: 'hapus_data_sistem', detail: `Menghapus periode ${nama}` };
  });
}

/** PUT .../periode/{kode}/berjalan: the current semester (exactly one per college). */
export async function aturPeriodeBerjalan(deps: Deps, actor: Actor, kode: number): Promise<PeriodeItem> {
  const collegeId = actor.college.id;
  const tz = await zonaWaktu(deps, collegeId);
  return tulisDataSistem(deps, actor, async (tx) => {
    if (!(await findPeriode(tx, collegeId, kode))) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(LABEL_PERIODE));
    await setPeriodeBerjalan(tx, collegeId, kode);
    const nama = parsePeriode(kode)?.label ?? String(kode);
    return { hasil: toPeriodeItem((await findPeriode(tx, collegeId, kode))!, tz), jenis: 'ubah_data_sistem', detail: `Menetapkan semester berjalan ${nama}` };
  });
}

// --- attendance types ----------------------------------------------------------------------------------------------

/** The college's attendance kinds (its stored names over the defaults), for the modules that label attendance. */
export function jenisPresensiKampus(db: Db, collegeId: number) {
  return listJenisPresensi(db, collegeId);
}

export async function listJenisPresensiDataSistem(deps: Deps, actor: Actor): Promise<JenisPresensiDataItem[]> {
  await requireDataSistem(deps.db, actor, 'read');
  return Object.values(await listJenisPresensi(deps.db, actor.college.id));
}

export async function ubahJenisPresensi(deps: Deps, actor: Actor, kode: KodeJenisPresensi, body: JenisPresensiBody): Promise<JenisPresensiDataItem> {
  const collegeId = actor.college.id;
  return tulisDataSistem(deps, actor, async (tx) => {
    await upsertJenisPresensi(tx, collegeId, kode, { nama: body.nama, isActive: body.is_active });
    return {
      hasil: (await listJenisPresensi(tx, collegeId))[kode],
      jenis: 'ubah_data_sistem',
      detail: `Mengubah jenis presensi ${kode}: '${body.nama}' ${body.is_active ? 'aktif' : 'tidak aktif'}`,
    };
  });
}
