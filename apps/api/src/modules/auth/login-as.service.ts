import { PESAN_LOGIN_AS, type LoginAsAkunItem, type LoginAsAkunQuery, type TokenData } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { DETAIL_AKTIVITAS, recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { operatorMayStillLoginAs, requireLoginAsAccess } from './auth.policy';
import { findUserByUsername, listLoginAsAkun } from './auth.repo';
import { actorOfUser } from './auth.service';
import { issueSession } from './session';

/**
 * POST /v2/lms/login_as: an operator with write on kelas_kuliah opens a session as an active lecturer or
 * student of the same college; the access token carries the operator's username. Both sides are logged.
 */
export async function loginAs(deps: Deps, actor: Actor, input: { username: string }): Promise<TokenData> {
  await requireLoginAsAccess(deps.db, actor);
  const target = await findUserByUsername(deps.db, actor.college.id, input.username);
  if (!target) throw notFound(PESAN_LOGIN_AS.akunTidakDitemukan);
  if (target.role === 'ROLE_OPERATOR') throw fieldError('username', PESAN_LOGIN_AS.bukanDosenMahasiswa);
  if (!target.isActive) throw notFound(PESAN_LOGIN_AS.akunTidakDitemukan);

  return deps.db.transaction(async (tx) => {
    // Re-checked under a lock: a right withdrawn at this very moment must not leave a session open.
    if (!(await operatorMayStillLoginAs(tx, actor.userId))) throw forbidden();
    const session = await issueSession(tx, deps.tokens, target, { id: actor.userId, username: actor.username });
    await recordAktivitas(tx, actor, 'login_as', DETAIL_AKTIVITAS.loginAsOperator(target.nama, target.username));
    await recordAktivitas(tx, actorOfUser(target, actor, actor.username), 'login_as', DETAIL_AKTIVITAS.loginAsTarget(actor.username));
    return session;
  });
}

/** GET /v2/lms/login_as/akun: lecturers and students the operator may choose from. */
export async function listAkunLoginAs(deps: Deps, actor: Actor, q: LoginAsAkunQuery) {
  await requireLoginAsAccess(deps.db, actor);
  const p = paging(q);
  const { rows, total } = await listLoginAsAkun(deps.db, actor.college.id, {
    search: q.search || undefined,
    role: q.role,
    limit: p.limit,
    offset: p.offset,
  });
  const items: LoginAsAkunItem[] = rows.map((r) => ({
    id: r.id,
    username: r.username,
    nama: r.nama,
    gelar_depan: r.gelar_depan,
    gelar_akademik: r.gelar_akademik,
    role: r.role as LoginAsAkunItem['role'],
    nomor_induk: r.role === 'ROLE_MAHASISWA' ? r.nim : r.nidn,
  }));
  return { items, meta: listMeta(p, total) };
}
