import type { FastifyRequest } from 'fastify';
import { hasAccess, type AreaAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { loadHakAkses } from '../../lib/policy';

/** Operators need read on one of the areas; lecturers and students pass (their class pages show this data). */
async function requireOperatorReadOnAny(db: Db, request: FastifyRequest, areas: AreaAkses[]) {
  if (request.auth.role !== 'ROLE_OPERATOR') return;
  const hak = await loadHakAkses(db, request.auth.userId);
  if (!areas.some((a) => hasAccess(hak, a, 'read'))) throw forbidden();
}

/**
 * Course info, semester plan and evaluation plan: shown in the class page's 'Data Silabus' (students and
 * lecturers) and, for operators, gated like the class screens (read on kelas_kuliah, or data_master for the
 * course screens).
 */
export const requireCourseReader = (db: Db, request: FastifyRequest) => requireOperatorReadOnAny(db, request, ['kelas_kuliah', 'data_master']);

/**
 * The list of students of a period names every student: lecturers and operators with read on a screen that
 * filters by student (kelas_kuliah, data_master, laporan) only. Students are refused.
 */
export async function requireMahasiswaListReader(db: Db, request: FastifyRequest) {
  if (request.auth.role === 'ROLE_MAHASISWA') throw forbidden();
  await requireOperatorReadOnAny(db, request, ['kelas_kuliah', 'data_master', 'laporan']);
}
