import {
  PESAN_DATA_SISTEM,
  TAB_DATA_SISTEM_LABEL,
  type DataSistemListQuery,
  type KampusBody,
  type KampusItem,
  type NamaBody,
  type NamaItem,
  type RuanganBody,
  type RuanganItem,
  type SesiKuliahBody,
  type SesiKuliahItem,
} from '@lms/shared';
import { jenisKelas, kampus, labelKelas, type sesiKuliah } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import {
  countKelasOf,
  countKelasOfKampus,
  countPemakaianRuangan,
  countPertemuanOfSesi,
  deleteKampus,
  deleteNama,
  deleteRuangan,
  deleteSesi,
  findKampus,
  findNama,
  findRuangan,
  findSesi,
  insertKampus,
  insertNama,
  insertRuangan,
  insertSesi,
  listKampus,
  listNama,
  listRuangan,
  listSesi,
  namaTaken,
  renameKampusOnKelas,
  ruanganKodeTaken,
  sesiNamaTaken,
  updateKampus,
  updateNama,
  updateRuangan,
  updateSesi,
} from './data-sistem.repo';
import { requireDataSistem } from './data-sistem.policy';
import { halaman, meta, tulisDataSistem } from './data-sistem.service';

/** Sessions, rooms, class types and labels, campuses: list, add, change, delete unless in use (409). */

const L = TAB_DATA_SISTEM_LABEL;

// --- sessions ------------------------------------------------------------------------------------------------------

/** 'HH:MM' -> the time column's 'HH:MM:00'. */
const jamDb = (jam: string) => `${jam}:00`;
const toSesiItem = (r: typeof sesiKuliah.$inferSelect): SesiKuliahItem => ({ id: r.id, nama: r.nama, jam_mulai: r.jamMulai, jam_selesai: r.jamSelesai });

export async function listSesiDataSistem(deps: Deps, actor: Actor, q: DataSistemListQuery) {
  await requireDataSistem(deps.db, actor, 'read');
  const { rows, total } = await listSesi(deps.db, actor.college.id, q.search || undefined, halaman(q));
  return { items: rows.map((r) => toSesiItem(r.row)), meta: meta(q, total) };
}

export async function simpanSesi(deps: Deps, actor: Actor, id: number | null, body: SesiKuliahBody): Promise<SesiKuliahItem> {
  const collegeId = actor.college.id;
  return tulisDataSistem(deps, actor, async (tx) => {
    if (id !== null && !(await findSesi(tx, collegeId, id))) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L.sesi_kuliah));
    if (await sesiNamaTaken(tx, collegeId, body.nama, id ?? undefined)) throw conflict(PESAN_DATA_SISTEM.namaDipakai(L.sesi_kuliah, body.nama));
    const v = { nama: body.nama, jamMulai: jamDb(body.jam_mulai), jamSelesai: jamDb(body.jam_selesai) };
    const row = id === null ? await insertSesi(tx, collegeId, v) : (await updateSesi(tx, collegeId, id, v))!;
    const detail = `${id === null ? 'Menambahkan' : 'Mengubah'} sesi kuliah '${body.nama}' (${body.jam_mulai}-${body.jam_selesai})`;
    return { hasil: toSesiItem(row), jenis: id === null ? 'tambah_data_sistem' : 'ubah_data_sistem', detail };
  });
}

export async function hapusSesi(deps: Deps, actor: Actor, id: number) {
  const collegeId = actor.college.id;
  await tulisDataSistem(deps, actor, async (tx) => {
    const row = await findSesi(tx, collegeId, id);
    if (!row) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L.sesi_kuliah));
    const n = await countPertemuanOfSesi(tx, collegeId, id);
    if (n > 0) throw conflict(PESAN_DATA_SISTEM.dipakai(`Sesi kuliah '${row.nama}'`, `${n} pertemuan`));
    await deleteSesi(tx, collegeId, id);
    return { hasil: null, jenis: 'hapus_data_sistem', detail: `Menghapus sesi kuliah '${row.nama}'` };
  });
}

// --- rooms ---------------------------------------------------------------------------------------------------------

const toRuanganItem = (r: RuanganItem & Record<string, unknown>): RuanganItem => ({ id: r.id, kode: r.kode, nama: r.nama, gedung: r.gedung, kapasitas: r.kapasitas });

export async function listRuanganDataSistem(deps: Deps, actor: Actor, q: DataSistemListQuery) {
  await requireDataSistem(deps.db, actor, 'read');
  const { rows, total } = await listRuangan(deps.db, actor.college.id, q.search || undefined, halaman(q));
  return { items: rows.map((r) => toRuanganItem(r.row)), meta: meta(q, total) };
}

export async function simpanRuangan(deps: Deps, actor: Actor, id: number | null, body: RuanganBody): Promise<RuanganItem> {
  const collegeId = actor.college.id;
  return tulisDataSistem(deps, actor, async (tx) => {
    if (id !== null && !(await findRuangan(tx, collegeId, id))) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L.ruangan));
    if (await ruanganKodeTaken(tx, collegeId, body.kode, id ?? undefined)) throw conflict(PESAN_DATA_SISTEM.kodeDipakai(L.ruangan, body.kode));
    const row = id === null ? await insertRuangan(tx, collegeId, body) : (await updateRuangan(tx, collegeId, id, body))!;
    const detail = `${id === null ? 'Menambahkan' : 'Mengubah'} ruangan '${body.kode}' (${body.nama})`;
    return { hasil: toRuanganItem(row), jenis: id === null ? 'tambah_data_sistem' : 'ubah_data_sistem', detail };
  });
}

export async function hapusRuangan(deps: Deps, actor: Actor, id: number) {
  const collegeId = actor.college.id;
  await tulisDataSistem(deps, actor, async (tx) => {
    const row = await findRuangan(tx, collegeId, id);
    if (!row) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L.ruangan));
    const n = await countPemakaianRuangan(tx, collegeId, id);
    const oleh = [n.pertemuan ? `${n.pertemuan} pertemuan` : '', n.jadwal ? `${n.jadwal} jadwal kelas` : ''].filter(Boolean).join(' dan ');
    if (oleh) throw conflict(PESAN_DATA_SISTEM.dipakai(`Ruangan '${row.kode}'`, oleh));
    await deleteRuangan(tx, collegeId, id);
    return { hasil: null, jenis: 'hapus_data_sistem', detail: `Menghapus ruangan '${row.kode}' (${row.nama})` };
  });
}

// --- class types and labels ----------------------------------------------------------------------------------------

export type JenisNama = 'jenis_kelas' | 'label_kelas';
const TABEL = { jenis_kelas: jenisKelas, label_kelas: labelKelas } as const;
const KOLOM_KELAS = { jenis_kelas: 'jenis', label_kelas: 'label' } as const;

export async function listNamaDataSistem(deps: Deps, actor: Actor, jenis: JenisNama, q: DataSistemListQuery) {
  await requireDataSistem(deps.db, actor, 'read');
  const { rows, total } = await listNama(deps.db, TABEL[jenis], actor.college.id, q.search || undefined, halaman(q));
  return { items: rows.map((r) => r.row as NamaItem), meta: meta(q, total) };
}

export async function simpanNama(deps: Deps, actor: Actor, jenis: JenisNama, id: number | null, body: NamaBody): Promise<NamaItem> {
  const collegeId = actor.college.id;
  const table = TABEL[jenis];
  return tulisDataSistem(deps, actor, async (tx) => {
    if (id !== null && !(await findNama(tx, table, collegeId, id))) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L[jenis]));
    if (await namaTaken(tx, table, collegeId, body.nama, id ?? undefined)) throw conflict(PESAN_DATA_SISTEM.namaDipakai(L[jenis], body.nama));
    const row = id === null ? await insertNama(tx, table, collegeId, body.nama) : (await updateNama(tx, table, collegeId, id, body.nama))!;
    const detail = `${id === null ? 'Menambahkan' : 'Mengubah'} ${L[jenis].toLowerCase()} '${body.nama}'`;
    return { hasil: row, jenis: id === null ? 'tambah_data_sistem' : 'ubah_data_sistem', detail };
  });
}

export async function hapusNama(deps: Deps, actor: Actor, jenis: JenisNama, id: number) {
  const collegeId = actor.college.id;
  const table = TABEL[jenis];
  await tulisDataSistem(deps, actor, async (tx) => {
    const row = await findNama(tx, table, collegeId, id);
    if (!row) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L[jenis]));
    const n = await countKelasOf(tx, KOLOM_KELAS[jenis], collegeId, id);
    if (n > 0) throw conflict(PESAN_DATA_SISTEM.dipakai(`${L[jenis]} '${row.nama}'`, `${n} kelas kuliah`));
    await deleteNama(tx, table, collegeId, id);
    return { hasil: null, jenis: 'hapus_data_sistem', detail: `Menghapus ${L[jenis].toLowerCase()} '${row.nama}'` };
  });
}

// --- campuses ------------------------------------------------------------------------------------------------------

const toKampusItem = (r: KampusItem & Record<string, unknown>): KampusItem => ({ id: r.id, nama: r.nama, alamat: r.alamat });

export async function listKampusDataSistem(deps: Deps, actor: Actor, q: DataSistemListQuery) {
  await requireDataSistem(deps.db, actor, 'read');
  const { rows, total } = await listKampus(deps.db, actor.college.id, q.search || undefined, halaman(q));
  return { items: rows.map((r) => toKampusItem(r.row)), meta: meta(q, total) };
}

/** Renaming a campus renames it on the classes that carry its name (kelas_kuliah.kampus_nama), in one transaction. */
export async function simpanKampus(deps: Deps, actor: Actor, id: number | null, body: KampusBody): Promise<KampusItem> {
  const collegeId = actor.college.id;
  return tulisDataSistem(deps, actor, async (tx) => {
    const lama = id !== null ? await findKampus(tx, collegeId, id) : null;
    if (id !== null && !lama) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L.kampus));
    if (await namaTaken(tx, kampus, collegeId, body.nama, id ?? undefined)) {
      throw conflict(PESAN_DATA_SISTEM.namaDipakai(L.kampus, body.nama));
    }
    const row = id === null ? await insertKampus(tx, collegeId, body) : (await updateKampus(tx, collegeId, id, body))!;
    if (lama && lama.nama !== body.nama) await renameKampusOnKelas(tx, collegeId, lama.nama, body.nama);
    const detail = lama ? `Mengubah kampus '${lama.nama}' menjadi '${body.nama}'` : `Menambahkan kampus '${body.nama}'`;
    return { hasil: toKampusItem(row), jenis: id === null ? 'tambah_data_sistem' : 'ubah_data_sistem', detail };
  });
}

export async function hapusKampus(deps: Deps, actor: Actor, id: number) {
  const collegeId = actor.college.id;
  await tulisDataSistem(deps, actor, async (tx) => {
    const row = await findKampus(tx, collegeId, id);
    if (!row) throw notFound(PESAN_DATA_SISTEM.tidakDitemukan(L.kampus));
    const n = await countKelasOfKampus(tx, collegeId, row.nama);
    if (n > 0) throw conflict(PESAN_DATA_SISTEM.dipakai(`Kampus '${row.nama}'`, `${n} kelas kuliah`));
    await deleteKampus(tx, collegeId, id);
    return { hasil: null, jenis: 'hapus_data_sistem', detail: `Menghapus kampus '${row.nama}'` };
  });
}
