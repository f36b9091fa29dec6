import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { revokeRefreshFamilyOfUser } from '../auth/auth.repo';
import { insertLogAktivitas } from './log-aktivitas.repo';

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
