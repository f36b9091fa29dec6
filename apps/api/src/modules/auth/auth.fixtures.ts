/**
 * Test fixtures of the identity modules: accounts whose every field the tests know, independent of how the
 * demo seed evolves. Used only by *.test.ts files (imported through app.inject-based tests).
 */
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../db/client';
import { dosen, mahasiswa, operators, periode, users } from '../../db/schema';

export const FIXTURE_PASSWORD = 'rahasia-uji-123';

export type Fixtures = Awaited<ReturnType<typeof seedIdentityFixtures>>;

async function addUser(
  db: Db,
  v: { collegeId: number; username: string; role: 'ROLE_DOSEN' | 'ROLE_MAHASISWA' | 'ROLE_OPERATOR'; nama: string; passwordHash: string; isActive?: boolean; gelarDepan?: string; gelarAkademik?: string },
) {
  const [row] = await db
    .insert(users)
    .values({ email: `${v.username}@uji.ac.id`, avatarUrl: `/files/avatar/${v.username}.png`, ...v })
    .returning();
  return row!;
}

/** Lecturers, students and operators with known data in both colleges. */
export async function seedIdentityFixtures(db: Db) {
  const passwordHash = await hash(FIXTURE_PASSWORD);
  const dosenUser = await addUser(db, { collegeId: 1, username: 'uji.dosen', role: 'ROLE_DOSEN', nama: 'Bambang Uji Pratama', gelarDepan: 'Dr.', gelarAkademik: 'M.Kom.', passwordHash });
  const [dosenRow] = await db.insert(dosen).values({ collegeId: 1, userId: dosenUser.id, nidn: '9999999901' }).returning();
  const mhsUser = await addUser(db, { collegeId: 1, username: 'uji.mahasiswa', role: 'ROLE_MAHASISWA', nama: 'Sari Uji Lestari', passwordHash });
  const [mhsRow] = await db.insert(mahasiswa).values({ collegeId: 1, userId: mhsUser.id, nim: '9999000001', angkatan: 2024 }).returning();
  const nonaktifUser = await addUser(db, { collegeId: 1, username: 'uji.nonaktif', role: 'ROLE_DOSEN', nama: 'Dosen Uji Nonaktif', passwordHash, isActive: false });
  await db.insert(dosen).values({ collegeId: 1, userId: nonaktifUser.id, nidn: '9999999902' });
  // Operators: one with read on data_master only, one with read on kelas_kuliah only, one inactive.
  const opMaster = await addUser(db, { collegeId: 1, username: 'uji.op.master', role: 'ROLE_OPERATOR', nama: 'Operator Uji Master', passwordHash });
  const opKelasBaca = await addUser(db, { collegeId: 1, username: 'uji.op.kelas', role: 'ROLE_OPERATOR', nama: 'Operator Uji Kelas Baca', passwordHash });
  const opNonaktif = await addUser(db, { collegeId: 1, username: 'uji.op.nonaktif', role: 'ROLE_OPERATOR', nama: 'Operator Uji Nonaktif', passwordHash });
  await db.insert(operators).values([
    { userId: opMaster.id, collegeId: 1, hakAkses: { data_master: 'read', bantuan: 'write' } },
    { userId: opKelasBaca.id, collegeId: 1, hakAkses: { kelas_kuliah: 'read' } },
    { userId: opNonaktif.id, collegeId: 1, isActive: false, hakAkses: { data_master: 'write', kelas_kuliah: 'write' } },
  ]);
  const dosen2User = await addUser(db, { collegeId: 2, username: 'uji.dosen2', role: 'ROLE_DOSEN', nama: 'Andi Uji Makassar', passwordHash });
  await db.insert(dosen).values({ collegeId: 2, userId: dosen2User.id, nidn: '9999999903' });
  return {
    dosen: { user: dosenUser, dosen: dosenRow! },
    mahasiswa: { user: mhsUser, mahasiswa: mhsRow! },
    nonaktif: nonaktifUser,
    opMaster,
    opKelasBaca,
    opNonaktif,
    dosen2: dosen2User,
  };
}

/** Periods the sistem tests rely on, unless the demo seed already made them (then the seed's rows stay). */
export async function ensurePeriode(db: Db) {
  for (const collegeId of [1, 2]) {
    const [cur] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(periode)
      .where(and(eq(periode.collegeId, collegeId), eq(periode.isCurrent, true)));
    await db
      .insert(periode)
      .values([
        { collegeId, kode: 20252, isCurrent: false },
        { collegeId, kode: 20261, isCurrent: (cur?.n ?? 0) === 0 },
      ])
      .onConflictDoNothing();
  }
}

export async function userId(db: Db, collegeId: number, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  if (!row) throw new Error(`user ${username} tidak ada`);
  return row.id;
}

/** Logs in from a given IP (the login route is rate limited per IP) and returns the token data. */
export async function loginAkun(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: { collegeId?: number; ip?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/access_token',
    headers: { 'college-id': String(opts.collegeId ?? 1) },
    remoteAddress: opts.ip ?? '10.0.0.1',
    payload: { username, password },
  } as InjectOptions);
  if (res.statusCode !== 200) throw new Error(`login ${username} gagal: ${res.statusCode} ${res.body}`);
  return res.json().data as { access_token: string; refresh_token: string; token_type: string; expires_in: number };
}

export const bearer = (token: string, collegeId = 1) => ({ authorization: `Bearer ${token}`, 'college-id': String(collegeId) });

/** Headers of a logged-in account; each call may use its own IP so tests do not trip the per-IP guard. */
export async function headersOf(app: FastifyInstance, username: string, password: string, collegeId = 1, ip?: string) {
  const t = await loginAkun(app, username, password, { collegeId, ip });
  return bearer(t.access_token, collegeId);
}
