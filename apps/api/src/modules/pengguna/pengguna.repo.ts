import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@lms/shared';
import type { Db } from '../../db/client';
import { dosen, mahasiswa, operators, prodi, profilPengguna, refreshTokens, users } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';
import { terkunciSampaiKolom } from '../auth/auth-kunci';
import { likePattern } from '../../lib/like-pattern';

/** One user with everything the user screens show (role record, study programme, personal data, access map). */
const kolom = {
  user: users,
  nim: mahasiswa.nim,
  angkatan: mahasiswa.angkatan,
  nidn: dosen.nidn,
  prodiId: prodi.id,
  prodiNama: prodi.nama,
  prodiJenjang: prodi.jenjang,
  profil: profilPengguna,
  operator: operators,
  terkunciSampai: terkunciSampaiKolom,
};

function baseQuery(db: Db) {
  return db
    .select({ ...kolom, total: totalOver() })
    .from(users)
    .leftJoin(mahasiswa, eq(mahasiswa.userId, users.id))
    .leftJoin(dosen, eq(dosen.userId, users.id))
    .leftJoin(prodi, eq(prodi.id, sql`coalesce(${mahasiswa.idProdi}, ${dosen.idProdi})`))
    .leftJoin(profilPengguna, eq(profilPengguna.userId, users.id))
    .leftJoin(operators, eq(operators.userId, users.id));
}

export type PenggunaRow = Awaited<ReturnType<typeof findPengguna>> & {};

export type PenggunaFilter = {
  role: Role;
  search?: string;
  idProdi?: number[];
  angkatan?: number[];
  isActive?: boolean;
};

/**
 * One page of one role of the college, ordered by name: users_college_role_nama_idx (college_id, role, lower(nama),
 * id) serves the filter and the order; the total rides on every row (count(*) over (), one count).
 */
export async function listPengguna(db: Db, collegeId: number, f: PenggunaFilter, page: { limit: number; offset: number }) {
  const conds: SQL[] = [eq(users.collegeId, collegeId), eq(users.role, f.role)];
  if (f.isActive !== undefined) conds.push(eq(users.isActive, f.isActive));
  if (f.search) {
    const p = likePattern(f.search);
    conds.push(or(ilike(users.nama, p), ilike(users.username, p), ilike(users.email, p), ilike(mahasiswa.nim, p), ilike(dosen.nidn, p))!);
  }
  if (f.idProdi?.length) conds.push(inArray(sql`coalesce(${mahasiswa.idProdi}, ${dosen.idProdi})`, f.idProdi));
  if (f.angkatan?.length) conds.push(inArray(mahasiswa.angkatan, f.angkatan));
  const where = and(...conds);
  const query = baseQuery(db)
    .where(where)
    .orderBy(asc(sql`lower(${users.nama})`), asc(users.id))
    .$dynamic();
  return runPage(query, page, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .leftJoin(mahasiswa, eq(mahasiswa.userId, users.id))
      .leftJoin(dosen, eq(dosen.userId, users.id))
      .where(where);
    return Number(row?.n ?? 0);
  });
}

export async function findPengguna(db: Db, collegeId: number, userId: number) {
  const [row] = await baseQuery(db).where(and(eq(users.id, userId), eq(users.collegeId, collegeId)));
  return row;
}

/** The user row, locked for the rest of the transaction. */
export async function lockUser(db: Db, collegeId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.collegeId, collegeId)))
    .for('update');
  return row;
}

export async function findProdiInCollege(db: Db, collegeId: number, idProdi: number) {
  const [row] = await db.select({ id: prodi.id }).from(prodi).where(and(eq(prodi.id, idProdi), eq(prodi.collegeId, collegeId)));
  return row;
}

export async function usernameTaken(db: Db, collegeId: number, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  return Boolean(row);
}

export async function nimTaken(db: Db, collegeId: number, nim: string) {
  const [row] = await db.select({ id: mahasiswa.id }).from(mahasiswa).where(and(eq(mahasiswa.collegeId, collegeId), eq(mahasiswa.nim, nim)));
  return Boolean(row);
}

export async function nidnTaken(db: Db, collegeId: number, nidn: string) {
  const [row] = await db.select({ id: dosen.id }).from(dosen).where(and(eq(dosen.collegeId, collegeId), eq(dosen.nidn, nidn)));
  return Boolean(row);
}

export type UserValues = Pick<typeof users.$inferInsert, 'username' | 'passwordHash' | 'role' | 'nama' | 'email' | 'gelarDepan' | 'gelarAkademik'>;

export async function insertUser(db: Db, collegeId: number, v: UserValues) {
  const [row] = await db
    .insert(users)
    .values({ collegeId, ...v })
    .returning({ id: users.id });
  return row!.id;
}

export async function insertMahasiswa(db: Db, collegeId: number, v: { userId: number; nim: string; idProdi: number; angkatan: number }) {
  await db.insert(mahasiswa).values({ collegeId, ...v });
}

export async function insertDosen(db: Db, collegeId: number, v: { userId: number; nidn: string; idProdi: number | null }) {
  await db.insert(dosen).values({ collegeId, ...v });
}

export async function updateUser(db: Db, collegeId: number, userId: number, set: Partial<Pick<typeof users.$inferInsert, 'nama' | 'email' | 'gelarDepan' | 'gelarAkademik' | 'isActive' | 'passwordHash'>>) {
  await db
    .update(users)
    .set(set)
    .where(and(eq(users.id, userId), eq(users.collegeId, collegeId)));
}

export async function updateMahasiswa(db: Db, collegeId: number, userId: number, set: { idProdi: number; angkatan: number }) {
  await db
    .update(mahasiswa)
    .set(set)
    .where(and(eq(mahasiswa.userId, userId), eq(mahasiswa.collegeId, collegeId)));
}

export async function updateDosen(db: Db, collegeId: number, userId: number, set: { idProdi: number | null }) {
  await db
    .update(dosen)
    .set(set)
    .where(and(eq(dosen.userId, userId), eq(dosen.collegeId, collegeId)));
}

export type ProfilValues = Omit<typeof profilPengguna.$inferInsert, 'userId' | 'collegeId' | 'updatedAt'>;

export async function upsertProfil(db: Db, collegeId: number, userId: number, v: ProfilValues) {
  const set = { ...v, updatedAt: new Date() };
  await db
    .insert(profilPengguna)
    .values({ userId, collegeId, ...set })
    .onConflictDoUpdate({ target: profilPengguna.userId, set });
}

/** The access record of an operator (created when missing). */
export async function upsertOperator(db: Db, collegeId: number, userId: number, v: { isActive: boolean; hakAkses?: Record<string, string> }) {
  const set = { ...v, updatedAt: new Date() };
  await db
    .insert(operators)
    .values({ userId, collegeId, hakAkses: v.hakAkses ?? {}, isActive: v.isActive })
    .onConflictDoUpdate({ target: operators.userId, set });
}

/**
 * Locks the access records of these operators (in id order, so two forms saved at once never deadlock) and returns
 * them: the caller re-reads its own rights under the lock.
 */
export async function lockOperators(db: Db, collegeId: number, userIds: number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  return db
    .select()
    .from(operators)
    .where(and(eq(operators.collegeId, collegeId), inArray(operators.userId, ids)))
    .orderBy(asc(operators.userId))
    .for('update');
}

/**
 * Ends every session of the user (and the 'Login Akun Lain' sessions they opened): revoking the refresh-token
 * families records them in sesi_dicabut through the database trigger, which every API process hears.
 */
export async function endSessionsOfUser(db: Db, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(or(eq(refreshTokens.userId, userId), eq(refreshTokens.operatorId, userId)), isNull(refreshTokens.revokedAt)));
}
