import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { NilaiKelasListItem, PaginationMeta } from '@lms/shared';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import {
  jenisKelas,
  kelasKuliah,
  kelasPeserta,
  mahasiswa,
  mataKuliah,
  nilaiKirim,
  nilaiKirimBaris,
  nilaiKomponenAktivitas,
  pertemuan,
  users,
  versiData,
  versiNilaiKelas,
} from '../../db/schema';
import { listMeta, paging } from '../../lib/envelope';
import { runPage, totalOver } from '../../lib/page-query';
import type { RuangCache } from '../../lib/read-cache';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

// node-postgres parses json columns; PGlite may hand them over as text.
type Json<T> = T | string;
const json = <T>(v: Json<T> | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The college's areas the gradebook is built from (beside the class's own grade version). */
export const RUANG_BUKU_NILAI = ['kelas', 'pertemuan', 'ujian', 'tugas', 'forum', 'nilai'] as const satisfies readonly RuangCache[];

/**
 * Every version the gradebook of a class depends on, in one named statement: the college's areas in
 * RUANG_BUKU_NILAI's order, then the class's grade version (versi_nilai_kelas; 0 before its first graded write).
 */
export async function findVersiBukuNilai(db: Db, collegeId: number, idKelas: string): Promise<number[]> {
  const q = preparedSql<{ ruang: Json<Record<string, number | string>> | null; kelas: number | string | null }>(db, 'nilai_kelas_versi', () => {
    return sql`select (select json_object_agg(v.ruang, v.versi) from ${versiData} v where v.college_id = ${sql.placeholder('collegeId')}) as ruang,
      (select n.versi from ${versiNilaiKelas} n where n.id_kelas_kuliah = ${sql.placeholder('id')}) as kelas`;
  });
  const [r] = (await q.execute({ collegeId, id: idKelas })).rows;
  const ruang = json(r?.ruang ?? null) ?? {};
  return [...RUANG_BUKU_NILAI.map((x) => Number(ruang[x] ?? 0)), Number(r?.kelas ?? 0)];
}

/** The class's students ordered by name (the gradebook rows): user id, Siakad student id, name, nim. */
export async function listPesertaNilai(db: Db, collegeId: number, idKelas: string) {
  return db
    .select({ userId: users.id, idMahasiswa: mahasiswa.id, nama: users.nama, nim: mahasiswa.nim })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelas), eq(mahasiswa.collegeId, collegeId)))
    .orderBy(asc(users.nama), asc(mahasiswa.nim));
}

export type KelasNilai = {
  id: string;
  periode: number;
  mkKode: string;
  mkNama: string;
  labelNama: string;
  jenisId: number;
  jenisNama: string;
  kampusNama: string;
  modeKuliah: string;
  /** Meeting number by meeting id (the columns' meeting labels). */
  nomorPertemuan: Map<number, number>;
  /** The gradebook rows, ordered by name then nim (as listPesertaNilai). */
  siswa: { userId: number; idMahasiswa: number; nama: string; nim: string }[];
  /** Which activities feed each Siakad component, in the table's own order (no ORDER BY, as before). */
  pilihan: { idKomponen: number; jenisAktivitas: string; idSumber: string }[];
};

type BarisKelasNilai = {
  id: string;
  periode: number;
  mk_kode: string;
  mk_nama: string;
  label_nama: string;
  jenis_id: number;
  jenis_nama: string;
  kampus_nama: string;
  mode_kuliah: string;
  pertemuan: Json<[number, number][]> | null;
  siswa: Json<[number, number, string, string][]> | null;
  pilihan: Json<[number, string, string][]> | null;
};

/**
 * Everything the gradebook reads from the LMS's own tables, in one named statement: the class header, its meeting
 * numbers, its students and the activities chosen per Siakad component (each list a json array of tuples). It was
 * four statements, three of them built and planned on every request. Null when the class is not of this college.
 */
export async function findKelasNilai(db: Db, collegeId: number, idKelas: string): Promise<KelasNilai | null> {
  const q = preparedSql<BarisKelasNilai>(db, 'nilai_kelas_buku', () => {
    const id = sql.placeholder('id');
    const college = sql.placeholder('collegeId');
    return sql`select kk.id, kk.periode, mk.kode as mk_kode, kk.mk_nama, kk.label_nama, jk.id as jenis_id, jk.nama as jenis_nama,
        kk.kampus_nama, kk.mode_kuliah,
        (select json_agg(json_build_array(p.id, p.nomor)) from ${pertemuan} p
          where p.college_id = ${college} and p.id_kelas_kuliah = ${id}) as pertemuan,
        (select json_agg(json_build_array(u.id, m.id, u.nama, m.nim) order by u.nama, m.nim)
          from ${kelasPeserta} kp join ${mahasiswa} m on m.id = kp.id_mahasiswa join ${users} u on u.id = m.user_id
          where kp.id_kelas_kuliah = ${id} and m.college_id = ${college}) as siswa,
        (select json_agg(json_build_array(a.id_komponen, a.jenis_aktivitas, a.id_sumber)) from ${nilaiKomponenAktivitas} a
          where a.college_id = ${college} and a.id_kelas_kuliah = ${id}) as pilihan
      from ${kelasKuliah} kk
      join ${mataKuliah} mk on mk.id = kk.id_mata_kuliah
      join ${jenisKelas} jk on jk.id = kk.id_jenis_kelas
      where kk.id = ${id} and kk.college_id = ${college}`;
  });
  const [r] = (await q.execute({ id: idKelas, collegeId })).rows;
  if (!r) return null;
  return {
    id: r.id,
    periode: Number(r.periode),
    mkKode: r.mk_kode,
    mkNama: r.mk_nama,
    labelNama: r.label_nama,
    jenisId: Number(r.jenis_id),
    jenisNama: r.jenis_nama,
    kampusNama: r.kampus_nama,
    modeKuliah: r.mode_kuliah,
    nomorPertemuan: new Map(json(r.pertemuan) ?? []),
    siswa: (json(r.siswa) ?? []).map(([userId, idMahasiswa, nama, nim]) => ({ userId, idMahasiswa, nama, nim })),
    pilihan: (json(r.pilihan) ?? []).map(([idKomponen, jenisAktivitas, idSumber]) => ({ idKomponen, jenisAktivitas, idSumber })),
  };
}

export async function replaceKomponenAktivitas(db: Db, collegeId: number, idKelas: string, idKomponen: number, list: { jenis: string; id: string }[]) {
  await db
    .delete(nilaiKomponenAktivitas)
    .where(and(eq(nilaiKomponenAktivitas.idKelasKuliah, idKelas), eq(nilaiKomponenAktivitas.idKomponen, idKomponen)));
  if (list.length)
    await db
      .insert(nilaiKomponenAktivitas)
      .values(list.map((a) => ({ collegeId, idKelasKuliah: idKelas, idKomponen, jenisAktivitas: a.jenis, idSumber: a.id })))
      .onConflictDoNothing();
}

/**
 * Only what a user changed in a component's list: removes `hapus`, adds `tambah` (one already there stays), leaving
 * every other row as it is now. Returns the list after the write, in the table's order.
 */
export async function ubahPilihanKomponen(
  db: Db,
  collegeId: number,
  idKelas: string,
  idKomponen: number,
  perubahan: { tambah: { jenis: string; id: string }[]; hapus: { jenis: string; id: string }[] },
) {
  const di = and(eq(nilaiKomponenAktivitas.collegeId, collegeId), eq(nilaiKomponenAktivitas.idKelasKuliah, idKelas), eq(nilaiKomponenAktivitas.idKomponen, idKomponen));
  if (perubahan.hapus.length)
    await db
      .delete(nilaiKomponenAktivitas)
      .where(and(di, or(...perubahan.hapus.map((a) => and(eq(nilaiKomponenAktivitas.jenisAktivitas, a.jenis), eq(nilaiKomponenAktivitas.idSumber, a.id))))));
  if (perubahan.tambah.length)
    await db
      .insert(nilaiKomponenAktivitas)
      .values(perubahan.tambah.map((a) => ({ collegeId, idKelasKuliah: idKelas, idKomponen, jenisAktivitas: a.jenis, idSumber: a.id })))
      .onConflictDoNothing();
  return db.select({ jenis: nilaiKomponenAktivitas.jenisAktivitas, id: nilaiKomponenAktivitas.idSumber }).from(nilaiKomponenAktivitas).where(di);
}

export async function insertKirim(db: Db, values: typeof nilaiKirim.$inferInsert) {
  const [row] = await db.insert(nilaiKirim).values(values).returning();
  return row!;
}

export async function deleteKirim(db: Db, id: number) {
  await db.delete(nilaiKirim).where(eq(nilaiKirim.id, id));
}

export async function setKirimJob(db: Db, id: number, idJob: string) {
  await db.update(nilaiKirim).set({ idJob }).where(eq(nilaiKirim.id, id));
}

export async function insertKirimBaris(db: Db, rows: (typeof nilaiKirimBaris.$inferInsert)[]) {
  if (rows.length) await db.insert(nilaiKirimBaris).values(rows);
}

export async function findKirim(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(nilaiKirim).where(and(eq(nilaiKirim.id, id), eq(nilaiKirim.collegeId, collegeId)));
  return row ?? null;
}

export async function listBarisKirim(db: Db, idKirim: number) {
  return db.select().from(nilaiKirimBaris).where(eq(nilaiKirimBaris.idKirim, idKirim)).orderBy(asc(nilaiKirimBaris.id));
}

export async function setHasilBaris(db: Db, id: number, hasil: 'terkirim' | 'gagal', pesan: string | null) {
  await db.update(nilaiKirimBaris).set({ hasil, pesan, dikirimAt: new Date() }).where(eq(nilaiKirimBaris.id, id));
}

/** The ledger of a class, newest first (nilai_kirim_baris_kelas_idx). */
export async function findRiwayatPage(db: Db, collegeId: number, idKelas: string, idKomponen: number | undefined, page: { limit?: number; offset: number }) {
  const where = and(
    eq(nilaiKirimBaris.collegeId, collegeId),
    eq(nilaiKirimBaris.idKelasKuliah, idKelas),
    idKomponen ? eq(nilaiKirimBaris.idKomponen, idKomponen) : undefined,
  );
  const q = db
    .select({ b: nilaiKirimBaris, k: { label: nilaiKirim.labelKomponen, oleh: nilaiKirim.createdByNama, at: nilaiKirim.createdAt } })
    .from(nilaiKirimBaris)
    .innerJoin(nilaiKirim, eq(nilaiKirim.id, nilaiKirimBaris.idKirim))
    .where(where)
    .orderBy(desc(nilaiKirimBaris.id))
    .$dynamic();
  const rows = await (page.limit === undefined ? q.offset(page.offset) : q.limit(page.limit).offset(page.offset));
  const [c] = await db.select({ n: count() }).from(nilaiKirimBaris).where(where);
  return { rows, total: c?.n ?? 0 };
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type NilaiKelasListQuery = { page: number; per_page: number; ignore_default_pagination?: boolean; search?: string; periode?: number };

/**
 * One page of the grade list's classes in `scope` (kelasScopeCondition), newest period first, then course and class
 * name (kelas_kuliah_urutan_idx).
 */
export async function listKelasNilaiPage(db: Db, collegeId: number, scope: ScopeKelas, q: NilaiKelasListQuery): Promise<{ items: NilaiKelasListItem[]; meta: PaginationMeta }> {
  const conds: SQL[] = [eq(kelasKuliah.collegeId, collegeId)];
  const lingkup = kelasScopeCondition(scope, kelasKuliah.id);
  if (lingkup) conds.push(lingkup);
  if (q.periode) conds.push(eq(kelasKuliah.periode, q.periode));
  if (q.search) conds.push(or(ilike(kelasKuliah.mkNama, escapeLike(q.search)), ilike(mataKuliah.kode, escapeLike(q.search)), ilike(kelasKuliah.labelNama, escapeLike(q.search)))!);
  const where = and(...conds);
  const p = paging(q);
  // The page and its total in one named statement (every class has its course and type: NOT NULL foreign keys, so
  // the total over these joins is the count over the class and course alone); a page past the end counts apart.
  const page = db
    .select({
      id: kelasKuliah.id,
      periode: kelasKuliah.periode,
      kode: mataKuliah.kode,
      nama: kelasKuliah.mkNama,
      label: kelasKuliah.labelNama,
      jenisId: jenisKelas.id,
      jenisNama: jenisKelas.nama,
      mode: kelasKuliah.modeKuliah,
      total: totalOver(),
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(where)
    .orderBy(desc(kelasKuliah.periode), asc(kelasKuliah.mkNama), asc(kelasKuliah.labelNama), asc(kelasKuliah.id))
    .$dynamic();
  const { rows, total } = await runPage(page, { limit: p.limit, offset: p.offset }, async () => {
    const [c] = await db.select({ n: count() }).from(kelasKuliah).innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah)).where(where);
    return c?.n ?? 0;
  });
  const items: NilaiKelasListItem[] = rows.map((r) => ({
    id: r.id,
    periode: r.periode,
    mata_kuliah: { kode: r.kode, nama: r.nama },
    kelas: { nama: r.label, jenis: { id: r.jenisId, nama: r.jenisNama } },
    mode: r.mode,
  }));
  return { items, meta: listMeta(p, total) };
}
