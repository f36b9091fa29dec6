import { PERAN_LABEL, PESAN_KUNCI_LOGIN, PESAN_PENGGUNA, peranDariRole, type PenggunaItem } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { bukaKunciAkun } from '../auth/auth-kunci';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { requirePenggunaWriter } from './pengguna.policy';
import { findPengguna } from './pengguna.repo';
import { toPenggunaItem } from './pengguna.service';

/**
 * POST /v2/lms/pengguna/{id}/buka_kunci_login: an operator with write on data_master forgets the user's failed
 * logins from every address, which ends a lock and any wait at once (the throttle reads only those rows).
 * 409 when the user has no failed login in the window: there is nothing to unlock, and nothing is logged.
 */
export async function bukaKunciLogin(deps: Deps, actor: Actor, id: number): Promise<PenggunaItem> {
  await requirePenggunaWriter(deps.db, actor);
  const collegeId = actor.college.id;
  const row = await findPengguna(deps.db, collegeId, id);
  if (!row) throw notFound(PESAN_PENGGUNA.tidakDitemukan);
  const akun = { collegeId, username: row.user.username.toLowerCase() };
  await deps.db.transaction(async (tx) => {
    const n = await bukaKunciAkun(tx, akun);
    if (n === null) throw conflict(PESAN_KUNCI_LOGIN.tidakTerkunci);
    const peran = PERAN_LABEL[peranDariRole(row.user.role)].toLowerCase();
    await recordAktivitas(tx, actor, 'buka_kunci_login', `Membuka kunci login ${peran} '${row.user.username}' (${row.user.nama}; ${n} percobaan gagal dihapus)`);
  });
  return toPenggunaItem((await findPengguna(deps.db, collegeId, id))!);
}
