import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, kelasJadwal, kelasPengajar, kelasPeserta, kelasProdi, mahasiswa, pertemuan, prodi, users } from '../../db/schema';
import { prepared } from '../../db/prepared';

export type PengajarNested = {
  idDosen: number;
  idUser: number;
  nidn: string;
  jabatan: string;
  urutan: number;
  avatarUrl: string | null;
  gelarDepan: string;
  nama: string;
  gelarAkademik: string;
};
export type KelasNested = {
  idKelasKuliah: string;
  pengajar: PengajarNested[];
  prodiKelas: { nama: string; jenjang: string }[];
  jadwal: { hari: number; jamMulai: string; jamSelesai: string }[];
  jumlahPeserta: number;
  jumlahPertemuan: number;
  ketua: { nim: string; nama: string }[];
};

/**
 * A class's teachers by urutan as one JSON array (PengajarNested), as a scalar subquery over the class id a statement
 * already reads (the class list, the meeting page); `parseJsonArray` reads it back.
 */
export const pengajarKelasJson = (idKelas: SQL | AnyColumn) => sql<PengajarNested[] | string>`coalesce((
  select json_agg(json_build_object(
    'idDosen', kp.id_dosen, 'idUser', d.user_id, 'nidn', d.nidn, 'jabatan', kp.jabatan, 'urutan', kp.urutan,
    'avatarUrl', u.avatar_url, 'gelarDepan', u.gelar_depan, 'nama', u.nama, 'gelarAkademik', u.gelar_akademik)
    order by kp.urutan, kp.id_dosen)
  from ${kelasPengajar} kp join ${dosen} d on d.id = kp.id_dosen join ${users} u on u.id = d.user_id
  where kp.id_kelas_kuliah = ${idKelas}), '[]'::json)`;

const nestedStatement = (db: Db, ketua: boolean) =>
  db
    .select({
      idKelasKuliah: sql<string>`k.id`,
      pengajar: pengajarKelasJson(sql`k.id`),
      prodiKelas: sql<KelasNested['prodiKelas'] | string>`coalesce((
        select json_agg(json_build_object('nama', p.nama, 'jenjang', p.jenjang) order by p.jenjang, p.nama)
        from ${kelasProdi} kpr join ${prodi} p on p.id = kpr.id_prodi
        where kpr.id_kelas_kuliah = k.id), '[]'::json)`,
      jadwal: sql<KelasNested['jadwal'] | string>`coalesce((
        select json_agg(json_build_object('hari', j.hari, 'jamMulai', j.jam_mulai, 'jamSelesai', j.jam_selesai) order by j.hari, j.jam_mulai)
        from ${kelasJadwal} j where j.id_kelas_kuliah = k.id), '[]'::json)`,
      jumlahPeserta: sql<number>`(select count(*) from ${kelasPeserta} ps where ps.id_kelas_kuliah = k.id)::int`,
      jumlahPertemuan: sql<number>`(select count(*) from ${pertemuan} pt where pt.id_kelas_kuliah = k.id)::int`,
      ketua: ketua
        ? sql<KelasNested['ketua'] | string>`coalesce((
        select json_agg(json_build_object('nim', m.nim, 'nama', u.nama) order by m.nim)
        from ${kelasPeserta} ps join ${mahasiswa} m on m.id = ps.id_mahasiswa join ${users} u on u.id = m.user_id
        where ps.id_kelas_kuliah = k.id and ps.jabatan = 'ketua_kelas'), '[]'::json)`
        : sql<KelasNested['ketua'] | string>`'[]'::json`,
    })
    .from(sql`unnest(${sql.placeholder('ids')}::text[]) as k(id)`)
    .prepare(ketua ? 'kelas_nested_ketua' : 'kelas_nested');

/**
 * Everything nested in a list item, for the given classes, in ONE statement: teachers (by urutan), class
 * programmes, schedule, participant and meeting counts (index-backed per class) and, for the detail, the class
 * leader — each aggregated to JSON per class. One round trip instead of five or six: on a loaded server the
 * wait for each round trip, not the SQL itself, was the cost. A prepared statement (see `prepared`).
 */
export async function findNestedByKelas(db: Db, ids: string[], opts: { ketua?: boolean } = {}): Promise<KelasNested[]> {
  const ketua = !!opts.ketua;
  const rows = await prepared(db, ketua ? 'kelas_nested_ketua' : 'kelas_nested', () => nestedStatement(db, ketua)).execute({ ids });
  // json columns arrive parsed on node-postgres and PGlite alike; a string is tolerated.
  return rows.map((r) => ({
    ...r,
    pengajar: parseJsonArray(r.pengajar),
    prodiKelas: parseJsonArray(r.prodiKelas),
    jadwal: parseJsonArray(r.jadwal),
    ketua: parseJsonArray(r.ketua),
  }));
}

export const parseJsonArray = <T>(v: T[] | string): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : v);
