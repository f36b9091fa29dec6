import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { dosen, mahasiswa } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';

/**
 * Which classes the caller may see: a student those they take part in, a lecturer those they teach,
 * an operator with read on kelas_kuliah every class of the college.
 */
export type KelasScope =
  | { kind: 'semua' }
  | { kind: 'peserta'; idMahasiswa: number }
  | { kind: 'pengajar'; idDosen: number }
  /** A student or lecturer account without its academic record: sees nothing. */
  | { kind: 'kosong' };

/** Resolves the caller's class scope; refuses (403) an operator without read on kelas_kuliah. */
export async function resolveKelasScope(db: Db, request: FastifyRequest): Promise<KelasScope> {
  const { role, userId } = request.auth;
  const collegeId = request.college.id;
  if (role === 'ROLE_OPERATOR') {
    await requireOperatorAccess(db, request, 'kelas_kuliah', 'read');
    return { kind: 'semua' };
  }
  if (role === 'ROLE_MAHASISWA') {
    const [row] = await db
      .select({ id: mahasiswa.id })
      .from(mahasiswa)
      .where(and(eq(mahasiswa.userId, userId), eq(mahasiswa.collegeId, collegeId)));
    return row ? { kind: 'peserta', idMahasiswa: row.id } : { kind: 'kosong' };
  }
  if (role === 'ROLE_DOSEN') {
    const [row] = await db
      .select({ id: dosen.id })
      .from(dosen)
      .where(and(eq(dosen.userId, userId), eq(dosen.collegeId, collegeId)));
    return row ? { kind: 'pengajar', idDosen: row.id } : { kind: 'kosong' };
  }
  throw forbidden();
}
