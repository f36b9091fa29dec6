import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  dosen,
  files,
  jenisKelas,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  kelasProdi,
  mahasiswa,
  mataKuliah,
  prodi,
  users,
} from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from './kelas-akses';
import { prepared } from '../../db/prepared';
import { runPage, totalOver } from '../../lib/page-query';
import { likePattern } from '../../lib/like-pattern';

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


/** The tables a class condition reads: the class list's own, or the aliases of its count. */
type KelasTables = {
  k: Record<'id' | 'collegeId' | 'periode' | 'idMataKuliah' | 'idLabelKelas' | 'idJenisKelas' | 'modeKuliah' | 'status' | 'mkNama' | 'labelNama', AnyPgColumn>;
  mk: Record<'idProdi' | 'kode', AnyPgColumn>;
};

/** Whether a filter reads the course row (the count joins mata_kuliah only then). */
const needsMataKuliah = (f: KelasFilter) => has(f.idProdiMataKuliah) || has(f.idProdi) || !!f.search;

function kelasConditions({ k, mk }: KelasTables, collegeId: number, scope: ScopeKelas, f: KelasFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [eq(k.collegeId, collegeId), kelasScopeCondition(scope, k.id)];
  if (has(f.periode)) c.push(inArray(k.periode, f.periode));
  if (has(f.idMataKuliah)) c.push(inArray(k.idMataKuliah, f.idMataKuliah));
  if (has(f.idLabelKelas)) c.push(inArray(k.idLabelKelas, f.idLabelKelas));
  if (has(f.idJenisKelas)) c.push(inArray(k.idJenisKelas, f.idJenisKelas));
  if (has(f.modeKuliah)) c.push(inArray(k.modeKuliah, f.modeKuliah));
  if (has(f.status)) c.push(inArray(k.status, f.status));
  if (has(f.idProdiMataKuliah)) c.push(inArray(mk.idProdi, f.idProdiMataKuliah));
  const prodiKelasIn = (ids: number[]) =>
    sql`exists (select 1 from ${kelasProdi} where ${kelasProdi.idKelasKuliah} = ${k.id} and ${kelasProdi.idProdi} = ${anyInt(ids)})`;
  if (has(f.idProdiKelas)) c.push(prodiKelasIn(f.idProdiKelas));
  if (has(f.idProdi)) c.push(sql`(${mk.idProdi} = ${anyInt(f.idProdi)} or ${prodiKelasIn(f.idProdi)})`);
  if (has(f.idDosen)) {
    c.push(
      sql`exists (select 1 from ${kelasPengajar} where ${kelasPengajar.idKelasKuliah} = ${k.id} and ${kelasPengajar.idDosen} = ${anyInt(f.idDosen)})`,
    );
  }
  if (f.search) {
    // The course and label names are the class row's copies (kelas_kuliah.mk_nama / label_nama, kept by triggers).
    const p = likePattern(f.search);
    c.push(sql`(
      ${k.mkNama} ilike ${p} or ${mk.kode} ilike ${p} or ${k.labelNama} ilike ${p}
      or (${k.mkNama} || ' ' || ${k.labelNama}) ilike ${p}
      or exists (
        select 1 from ${kelasPengajar}
        join ${dosen} on ${dosen.id} = ${kelasPengajar.idDosen}
        join ${users} on ${users.id} = ${dosen.userId}
        where ${kelasPengajar.idKelasKuliah} = ${k.id} and ${users.nama} ilike ${p}
      )
    )`);
  }
  return and(...c);
}

/**
 * The class row of the list and the detail: course, type and course programme joined in; the course and label
 * names are the class row's own copies (no label join).
 */
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
  mkNama: kelasKuliah.mkNama,
  mkSks: mataKuliah.sks,
  mkProdiNama: prodi.nama,
  mkProdiJenjang: prodi.jenjang,
  labelId: kelasKuliah.idLabelKelas,
  labelNama: kelasKuliah.labelNama,
  jenisId: jenisKelas.id,
  jenisNama: jenisKelas.nama,
};

const KC = 'kc';
const MKC = 'mkc';

/** The filter over aliases of the class table (and of the course table, joined only when a filter reads it). */
function kelasCountSource(collegeId: number, scope: ScopeKelas, f: KelasFilter) {
  const k = alias(kelasKuliah, KC);
  const mk = alias(mataKuliah, MKC);
  return { k, mk, joinMk: needsMataKuliah(f), where: kelasConditions({ k, mk }, collegeId, scope, f) };
}

/**
 * The filter's total as a scalar subquery: computed once per statement, an index-only count when no filter needs
 * a join, and never the whole joined and sorted set that `count(*) over ()` needed.
 */
function kelasTotal(collegeId: number, scope: ScopeKelas, f: KelasFilter) {
  const { k, mk, joinMk, where } = kelasCountSource(collegeId, scope, f);
  // An alias renders as its bare name inside sql``: name the tables it stands for.
  const kc = sql`${kelasKuliah} as ${sql.identifier(KC)}`;
  const from = joinMk ? sql`${kc} join ${mataKuliah} as ${sql.identifier(MKC)} on ${mk.id} = ${k.idMataKuliah}` : kc;
  return sql<number>`(select count(*) from ${from} where ${where})`.mapWith(Number);
}

async function countKelas(db: Db, collegeId: number, scope: ScopeKelas, f: KelasFilter) {
  const { k, mk, joinMk, where } = kelasCountSource(collegeId, scope, f);
  const q = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(k).$dynamic();
  const [row] = await (joinMk ? q.innerJoin(mk, eq(mk.id, k.idMataKuliah)) : q).where(where);
  return row?.n ?? 0;
}

/**
 * One page of classes with the course, type and course programme joined in, plus the filter's total, in one
 * statement. Order: newest period first, course name, class label, id — the columns of kelas_kuliah_urutan_idx.
 * The total: for a list over the whole college without a search, the page is an index range scan that stops
 * after `limit` rows and the total a separate scalar count (no join unless a filter needs the course); for a
 * scoped list (the actor's own classes) or a search, the page needs the whole filtered set anyway, so the total
 * rides on it (`count(*) over ()`) instead of filtering twice. Without any filter (every role's first screen)
 * the statement is a prepared one per scope kind.
 */
export async function findKelasPage(
  db: Db,
  collegeId: number,
  scope: ScopeKelas,
  f: KelasFilter,
  page: { limit?: number; offset: number },
) {
  if (page.limit !== undefined && Object.values(f).every((v) => v === undefined || (Array.isArray(v) && v.length === 0))) {
    const rows = await prepared(db, `kelas_page_${scope.kind}`, () => pageStatement(db, scope)).execute({
      collegeId,
      scopeId: scope.kind === 'peserta' ? scope.idMahasiswa : scope.kind === 'pengajar' ? scope.idDosen : 0,
      limit: page.limit,
      offset: page.offset,
    });
    const total = rows.length > 0 || page.offset === 0 ? (rows[0]?.total ?? 0) : await countKelas(db, collegeId, scope, f);
    return { rows, total };
  }
  return runPage(pageQuery(db, kelasConditions({ k: kelasKuliah, mk: mataKuliah }, collegeId, scope, f), scope, f, collegeId), page, () =>
    countKelas(db, collegeId, scope, f),
  );
}

function pageQuery(db: Db, where: SQL | undefined, scope: ScopeKelas, f: KelasFilter, collegeId: number) {
  const wholeSet = scope.kind !== 'semua' || !!f.search;
  return db
    .select({ ...kelasColumns, total: wholeSet ? totalOver() : kelasTotal(collegeId, scope, f) })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(prodi, eq(prodi.id, mataKuliah.idProdi))
    .where(where)
    .orderBy(desc(kelasKuliah.periode), asc(kelasKuliah.mkNama), asc(kelasKuliah.labelNama), asc(kelasKuliah.id))
    .$dynamic();
}

/** The unfiltered page of one scope kind, its values as placeholders (collegeId, scopeId, limit, offset). */
function pageStatement(db: Db, scope: ScopeKelas) {
  // Placeholders stand where the builders take numbers; drizzle binds them at execute().
  const param = (name: string) => sql.placeholder(name) as unknown as number;
  const shape: ScopeKelas =
    scope.kind === 'peserta' ? { kind: 'peserta', idMahasiswa: param('scopeId') } : scope.kind === 'pengajar' ? { kind: 'pengajar', idDosen: param('scopeId') } : scope;
  const collegeId = param('collegeId');
  return pageQuery(db, kelasConditions({ k: kelasKuliah, mk: mataKuliah }, collegeId, shape, {}), shape, {}, collegeId)
    .limit(param('limit'))
    .offset(param('offset'))
    .prepare(`kelas_page_${scope.kind}`);
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

/** The class columns of the list (no paging total). */
export type KelasRow = Omit<Awaited<ReturnType<typeof findKelasPage>>['rows'][number], 'total'>;

/** One class of the college with the list columns plus syllabus and the course's coordinator / RPS developer. */
export async function findKelasDetail(db: Db, collegeId: number, id: string) {
  const q = prepared(db, 'kelas_detail', () =>
    db
      .select({
        ...kelasColumns,
        silabusTeks: kelasKuliah.silabusTeks,
        silabusFiles: kelasKuliah.silabusFiles,
        idDosenKoordinator: mataKuliah.idDosenKoordinator,
        idDosenPengembangRps: mataKuliah.idDosenPengembangRps,
      })
      .from(kelasKuliah)
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
      .leftJoin(prodi, eq(prodi.id, mataKuliah.idProdi))
      .where(and(eq(kelasKuliah.id, sql.placeholder('id')), eq(kelasKuliah.collegeId, sql.placeholder('collegeId'))))
      .prepare('kelas_detail'),
  );
  const [row] = await q.execute({ id, collegeId });
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
      mkNama: kelasKuliah.mkNama,
      labelNama: kelasKuliah.labelNama,
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
    .select({ idMahasiswa: kelasPeserta.idMahasiswa, jabatan: kelasPeserta.jabatan, nama: users.nama })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
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
    .select({ jabatan: kelasPengajar.jabatan, nama: users.nama })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
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
