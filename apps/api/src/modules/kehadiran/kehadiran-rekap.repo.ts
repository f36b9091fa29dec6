import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kehadiranMahasiswa, kelasKuliah, labelKelas, mahasiswa, mataKuliah, pertemuan, users } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';
import { pertemuanDimulaiSql } from './kehadiran.repo';

/** Queries of the class recap and the paged attendance list. */

/** The class's meetings as the recap's columns, by number. */
export function listKolomPertemuan(db: Db, collegeId: number, idKelas: string) {
  return db
    .select({ id: pertemuan.id, nomor: pertemuan.nomor, jenis: pertemuan.jenis, kategori: pertemuan.kategori, status: pertemuan.status, waktuMulai: pertemuan.waktuMulai })
    .from(pertemuan)
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idKelasKuliah, idKelas)))
    .orderBy(asc(pertemuan.nomor));
}

export type FilterKehadiran = {
  page: number;
  per_page: number;
  ignore_default_pagination?: boolean;
  id_kelas_kuliah?: string[];
  id_pertemuan?: number[];
  periode?: number[];
  nim?: string;
  presensi?: string[];
  is_valid?: boolean;
  waktu_awal?: string;
  waktu_akhir?: string;
};

/** A page of stored presences in `scope` (a student only their own) on started meetings, newest meeting first. */
export async function listKehadiranPage(db: Db, collegeId: number, scope: ScopeKelas, q: FilterKehadiran, pg: { limit?: number; offset: number }) {
  const conds: (SQL | undefined)[] = [
    eq(kehadiranMahasiswa.collegeId, collegeId),
    kelasScopeCondition(scope, kehadiranMahasiswa.idKelasKuliah),
    scope.kind === 'peserta' ? eq(kehadiranMahasiswa.idMahasiswa, scope.idMahasiswa) : undefined,
    q.id_kelas_kuliah?.length ? inArray(kehadiranMahasiswa.idKelasKuliah, q.id_kelas_kuliah) : undefined,
    q.id_pertemuan?.length ? inArray(kehadiranMahasiswa.idPertemuan, q.id_pertemuan) : undefined,
    q.periode?.length ? inArray(kelasKuliah.periode, q.periode) : undefined,
    q.nim ? eq(mahasiswa.nim, q.nim) : undefined,
    q.presensi?.length ? inArray(kehadiranMahasiswa.presensi, q.presensi) : undefined,
    q.is_valid !== undefined ? eq(kehadiranMahasiswa.isValid, q.is_valid) : undefined,
    q.waktu_awal ? gte(pertemuan.waktuMulai, new Date(q.waktu_awal)) : undefined,
    q.waktu_akhir ? lte(pertemuan.waktuMulai, new Date(q.waktu_akhir)) : undefined,
    // A meeting that has not started gives no presence.
    pertemuanDimulaiSql(new Date()),
  ];
  const base = () =>
    db
      .select({
        r: kehadiranMahasiswa,
        nim: mahasiswa.nim,
        nama: users.nama,
        userId: users.id,
        nomor: pertemuan.nomor,
        jenis: pertemuan.jenis,
        waktuMulai: pertemuan.waktuMulai,
        mkKode: mataKuliah.kode,
        mkNama: mataKuliah.nama,
        labelNama: labelKelas.nama,
        total: totalOver(),
      })
      .from(kehadiranMahasiswa)
      .innerJoin(mahasiswa, eq(mahasiswa.id, kehadiranMahasiswa.idMahasiswa))
      .innerJoin(users, eq(users.id, mahasiswa.userId))
      .innerJoin(pertemuan, eq(pertemuan.id, kehadiranMahasiswa.idPertemuan))
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, kehadiranMahasiswa.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
      .where(and(...conds))
      .orderBy(sql`${pertemuan.waktuMulai} desc`, asc(mahasiswa.nim), asc(kehadiranMahasiswa.id))
      .$dynamic();
  return runPage(base(), pg, async () => {
    const all = await base();
    return all.length;
  });
}
