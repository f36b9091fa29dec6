import { hasAccess } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';
import { resolveScopeKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { listKelasNilaiPage, type NilaiKelasListQuery } from './nilai.repo';

export type { NilaiKelasListQuery };

/** Which classes a caller lists: a lecturer those they teach (by their user id), an operator the whole college. */
type LingkupNilaiKelas = { dosen: number } | { semua: true };

/**
 * GET /v2/lms/nilai/kelas_kuliah (/nilai): a lecturer's own classes, or every class of the college for an operator
 * with laporan read; newest period first, then course and class name (kelas_kuliah_urutan_idx).
 * The answer reads only tables of the read cache's area 'kelas' (classes, courses, class types, teachers, lecturers),
 * so a page is kept per scope and query while that area's version holds. The rights are checked on every request
 * before the cache; the scope is in the key.
 */
export async function listKelasNilai(deps: Pick<Deps, 'db' | 'readCache'>, actor: Actor, q: NilaiKelasListQuery) {
  if (actor.role === 'ROLE_OPERATOR') {
    if (!hasAccess(await hakAksesOf(deps.db, actor), 'laporan', 'read')) throw forbidden();
  } else if (actor.role !== 'ROLE_DOSEN') throw forbidden();
  const lingkup: LingkupNilaiKelas = actor.role === 'ROLE_DOSEN' ? { dosen: actor.userId } : { semua: true };
  const collegeId = actor.college.id;
  return deps.readCache.get(deps.db, collegeId, 'kelas', `nilai_kelas\u0000${JSON.stringify(lingkup)}\u0000${JSON.stringify(q)}`, () =>
    bangunHalaman(deps, actor, lingkup, q),
  );
}

/** A lecturer's classes through kelas-akses' scope (the classes they teach); an operator's the whole college. */
async function bangunHalaman(deps: Pick<Deps, 'db'>, actor: Actor, lingkup: LingkupNilaiKelas, q: NilaiKelasListQuery) {
  const scope: ScopeKelas = 'dosen' in lingkup ? await resolveScopeKelas(deps.db, actor) : { kind: 'semua' };
  return listKelasNilaiPage(deps.db, actor.college.id, scope, q);
}
