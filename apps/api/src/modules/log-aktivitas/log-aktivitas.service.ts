import { JENIS_AKTIVITAS_LABEL, toUtcIso, type JenisAktivitas, type LogAktivitasItem, type LogAktivitasQuery } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { revokeSession, revokeSessionOfRefreshToken } from '../../lib/sessions';
import { findLogAktivitasPage, insertLogAktivitas } from './log-aktivitas.repo';

/** Detail texts of the identity modules' activities (what 'Riwayat Aktivitas' shows). */
export const DETAIL_AKTIVITAS = {
  login: 'Login ke LMS',
  loginKode: 'Login ke LMS melalui kode otorisasi (single sign-on)',
  logout: 'Logout dari LMS',
  keluarKeSikad: 'Keluar dari LMS menuju SIAKAD',
  loginAsOperator: (nama: string, username: string) => `Login Akun Lain sebagai ${nama} (${username})`,
  loginAsTarget: (operator: string) => `Sesi dibuka oleh operator ${operator} melalui Login Akun Lain`,
} as const;

/**
 * THE way to write the activity log (ARCHITECTURE.md "activity log"): one row for what `actor` did, with its role,
 * IP and, in a 'Login Akun Lain' session, the operator acting in the user's name. Pass the write's transaction as
 * `db` so the entry commits (or rolls back) with the write it describes.
 *
 * The system actor writes nothing: a job's work is recorded by its job-status row, and the user who asked for the
 * job was logged by the request that queued it (docs/DECISIONS.md, "System actor").
 */
export async function recordAktivitas(db: Db, actor: Actor, jenis: JenisAktivitas, detail: string) {
  if (actor.role === 'SYSTEM') return;
  await insertLogAktivitas(db, {
    collegeId: actor.college.id,
    userId: actor.userId,
    jenisAktivitas: jenis,
    detail,
    role: actor.role,
    ipAddress: actor.ip ?? '',
    operator: actor.operator,
  });
}

/**
 * POST log_aktivitas/logout: ends the caller's session (`sid`, from the access token) and, when the client sends
 * its refresh token, that token's session too; every API process refuses their access tokens from now on.
 */
export async function logout(deps: Deps, actor: Actor, input: { sid: string | null; refreshToken?: string }) {
  const ended = await deps.db.transaction(async (tx) => {
    const sids: string[] = [];
    if (input.sid) {
      await revokeSession(tx, { sid: input.sid, userId: actor.userId, collegeId: actor.college.id });
      sids.push(input.sid);
    }
    if (input.refreshToken) {
      const sid = await revokeSessionOfRefreshToken(tx, { token: input.refreshToken, userId: actor.userId, collegeId: actor.college.id });
      if (sid) sids.push(sid);
    }
    await recordAktivitas(tx, actor, 'logout', DETAIL_AKTIVITAS.logout);
    return sids;
  });
  for (const sid of ended) deps.tokens.revocations.markRevoked(sid);
}

export async function logKeluarKeSikad(deps: Deps, actor: Actor) {
  await recordAktivitas(deps.db, actor, 'keluar_ke_sikad', DETAIL_AKTIVITAS.keluarKeSikad);
}

/** 'Riwayat Aktivitas': the caller's own activity, including what an operator did in their name. */
export async function listLogAktivitasMe(deps: Deps, actor: Actor, q: LogAktivitasQuery) {
  const p = paging(q);
  const { rows, total } = await findLogAktivitasPage(
    deps.db,
    actor.college.id,
    actor.userId,
    { waktuAwal: q.waktu_awal, waktuAkhir: q.waktu_akhir, jenisAktivitas: q.jenis_aktivitas },
    p,
  );
  const items: LogAktivitasItem[] = rows.map((r) => ({
    id: r.id,
    jenis_aktivitas: r.jenisAktivitas,
    detail: r.detail,
    waktu: toUtcIso(r.waktu)!,
    ip_address: r.ipAddress,
    role: r.role,
    operator: r.operator,
  }));
  return { items, meta: listMeta(p, total) };
}

export const listJenisAktivitas = () =>
  (Object.entries(JENIS_AKTIVITAS_LABEL) as [JenisAktivitas, string][]).map(([jenis_aktivitas, label]) => ({ jenis_aktivitas, label }));
