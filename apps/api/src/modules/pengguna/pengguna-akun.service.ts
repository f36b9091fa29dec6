import { hash } from '@node-rs/argon2';
import {
  AREA_AKSES,
  AREA_AKSES_LABEL,
  LEVEL_AKSES_LABEL,
  PERAN_LABEL,
  PESAN_AKSES_FORM,
  PESAN_PENGGUNA,
  STATUS_AKTIF_LABEL,
  cekCabutAksesSendiri,
  hasAccess,
  normalizeHakAkses,
  peranDariRole,
  type OperatorDetail,
  type PenggunaItem,
  type UbahAksesOperatorBody,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { getOperatorDetail } from '../akses/akses.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { requirePenggunaWriter } from './pengguna.policy';
import { endSessionsOfUser, findPengguna, lockOperators, lockUser, updateUser, upsertOperator } from './pengguna.repo';
import { toPenggunaItem } from './pengguna.service';

/**
 * Account actions of the user screens: activate / deactivate, reset a password, and an operator's access form.
 * Deactivating a user ends their sessions at once (database trigger on users.is_active); a password reset ends
 * them here. For an operator the account and its access record are one 'Aktif' / 'Non Aktif' state.
 */

/** PUT /v2/lms/pengguna/{id}/status. An operator cannot deactivate themselves. */
export async function ubahStatusPengguna(deps: Deps, actor: Actor, id: number, isActive: boolean): Promise<PenggunaItem> {
  await requirePenggunaWriter(deps.db, actor);
  const collegeId = actor.college.id;
  if (id === actor.userId && !isActive) throw conflict(PESAN_AKSES_FORM.nonaktifkanDiriSendiri);
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, collegeId, id);
    if (!user) throw notFound(PESAN_PENGGUNA.tidakDitemukan);
    await updateUser(tx, collegeId, id, { isActive });
    if (user.role === 'ROLE_OPERATOR') {
      const [op] = await lockOperators(tx, collegeId, [id]);
      await upsertOperator(tx, collegeId, id, { isActive, hakAkses: op?.hakAkses ?? {} });
    }
    const peran = PERAN_LABEL[peranDariRole(user.role)].toLowerCase();
    await recordAktivitas(tx, actor, 'ubah_status_pengguna', `${isActive ? 'Mengaktifkan' : 'Menonaktifkan'} ${peran} '${user.username}' (${user.nama})`);
  });
  return toPenggunaItem((await findPengguna(deps.db, collegeId, id))!);
}

/** POST /v2/lms/pengguna/{id}/reset_password: a new password; every session of the user ends. */
export async function resetPasswordPengguna(deps: Deps, actor: Actor, id: number, password: string) {
  await requirePenggunaWriter(deps.db, actor);
  const collegeId = actor.college.id;
  if (!(await findPengguna(deps.db, collegeId, id))) throw notFound(PESAN_PENGGUNA.tidakDitemukan);
  const passwordHash = await hash(password);
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, collegeId, id);
    if (!user) throw notFound(PESAN_PENGGUNA.tidakDitemukan);
    await updateUser(tx, collegeId, id, { passwordHash });
    await endSessionsOfUser(tx, id);
    const peran = PERAN_LABEL[peranDariRole(user.role)].toLowerCase();
    // The password itself is never logged.
    await recordAktivitas(tx, actor, 'reset_password_pengguna', `Mereset password ${peran} '${user.username}' (${user.nama})`);
  });
}

const ringkasAkses = (hak: ReturnType<typeof normalizeHakAkses>) =>
  AREA_AKSES.map((a) => `${AREA_AKSES_LABEL[a]}: ${LEVEL_AKSES_LABEL[hak[a]]}`).join(', ');

/**
 * PUT /v1/operator/{id}: the access form (spec 1 §3, §4). The actor's own record and the target's are locked and
 * the actor's right re-read under the lock, so two operators taking each other's write at the same moment cannot
 * leave the college without anyone able to manage access; an operator never lowers or deactivates themselves.
 */
export async function ubahAksesOperator(deps: Deps, actor: Actor, id: number, body: UbahAksesOperatorBody): Promise<OperatorDetail> {
  await requirePenggunaWriter(deps.db, actor);
  const collegeId = actor.college.id;
  const row = await findPengguna(deps.db, collegeId, id);
  if (!row || row.user.role !== 'ROLE_OPERATOR') throw notFound(PESAN_PENGGUNA.operatorTidakDitemukan);
  const sendiri = cekCabutAksesSendiri({ actorId: actor.userId, targetId: id, isActive: body.is_active, hakAkses: body.hakAkses });
  if (sendiri) throw conflict(sendiri);
  await deps.db.transaction(async (tx) => {
    const locked = await lockOperators(tx, collegeId, [actor.userId, id]);
    const milikku = locked.find((o) => o.userId === actor.userId);
    if (actor.role !== 'SYSTEM' && !(milikku?.isActive && hasAccess(normalizeHakAkses(milikku.hakAkses), 'data_master', 'write'))) throw forbidden();
    await upsertOperator(tx, collegeId, id, { isActive: body.is_active, hakAkses: body.hakAkses });
    await updateUser(tx, collegeId, id, { isActive: body.is_active });
    await recordAktivitas(
      tx,
      actor,
      'ubah_hak_akses',
      `Mengubah hak akses operator '${row.user.username}' (${STATUS_AKTIF_LABEL(body.is_active)}; ${ringkasAkses(body.hakAkses)})`,
    );
  });
  return getOperatorDetail(deps, actor, { id });
}
