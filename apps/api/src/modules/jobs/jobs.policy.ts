import { JENIS_JOB, hasAccess, type JenisJob } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import type { JobRow } from '../../jobs/status';
import { hakAksesOf } from '../../lib/policy';
import { resolveAksesKelas } from '../kelas/kelas-akses';

/**
 * Who may read a job's status: who started it, members of its class (class jobs), operators with read on the job
 * kind's area, and the system actor. The row is already one of the actor's college.
 */
export async function bolehBacaJob(db: Db, actor: Actor, row: Pick<JobRow, 'createdBy' | 'idKelasKuliah' | 'jenis'>) {
  if (actor.role === 'SYSTEM' || (row.createdBy !== null && row.createdBy === actor.userId)) return true;
  if (row.idKelasKuliah && (await resolveAksesKelas(db, actor, row.idKelasKuliah)).canRead) return true;
  const area = JENIS_JOB[row.jenis as JenisJob]?.area;
  return Boolean(area && actor.role === 'ROLE_OPERATOR' && hasAccess(await hakAksesOf(db, actor), area, 'read'));
}
