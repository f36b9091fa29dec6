import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { revokeRefreshFamilyOfUser } from '../auth/auth.repo';
import { JENIS_AKTIVITAS_LABEL, toUtcIso, type LogAktivitasItem, type LogAktivitasQuery } from '@lms/shared';
import { listMeta, paging } from '../../lib/envelope';
import { findLogAktivitasPage, insertLogAktivitas } from './log-aktivitas.repo';

/** Activity kinds written by the identity modules; the detail texts are what 'Riwayat Aktivitas' shows. */
export const JENIS_AKTIVITAS = {
  login: 'login',
  logout: 'logout',
  keluarKeSikad: 'keluar_ke_sikad',
  loginAs: 'login_as',
} as const;

export const DETAIL_AKTIVITAS = {
  login: 'Login ke LMS',
  logout: 'Logout dari LMS',
  keluarKeSikad: 'Keluar dari LMS menuju SIAKAD',
  loginAsOperator: (nama: string, username: string) => `Login Akun Lain sebagai ${nama} (${username})`,
  loginAsTarget: (operator: string) => `Sesi dibuka oleh operator ${operator} melalui Login Akun Lain`,
} as const;

/** One activity of the caller (an operator acting through 'Login Akun Lain' is recorded too). */
function entryOf(request: FastifyRequest, jenisAktivitas: string, detail: string) {
  return {
    collegeId: request.college.id,
    userId: request.auth.userId,
    jenisAktivitas,
    detail,
    role: request.auth.role,
    ipAddress: request.ip,
    operator: request.auth.operator,
  };
}

/** Logs the logout and, when the client sends its refresh token, revokes that session's token family. */
export async function logout(db: Db, request: FastifyRequest, refreshToken: string | undefined) {
  await db.transaction(async (tx) => {
    if (refreshToken) await revokeRefreshFamilyOfUser(tx, refreshToken, request.auth.userId, request.college.id);
    await insertLogAktivitas(tx, entryOf(request, JENIS_AKTIVITAS.logout, DETAIL_AKTIVITAS.logout));
  });
}

export async function logKeluarKeSikad(db: Db, request: FastifyRequest) {
  await insertLogAktivitas(db, entryOf(request, JENIS_AKTIVITAS.keluarKeSikad, DETAIL_AKTIVITAS.keluarKeSikad));
}

/** 'Riwayat Aktivitas': the caller's own activity, including what an operator did in their name. */
export async function listLogAktivitasMe(db: Db, request: FastifyRequest, q: LogAktivitasQuery) {
  const p = paging(q);
  const { rows, total } = await findLogAktivitasPage(
    db,
    request.college.id,
    request.auth.userId,
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
  Object.entries(JENIS_AKTIVITAS_LABEL).map(([jenis_aktivitas, label]) => ({ jenis_aktivitas, label }));
