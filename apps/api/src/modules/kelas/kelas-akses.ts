/**
 * Class access: THE rule for "who may see / change this class" (ARCHITECTURE.md, "class access"). Every module that
 * lives inside a class (meetings, files, materials, tasks, exams, forums, vidcons, attendance, grades, events)
 * calls this module; none keeps its own membership query.
 *
 * The rule (spec 1 §6):
 * - read: a teacher of the class (kelas_pengajar), a participant (kelas_peserta), an operator with read on
 *   kelas_kuliah, the system actor of the class's college;
 * - write: a teacher, an operator with write on kelas_kuliah, the system actor. Students never write a class.
 * A class of another college does not exist for the actor (404), whatever their rights.
 *
 * API
 * - `resolveAksesKelas(db, actor, idKelas)` → `AksesKelas`: every flag in ONE query (class row, the actor's
 *   lecturer/student record and teacher/participant row, the operator's permission map). Pure data: it never throws.
 *   `db` may be a transaction.
 * - `requireBacaKelas(db, actor, idKelas, pesan?)` / `requireTulisKelas(...)`: resolve and refuse, in the order
 *   that reveals nothing: 403 when the actor's role or operator level can never do it (operator without the
 *   kelas_kuliah level, a student asking to write), then 404 (`pesan`, default "Kelas kuliah tidak ditemukan") for
 *   a class that is not one of the actor's college, then 403 for a non-member. They return the `AksesKelas`.
 * - `assertAksesKelas(akses, actor, need, pesan?)`: the same refusals on an `AksesKelas` already resolved, e.g.
 *   after looking up a meeting → its class; resolve with idKelas `null` when the resource itself was not found, so
 *   the role-level 403 still comes before the 404. `precheckAksesKelas` is its first half (level 403, then 404)
 *   for rules that go beyond membership.
 * - Lists: `resolveScopeKelas(db, actor)` → `ScopeKelas` (403 for an operator without read on kelas_kuliah and
 *   for unknown roles), then `kelasScopeCondition(scope, idKelasColumn)` → an SQL condition (index-backed EXISTS)
 *   on any column holding a class id, or undefined when the scope is the whole college. The caller still filters
 *   its own rows by college. `filterKelasTerbaca(db, actor, ids)`: which of these classes the actor may read.
 * - Fan-outs (live events): `findAnggotaKelasUserIds(db, collegeId, idKelas)` (teachers + participants, one
 *   query) and `findOperatorPembacaKelas(db, collegeId, userIds)` (which of them may read every class).
 * Texts: PESAN_KELAS in @lms/shared.
 */
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PESAN_KELAS, hasAccess, normalizeHakAkses, type HakAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { colleges, dosen, kelasKuliah, kelasPengajar, kelasPeserta, mahasiswa, mataKuliah, operators } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';
import type { RuangCache } from '../../lib/read-cache';

export type AksesKelas = {
  idKelasKuliah: string | null;
  /** A class of the actor's college. */
  exists: boolean;
  isTeacher: boolean;
  /** The actor's jabatan among the class's teachers (dosen, dosen_koordinator ...), null when not teaching it. */
  jabatanPengajar: string | null;
  isParticipant: boolean;
  /** peserta or ketua_kelas when the actor takes part in the class. */
  jabatanPeserta: string | null;
  /** The actor's lecturer record in the college (any lecturer, teaching this class or not). */
  idDosen: number | null;
  idMahasiswa: number | null;
  operatorRead: boolean;
  operatorWrite: boolean;
  isSystem: boolean;
  /** The operator's permission map (all no_access for other roles; all write for the system actor). */
  hakAkses: HakAkses;
  canRead: boolean;
  canWrite: boolean;
  /** The class's course team (course coordinator, RPS developer): rules of the syllabus and the RPS. */
  idDosenKoordinatorMakul: number | null;
  idDosenPengembangRps: number | null;
};

export type KebutuhanAkses = 'read' | 'write';

const NONE_ID = '';
const ROLES_KELAS: readonly Actor['role'][] = ['ROLE_OPERATOR', 'ROLE_DOSEN', 'ROLE_MAHASISWA', 'SYSTEM'];

type PeranAkses = 'dosen' | 'mahasiswa' | 'operator' | 'lain';

/**
 * The one statement of resolveAksesKelas for a kind of actor, prepared once per database handle: every class-scoped
 * request runs it, and building it with drizzle per request cost more CPU than PostgreSQL spent answering it.
 */
function aksesStatement(db: Db, peran: PeranAkses) {
  return prepared(db, `akses_kelas_${peran}`, () => {
    const userId = sql.placeholder('userId');
    const collegeId = sql.placeholder('collegeId');
    const nullInt = sql<number | null>`null::int`;
    const nullText = sql<string | null>`null::text`;
    return db
      .select({
        kkId: kelasKuliah.id,
        idDosenKoordinator: mataKuliah.idDosenKoordinator,
        idDosenPengembangRps: mataKuliah.idDosenPengembangRps,
        idDosen:
          peran === 'dosen'
            ? sql<number | null>`(select ${dosen.id} from ${dosen} where ${dosen.userId} = ${userId} and ${dosen.collegeId} = ${collegeId})`
            : nullInt,
        jabatanPengajar:
          peran === 'dosen'
            ? sql<string | null>`(select ${kelasPengajar.jabatan} from ${kelasPengajar} join ${dosen} on ${dosen.id} = ${kelasPengajar.idDosen}
            where ${kelasPengajar.idKelasKuliah} = ${kelasKuliah.id} and ${dosen.userId} = ${userId} and ${dosen.collegeId} = ${collegeId})`
            : nullText,
        idMahasiswa:
          peran === 'mahasiswa'
            ? sql<number | null>`(select ${mahasiswa.id} from ${mahasiswa} where ${mahasiswa.userId} = ${userId} and ${mahasiswa.collegeId} = ${collegeId})`
            : nullInt,
        jabatanPeserta:
          peran === 'mahasiswa'
            ? sql<string | null>`(select ${kelasPeserta.jabatan} from ${kelasPeserta} join ${mahasiswa} on ${mahasiswa.id} = ${kelasPeserta.idMahasiswa}
            where ${kelasPeserta.idKelasKuliah} = ${kelasKuliah.id} and ${mahasiswa.userId} = ${userId} and ${mahasiswa.collegeId} = ${collegeId})`
            : nullText,
        hakAkses:
          peran === 'operator'
            ? sql<Record<string, unknown> | null>`(select case when ${operators.isActive} then ${operators.hakAkses} end from ${operators}
            where ${operators.userId} = ${userId} and ${operators.collegeId} = ${collegeId})`
            : sql<Record<string, unknown> | null>`null::jsonb`,
      })
      .from(colleges)
      .leftJoin(kelasKuliah, and(eq(kelasKuliah.id, sql.placeholder('id')), eq(kelasKuliah.collegeId, colleges.id)))
      .leftJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(eq(colleges.id, collegeId))
      .prepare(`akses_kelas_${peran}`);
  });
}

/** Every flag of the actor on one class, in one query (the college row anchors it so a missing class still answers). */
export async function resolveAksesKelas(db: Db, actor: Actor, idKelas: string | null): Promise<AksesKelas> {
  const { role, userId } = actor;
  const collegeId = actor.college.id;
  const id = idKelas ?? NONE_ID;
  const isOperator = role === 'ROLE_OPERATOR';
  const peran: PeranAkses = role === 'ROLE_DOSEN' ? 'dosen' : role === 'ROLE_MAHASISWA' ? 'mahasiswa' : isOperator ? 'operator' : 'lain';
  const [row] = await aksesStatement(db, peran).execute({ userId, collegeId, id });

  const isSystem = role === 'SYSTEM';
  const hak = isOperator ? normalizeHakAkses(parseJson(row?.hakAkses)) : await hakAksesOf(db, actor);
  const operatorRead = (isOperator || isSystem) && hasAccess(hak, 'kelas_kuliah', 'read');
  const operatorWrite = (isOperator || isSystem) && hasAccess(hak, 'kelas_kuliah', 'write');
  const exists = Boolean(row?.kkId);
  const jabatanPengajar = exists ? (row?.jabatanPengajar ?? null) : null;
  const jabatanPeserta = exists ? (row?.jabatanPeserta ?? null) : null;
  const isTeacher = jabatanPengajar !== null;
  const isParticipant = jabatanPeserta !== null;
  return {
    idKelasKuliah: exists ? id : null,
    exists,
    isTeacher,
    jabatanPengajar,
    isParticipant,
    jabatanPeserta,
    idDosen: row?.idDosen ?? null,
    idMahasiswa: row?.idMahasiswa ?? null,
    operatorRead,
    operatorWrite,
    isSystem,
    hakAkses: hak,
    canRead: exists && (isTeacher || isParticipant || operatorRead),
    canWrite: exists && (isTeacher || operatorWrite),
    idDosenKoordinatorMakul: exists ? (row?.idDosenKoordinator ?? null) : null,
    idDosenPengembangRps: exists ? (row?.idDosenPengembangRps ?? null) : null,
  };
}

/**
 * resolveAksesKelas, unless the request already resolved the actor's access to this very class (`diketahui`): then
 * that one, so a write and the read after it resolve the class once. The caller still checks it (assertAksesKelas).
 */
export async function aksesKelasDiketahui(db: Db, actor: Actor, idKelas: string | null, diketahui?: AksesKelas): Promise<AksesKelas> {
  if (diketahui && idKelas !== null && diketahui.exists && diketahui.idKelasKuliah === idKelas) return diketahui;
  return resolveAksesKelas(db, actor, idKelas);
}

/** jsonb arrives parsed from node-postgres and PGlite alike; a string is tolerated for safety. */
function parseJson(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
}

/**
 * The refusals that do not depend on membership, in the order that reveals nothing: the role or operator level can
 * never do it (403), then a class (or the resource leading to it) that is not there (404 `pesan`). For rules that
 * go beyond membership (e.g. the syllabus's course coordinator) before their own check.
 */
export function precheckAksesKelas(akses: AksesKelas, actor: Actor, need: KebutuhanAkses, pesan: string = PESAN_KELAS.kelasTidakDitemukan) {
  if (!ROLES_KELAS.includes(actor.role)) throw forbidden();
  if (actor.role === 'ROLE_OPERATOR' && !(need === 'read' ? akses.operatorRead : akses.operatorWrite)) throw forbidden();
  if (need === 'write' && actor.role === 'ROLE_MAHASISWA') throw forbidden(PESAN_KELAS.bukanPengajar);
  if (!akses.exists) throw notFound(pesan);
}

/** precheckAksesKelas, then membership (403): the whole rule on an access already resolved. */
export function assertAksesKelas(akses: AksesKelas, actor: Actor, need: KebutuhanAkses, pesan?: string) {
  precheckAksesKelas(akses, actor, need, pesan);
  if (need === 'read' && !akses.canRead) throw forbidden(PESAN_KELAS.bukanAnggota);
  if (need === 'write' && !akses.canWrite) throw forbidden(PESAN_KELAS.bukanPengajar);
  return akses;
}

/** Resolves and refuses unless the actor may read the class (404 for a class of another college). */
export async function requireBacaKelas(db: Db, actor: Actor, idKelas: string, pesan?: string) {
  return assertAksesKelas(await resolveAksesKelas(db, actor, idKelas), actor, 'read', pesan);
}

/** Resolves and refuses unless the actor may write the class: a teacher, an operator with write, the system. */
export async function requireTulisKelas(db: Db, actor: Actor, idKelas: string, pesan?: string) {
  return assertAksesKelas(await resolveAksesKelas(db, actor, idKelas), actor, 'write', pesan);
}

// ---------------------------------------------------------------------------------------------------------------
// Lists

/** The classes an actor may see: all of the college, those a lecturer teaches, those a student takes, or none. */
export type ScopeKelas =
  | { kind: 'semua' }
  | { kind: 'pengajar'; idDosen: number }
  | { kind: 'peserta'; idMahasiswa: number }
  /** A student or lecturer account without its academic record: sees nothing. */
  | { kind: 'kosong' };

/** Resolves the actor's list scope; refuses (403) an operator without read on kelas_kuliah and unknown roles. */
export async function resolveScopeKelas(db: Db, actor: Actor): Promise<ScopeKelas> {
  return (await resolveScopeKelasHak(db, actor)).scope;
}

/** The rights map of whoever is not an operator: none. */
export const TANPA_HAK: HakAkses = normalizeHakAkses({});

/** An operator's (or the system's) scope with the rights map it was decided on, so a list reads the rights once. */
async function resolveScopeOperator(db: Db, actor: Actor): Promise<{ scope: ScopeKelas; hak: HakAkses }> {
  const hak = await hakAksesOf(db, actor);
  if (!hasAccess(hak, 'kelas_kuliah', 'read')) throw forbidden();
  return { scope: { kind: 'semua' }, hak };
}

/** A lecturer's or student's scope, from their academic record. */
async function resolveScopeAnggota(db: Db, actor: Actor): Promise<ScopeKelas> {
  const collegeId = actor.college.id;
  switch (actor.role) {
    case 'ROLE_DOSEN': {
      const q = prepared(db, 'scope_dosen', () =>
        db
          .select({ id: dosen.id })
          .from(dosen)
          .where(and(eq(dosen.userId, sql.placeholder('userId')), eq(dosen.collegeId, sql.placeholder('collegeId'))))
          .prepare('scope_dosen'),
      );
      const [row] = await q.execute({ userId: actor.userId, collegeId });
      return row ? { kind: 'pengajar', idDosen: row.id } : { kind: 'kosong' };
    }
    case 'ROLE_MAHASISWA': {
      const q = prepared(db, 'scope_mahasiswa', () =>
        db
          .select({ id: mahasiswa.id })
          .from(mahasiswa)
          .where(and(eq(mahasiswa.userId, sql.placeholder('userId')), eq(mahasiswa.collegeId, sql.placeholder('collegeId'))))
          .prepare('scope_mahasiswa'),
      );
      const [row] = await q.execute({ userId: actor.userId, collegeId });
      return row ? { kind: 'peserta', idMahasiswa: row.id } : { kind: 'kosong' };
    }
    default:
      throw forbidden();
  }
}

/**
 * resolveScopeKelas for a list answered from the read cache, with the college's versions of `ruang` (which holds
 * 'kelas') read first, once, for the list's own `readCache.get` (option `versi`). A lecturer's or student's scope
 * comes from their record, which is in area 'kelas', so it is kept under that version: a cache hit of the list then
 * sends the version lookup and nothing else for the scope. Operators' rights are read fresh as before.
 */
export async function resolveScopeKelasVersi(
  deps: Pick<Deps, 'db' | 'readCache'>,
  actor: Actor,
  ruang: readonly RuangCache[],
): Promise<{ scope: ScopeKelas; versi: number[]; hak: HakAkses }> {
  const versi = await deps.readCache.versi(deps.db, actor.college.id, ruang);
  if (!scopeDariCache(actor)) return { ...(await resolveScopeOperator(deps.db, actor)), versi };
  const versiKelas = versi[ruang.indexOf('kelas')];
  if (versiKelas === undefined) throw new Error("resolveScopeKelasVersi: the areas must hold 'kelas'");
  return { scope: await scopeDiCache(deps, actor, versiKelas), versi, hak: TANPA_HAK };
}

/** Lecturers' and students' scopes are kept in the read cache (their record is in area 'kelas'); operators' are not. */
export const scopeDariCache = (actor: Actor) => actor.role === 'ROLE_DOSEN' || actor.role === 'ROLE_MAHASISWA';

/** The read cache's key of a lecturer's or student's scope (area 'kelas'). */
export const kunciScopeKelas = (actor: Actor) => `scope\u0000${actor.role}\u0000${actor.userId}`;

/** A lecturer's or student's scope from the read cache under the college's version of 'kelas'. */
export function scopeDiCache(deps: Pick<Deps, 'db' | 'readCache'>, actor: Actor, versiKelas: number) {
  return deps.readCache.get(deps.db, actor.college.id, 'kelas', kunciScopeKelas(actor), () => resolveScopeAnggota(deps.db, actor), { versi: [versiKelas], bagian: true });
}

/** resolveScopeKelas with the operator's rights map (none for others): a list reading them once. */
export async function resolveScopeKelasHak(db: Db, actor: Actor): Promise<{ scope: ScopeKelas; hak: HakAkses }> {
  if (scopeDariCache(actor)) return { scope: await resolveScopeAnggota(db, actor), hak: TANPA_HAK };
  return resolveScopeOperator(db, actor);
}

/**
 * The scope as a condition on a column holding a class id (kelas_kuliah.id, pertemuan.id_kelas_kuliah ...):
 * an EXISTS on the membership primary key, undefined for the whole college.
 */
export function kelasScopeCondition(scope: ScopeKelas, idKelasColumn: AnyColumn | SQL, opts: { placeholder?: string } = {}): SQL | undefined {
  // A prepared statement (db/prepared.ts) names the member id instead, and binds it on each execution.
  const anggota = (id: number) => (opts.placeholder ? sql.placeholder(opts.placeholder) : id);
  switch (scope.kind) {
    case 'semua':
      return undefined;
    case 'peserta':
      return sql`exists (select 1 from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${idKelasColumn} and ${kelasPeserta.idMahasiswa} = ${anggota(scope.idMahasiswa)})`;
    case 'pengajar':
      return sql`exists (select 1 from ${kelasPengajar} where ${kelasPengajar.idKelasKuliah} = ${idKelasColumn} and ${kelasPengajar.idDosen} = ${anggota(scope.idDosen)})`;
    case 'kosong':
      return sql`false`;
  }
}

/** Which of these class ids the actor may read (one query after the scope): for answers that mention other classes. */
export async function filterKelasTerbaca(db: Db, actor: Actor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const scope = await resolveScopeKelas(db, actor);
  if (scope.kind === 'kosong') return new Set();
  const rows = await db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, actor.college.id), inArray(kelasKuliah.id, [...new Set(ids)]), kelasScopeCondition(scope, kelasKuliah.id)));
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------------------------
// The same rule seen from the class, for fan-outs (live events): who may open it.

/** User ids of the class's teachers and participants, in one query. */
export async function findAnggotaKelasUserIds(db: Db, collegeId: number, idKelas: string): Promise<Set<number>> {
  const rows = await db
    .select({ userId: dosen.userId })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(and(eq(kelasPengajar.idKelasKuliah, idKelas), eq(dosen.collegeId, collegeId)))
    .unionAll(
      db
        .select({ userId: mahasiswa.userId })
        .from(kelasPeserta)
        .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
        .where(and(eq(kelasPeserta.idKelasKuliah, idKelas), eq(mahasiswa.collegeId, collegeId))),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Which of these users are active operators of the college with read on kelas_kuliah (one query). */
export async function findOperatorPembacaKelas(db: Db, collegeId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: operators.userId, isActive: operators.isActive, hakAkses: operators.hakAkses })
    .from(operators)
    .where(and(eq(operators.collegeId, collegeId), inArray(operators.userId, [...userIds])));
  return new Set(rows.filter((r) => r.isActive && hasAccess(normalizeHakAkses(r.hakAkses), 'kelas_kuliah', 'read')).map((r) => r.userId));
}
