import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dosen,
  files,
  jenisKelas,
  kelasJadwal,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  kelasProdi,
  labelKelas,
  mahasiswa,
  mataKuliah,
  pertemuan,
  prodi,
  users,
} from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from './kelas-akses';
import { runPage, totalOver } from '../../lib/page-query';

export type KelasFilter = {
  periode?: number[];
  idMataKuliah?: number[];
  idLabelKelas?: number[];
  idJenisKelas?: number[];
  idProdi?: number[];
  idProdiKelas?: number[];
  idProdiMataKuliah?: number[];
  modeKuliah?: string[];
  idDosen?: number[];
  status?: string[];
  search?: string;
};

const has = <T>(v: T[] | undefined): v is T[] => !!v && v.length > 0;

/** One array parameter (`= any($1)`), so a long id list never turns into thousands of placeholders. */
const anyInt = (ids: number[]) => sql`any(${sql.param(ids)}::int[])`;
const anyText = (ids: string[]) => sql`any(${sql.param(ids)}::text[])`;

/** Escapes LIKE wildcards so a search for '50%' matches the text literally. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function kelasConditions(collegeId: number, scope: ScopeKelas, f: KelasFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [eq(kelasKuliah.collegeId, collegeId), kelasScopeCondition(scope, kelasKuliah.id)];
  if (has(f.periode)) c.push(inArray(kelasKuliah.periode, f.periode));
  if (has(f.idMataKuliah)) c.push(inArray(kelasKuliah.idMataKuliah, f.idMataKuliah));
  if (has(f.idLabelKelas)) c.push(inArray(kelasKuliah.idLabelKelas, f.idLabelKelas));
  if (has(f.idJenisKelas)) c.push(inArray(kelasKuliah.idJenisKelas, f.idJenisKelas));
  if (has(f.modeKuliah)) c.push(inArray(kelasKuliah.modeKuliah, f.modeKuliah));
  if (has(f.status)) c.push(inArray(kelasKuliah.status, f.status));
  if (has(f.idProdiMataKuliah)) c.push(inArray(mataKuliah.idProdi, f.idProdiMataKuliah));
  const prodiKelasIn = (ids: number[]) =>
    sql`exists (select 1 from ${kelasProdi} where ${kelasProdi.idKelasKuliah} = ${kelasKuliah.id} and ${kelasProdi.idProdi} = ${anyInt(ids)})`;
  if (has(f.idProdiKelas)) c.push(prodiKelasIn(f.idProdiKelas));
  if (has(f.idProdi)) c.push(sql`(${mataKuliah.idProdi} = ${anyInt(f.idProdi)} or ${prodiKelasIn(f.idProdi)})`);
  if (has(f.idDosen)) {
    c.push(
      sql`exists (select 1 from ${kelasPengajar} where ${kelasPengajar.idKelasKuliah} = ${kelasKuliah.id} and ${kelasPengajar.idDosen} = ${anyInt(f.idDosen)})`,
    );
  }
  if (f.search) {
    const p = likePattern(f.search);
    c.push(sql`(
      ${mataKuliah.nama} ilike ${p} or ${mataKuliah.kode} ilike ${p} or ${labelKelas.nama} ilike ${p}
      or (${mataKuliah.nama} || ' ' || ${labelKelas.nama}) ilike ${p}
      or exists (
        select 1 from ${kelasPengajar}
        join ${dosen} on ${dosen.id} = ${kelasPengajar.idDosen}
        join ${users} on ${users.id} = ${dosen.userId}
        where ${kelasPengajar.idKelasKuliah} = ${kelasKuliah.id} and ${users.nama} ilike ${p}
      )
    )`);
  }
  return and(...c);
}

/** The class row of the list and the detail: course, label, type and course programme joined in. */
const kelasColumns = {
  id: kelasKuliah.id,
  status: kelasKuliah.status,
  bannerUrl: kelasKuliah.bannerUrl,
  bannerColorIdx: kelasKuliah.bannerColorIdx,
  periode: kelasKuliah.periode,
  modeKuliah: kelasKuliah.modeKuliah,
  lingkup: kelasKuliah.lingkup,
  kapasitas: kelasKuliah.kapasitas,
  kampusNama: kelasKuliah.kampusNama,
  mkId: mataKuliah.id,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  mkSks: mataKuliah.sks,
  mkProdiNama: prodi.nama,
  mkProdiJenjang: prodi.jenjang,
  labelId: labelKelas.id,
  labelNama: labelKelas.nama,
  jenisId: jenisKelas.id,
  jenisNama: jenisKelas.nama,
};

/**
 * One page of classes with the course, label, type and course programme joined in, plus the total
 * (count(*) over ()) so that paging costs one query. Order: newest period first, course name, class label.
 */
export async function findKelasPage(
  db: Db,
  collegeId: number,
  scope: ScopeKelas,
  f: KelasFilter,
  page: { limit?: number; offset: number },
) {
  const where = kelasConditions(collegeId, scope, f);
  const q = db
    .select({ ...kelasColumns, total: totalOver() })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(prodi, eq(prodi.id, mataKuliah.idProdi))
    .where(where)
    .orderBy(desc(kelasKuliah.periode), asc(mataKuliah.nama), asc(labelKelas.nama), asc(kelasKuliah.id))
    .$dynamic();
  return runPage(q, page, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(kelasKuliah)
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
      .where(where);
    return row?.n ?? 0;
  });
}

/** Teachers of the given classes, each class's in urutan order. */
export function findPengajarByKelas(db: Db, ids: string[]) {
  return db
    .select({
      idKelasKuliah: kelasPengajar.idKelasKuliah,
      idDosen: kelasPengajar.idDosen,
      idUser: dosen.userId,
      nidn: dosen.nidn,
      jabatan: kelasPengajar.jabatan,
      avatarUrl: users.avatarUrl,
      gelarDepan: users.gelarDepan,
      nama: users.nama,
      gelarAkademik: users.gelarAkademik,
      prodiNama: prodi.nama,
      prodiJenjang: prodi.jenjang,
    })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .leftJoin(prodi, eq(prodi.id, dosen.idProdi))
    .where(sql`${kelasPengajar.idKelasKuliah} = ${anyText(ids)}`)
    .orderBy(asc(kelasPengajar.idKelasKuliah), asc(kelasPengajar.urutan), asc(kelasPengajar.idDosen));
}

export type PengajarNested = {
  idDosen: number;
  idUser: number;
  nidn: string;
  jabatan: string;
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
 * Everything nested in a list item, for the given classes, in ONE statement: teachers (by urutan), class
 * programmes, schedule, participant and meeting counts (index-backed per class) and, for the detail, the class
 * leader — each aggregated to JSON per class. One round trip instead of five or six: on a loaded server the
 * wait for each round trip, not the SQL itself, was the cost.
 */
export async function findNestedByKelas(db: Db, ids: string[], opts: { ketua?: boolean } = {}): Promise<KelasNested[]> {
  const rows = await db.execute(sql`
    select k.id as "idKelasKuliah",
      coalesce((
        select json_agg(json_build_object(
          'idDosen', kp.id_dosen, 'idUser', d.user_id, 'nidn', d.nidn, 'jabatan', kp.jabatan, 'avatarUrl', u.avatar_url,
          'gelarDepan', u.gelar_depan, 'nama', u.nama, 'gelarAkademik', u.gelar_akademik) order by kp.urutan, kp.id_dosen)
        from ${kelasPengajar} kp join ${dosen} d on d.id = kp.id_dosen join ${users} u on u.id = d.user_id
        where kp.id_kelas_kuliah = k.id), '[]'::json) as "pengajar",
      coalesce((
        select json_agg(json_build_object('nama', p.nama, 'jenjang', p.jenjang) order by p.jenjang, p.nama)
        from ${kelasProdi} kpr join ${prodi} p on p.id = kpr.id_prodi
        where kpr.id_kelas_kuliah = k.id), '[]'::json) as "prodiKelas",
      coalesce((
        select json_agg(json_build_object('hari', j.hari, 'jamMulai', j.jam_mulai, 'jamSelesai', j.jam_selesai) order by j.hari, j.jam_mulai)
        from ${kelasJadwal} j where j.id_kelas_kuliah = k.id), '[]'::json) as "jadwal",
      (select count(*) from ${kelasPeserta} ps where ps.id_kelas_kuliah = k.id)::int as "jumlahPeserta",
      (select count(*) from ${pertemuan} pt where pt.id_kelas_kuliah = k.id)::int as "jumlahPertemuan",
      ${
        opts.ketua
          ? sql`coalesce((
        select json_agg(json_build_object('nim', m.nim, 'nama', u.nama) order by m.nim)
        from ${kelasPeserta} ps join ${mahasiswa} m on m.id = ps.id_mahasiswa join ${users} u on u.id = m.user_id
        where ps.id_kelas_kuliah = k.id and ps.jabatan = 'ketua_kelas'), '[]'::json)`
          : sql`'[]'::json`
      } as "ketua"
    from unnest(${sql.param(ids)}::text[]) as k(id)`);
  // node-postgres answers { rows }, PGlite too; json columns arrive parsed on both.
  return (rows as unknown as { rows: KelasNested[] }).rows.map((r) => ({
    ...r,
    pengajar: parseJsonArray(r.pengajar),
    prodiKelas: parseJsonArray(r.prodiKelas),
    jadwal: parseJsonArray(r.jadwal),
    ketua: parseJsonArray(r.ketua),
  }));
}

const parseJsonArray = <T>(v: T[] | string): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

/** The class columns of the list (no paging total). */
export type KelasRow = Omit<Awaited<ReturnType<typeof findKelasPage>>['rows'][number], 'total'>;

/** One class of the college with the list columns plus syllabus and the course's coordinator / RPS developer. */
export async function findKelasDetail(db: Db, collegeId: number, id: string) {
  const [row] = await db
    .select({
      ...kelasColumns,
      silabusTeks: kelasKuliah.silabusTeks,
      silabusFiles: kelasKuliah.silabusFiles,
      idDosenKoordinator: mataKuliah.idDosenKoordinator,
      idDosenPengembangRps: mataKuliah.idDosenPengembangRps,
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(prodi, eq(prodi.id, mataKuliah.idProdi))
    .where(and(eq(kelasKuliah.id, id), eq(kelasKuliah.collegeId, collegeId)));
  return row;
}
export type KelasDetailRow = NonNullable<Awaited<ReturnType<typeof findKelasDetail>>>;

/** Locks the class row for a write (serialises concurrent edits of one class) and returns its editable state. */
export async function lockKelas(db: Db, collegeId: number, id: string) {
  const [row] = await db
    .select({
      id: kelasKuliah.id,
      bannerUrl: kelasKuliah.bannerUrl,
      bannerColorIdx: kelasKuliah.bannerColorIdx,
      silabusTeks: kelasKuliah.silabusTeks,
      silabusFiles: kelasKuliah.silabusFiles,
    })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.id, id), eq(kelasKuliah.collegeId, collegeId)))
    .for('update');
  return row;
}

export async function updateKelas(
  db: Db,
  collegeId: number,
  id: string,
  patch: Partial<Pick<typeof kelasKuliah.$inferInsert, 'bannerUrl' | 'bannerColorIdx' | 'silabusTeks' | 'silabusFiles'>>,
) {
  await db
    .update(kelasKuliah)
    .set(patch)
    .where(and(eq(kelasKuliah.id, id), eq(kelasKuliah.collegeId, collegeId)));
}

/** The class leaders of the given classes (normally at most one per class). */
export function findKetuaByKelas(db: Db, ids: string[]) {
  return db
    .select({ idKelasKuliah: kelasPeserta.idKelasKuliah, nim: mahasiswa.nim, nama: users.nama })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(and(sql`${kelasPeserta.idKelasKuliah} = ${anyText(ids)}`, eq(kelasPeserta.jabatan, 'ketua_kelas')))
    .orderBy(asc(kelasPeserta.idKelasKuliah), asc(mahasiswa.nim));
}

/** Participants of a class, the class leader first then by name; search in nim or name; total via count(*) over (). */
export async function findPesertaPage(db: Db, idKelasKuliah: string, search: string | undefined, page: { limit?: number; offset: number }) {
  const conds: (SQL | undefined)[] = [eq(kelasPeserta.idKelasKuliah, idKelasKuliah)];
  if (search) {
    const p = likePattern(search);
    conds.push(or(sql`${mahasiswa.nim} ilike ${p}`, sql`${users.nama} ilike ${p}`));
  }
  const where = and(...conds);
  const q = db
    .select({
      nim: mahasiswa.nim,
      nama: users.nama,
      prodiNama: prodi.nama,
      prodiJenjang: prodi.jenjang,
      angkatan: mahasiswa.angkatan,
      jabatan: kelasPeserta.jabatan,
      avatarUrl: users.avatarUrl,
      total: totalOver(),
    })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .leftJoin(prodi, eq(prodi.id, mahasiswa.idProdi))
    .where(where)
    .orderBy(sql`(${kelasPeserta.jabatan} = 'ketua_kelas') desc`, asc(users.nama), asc(mahasiswa.nim))
    .$dynamic();
  return runPage(q, page, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(kelasPeserta)
      .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
      .innerJoin(users, eq(users.id, mahasiswa.userId))
      .where(where);
    return row?.n ?? 0;
  });
}

/** Every participant's nim and name, by name. */
export function findNimNamaByKelas(db: Db, idKelasKuliah: string) {
  return db
    .select({ nim: mahasiswa.nim, nama: users.nama })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(eq(kelasPeserta.idKelasKuliah, idKelasKuliah))
    .orderBy(asc(users.nama), asc(mahasiswa.nim));
}

/** The participant of the class with this nim (college-scoped). */
export async function findPesertaByNim(db: Db, collegeId: number, idKelasKuliah: string, nim: string) {
  const [row] = await db
    .select({ idMahasiswa: kelasPeserta.idMahasiswa, jabatan: kelasPeserta.jabatan })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelasKuliah), eq(mahasiswa.collegeId, collegeId), eq(mahasiswa.nim, nim)));
  return row;
}

/** Makes one participant the class leader and every other participant of the class a plain participant. */
export async function setKetuaKelas(db: Db, idKelasKuliah: string, idMahasiswa: number) {
  await db
    .update(kelasPeserta)
    .set({ jabatan: sql`case when ${kelasPeserta.idMahasiswa} = ${idMahasiswa} then 'ketua_kelas' else 'peserta' end` })
    .where(eq(kelasPeserta.idKelasKuliah, idKelasKuliah));
}

export async function setJabatanPeserta(db: Db, idKelasKuliah: string, idMahasiswa: number, jabatan: string) {
  await db
    .update(kelasPeserta)
    .set({ jabatan })
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelasKuliah), eq(kelasPeserta.idMahasiswa, idMahasiswa)));
}

/** The teacher row of a lecturer in a class. */
export async function findPengajarKelas(db: Db, idKelasKuliah: string, idDosen: number) {
  const [row] = await db
    .select({ jabatan: kelasPengajar.jabatan })
    .from(kelasPengajar)
    .where(and(eq(kelasPengajar.idKelasKuliah, idKelasKuliah), eq(kelasPengajar.idDosen, idDosen)));
  return row;
}

/** Demotes every coordinator of the class except `idDosen` to dosen (one coordinator per class). */
export async function demoteKoordinatorLain(db: Db, idKelasKuliah: string, idDosen: number) {
  await db
    .update(kelasPengajar)
    .set({ jabatan: 'dosen' })
    .where(
      and(
        eq(kelasPengajar.idKelasKuliah, idKelasKuliah),
        eq(kelasPengajar.jabatan, 'dosen_koordinator'),
        ne(kelasPengajar.idDosen, idDosen),
      ),
    );
}

export async function setJabatanPengajar(db: Db, idKelasKuliah: string, idDosen: number, jabatan: string) {
  await db
    .update(kelasPengajar)
    .set({ jabatan })
    .where(and(eq(kelasPengajar.idKelasKuliah, idKelasKuliah), eq(kelasPengajar.idDosen, idDosen)));
}

/**
 * Soft-deletes the class's own stored files of one kind among `ids` (banner or syllabus attachments replaced
 * or removed); returns their storage keys so the bytes can be removed after the commit.
 */
export async function softDeleteKelasFiles(db: Db, collegeId: number, idKelasKuliah: string, kind: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(files.collegeId, collegeId),
        eq(files.idKelasKuliah, idKelasKuliah),
        eq(files.kind, kind),
        inArray(files.id, ids),
        isNull(files.deletedAt),
      ),
    )
    .returning({ id: files.id, storageKey: files.storageKey });
}
