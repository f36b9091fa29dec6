import { hasAccess, type AreaAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';

/** Operators need read on one of the areas; lecturers, students and the system actor pass (class pages show this data). */
async function requireOperatorReadOnAny(db: Db, actor: Actor, areas: AreaAkses[]) {
  if (actor.role !== 'ROLE_OPERATOR') return;
  const hak = await hakAksesOf(db, actor);
  if (!areas.some((a) => hasAccess(hak, a, 'read'))) throw forbidden();
}

/**
 * Course info, semester plan and evaluation plan: shown in the class page's 'Data Silabus' (students and
 * lecturers) and, for operators, gated like the class screens (read on kelas_kuliah, or data_master for the
 * course screens).
 */
export const requireCourseReader = (db: Db, actor: Actor) => requireOperatorReadOnAny(db, actor, ['kelas_kuliah', 'data_master']);

/**
 * The list of students of a period names every student: lecturers and operators with read on a screen that
 * filters by student (kelas_kuliah, data_master, laporan) only. Students are refused.
 */
export async function requireMahasiswaListReader(db: Db, actor: Actor) {
  if (actor.role === 'ROLE_MAHASISWA') throw forbidden();
  await requireOperatorReadOnAny(db, actor, ['kelas_kuliah', 'data_master', 'laporan']);
}
