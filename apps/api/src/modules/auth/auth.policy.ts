import { hasAccess } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { requireOperatorAccess } from '../../lib/policy';
import { lockOperatorRights } from './auth.repo';

/** 'Login Akun Lain' needs an operator with write on kelas_kuliah (spec 1 §6). */
export async function requireLoginAsAccess(db: Db, actor: Actor) {
  await requireOperatorAccess(db, actor, 'kelas_kuliah', 'write');
}

/**
 * A login-as session lives only while its operator may still open one. Read under a share lock inside the
 * session's transaction: a withdrawal committing meanwhile either is seen here or ends the new session after it.
 */
export async function operatorMayStillLoginAs(db: Db, operatorUserId: number) {
  return hasAccess(await lockOperatorRights(db, operatorUserId), 'kelas_kuliah', 'write');
}
