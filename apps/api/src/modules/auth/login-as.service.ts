import type { FastifyRequest } from 'fastify';
import { PESAN, type LoginAsAkunItem, type LoginAsAkunQuery, type TokenData } from '@lms/shared';
import type { AppDeps } from '../../app';
import { listMeta, paging } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { DETAIL_AKTIVITAS, JENIS_AKTIVITAS } from '../log-aktivitas/log-aktivitas.service';
import { insertLogAktivitas } from '../log-aktivitas/log-aktivitas.repo';
import { requireLoginAsAccess } from './auth.policy';
import { findUserByUsername, listLoginAsAkun } from './auth.repo';
import { issueSession } from './session';

export const PESAN_LOGIN_AS = {
  akunTidakDitemukan: 'Akun dosen atau mahasiswa dengan username tersebut tidak ditemukan',
  bukanDosenMahasiswa: 'Login Akun Lain hanya dapat dilakukan untuk akun dosen atau mahasiswa',
} as const;

/**
 * POST /v2/lms/login_as: an operator with write on kelas_kuliah opens a session as an active lecturer or
 * student of the same college; the access token carries the operator's username. Both sides are logged.
 */
export async function loginAs(deps: AppDeps, request: FastifyRequest, username: string): Promise<TokenData> {
  await requireLoginAsAccess(deps.db, request);
  const college = request.college;
  const target = await findUserByUsername(deps.db, college.id, username);
  if (!target) throw notFound(PESAN_LOGIN_AS.akunTidakDitemukan);
  if (target.role === 'ROLE_OPERATOR') throw badRequest(`${PESAN.dataTidakValid}: username — ${PESAN_LOGIN_AS.bukanDosenMahasiswa}`);
  if (!target.isActive) throw notFound(PESAN_LOGIN_AS.akunTidakDitemukan);

  const operator = request.auth.username;
  return deps.db.transaction(async (tx) => {
    const session = await issueSession(tx, deps.tokens, target, operator);
    await insertLogAktivitas(tx, [
      {
        collegeId: college.id,
        userId: request.auth.userId,
        jenisAktivitas: JENIS_AKTIVITAS.loginAs,
        detail: DETAIL_AKTIVITAS.loginAsOperator(target.nama, target.username),
        role: request.auth.role,
        ipAddress: request.ip,
        operator: null,
      },
      {
        collegeId: college.id,
        userId: target.id,
        jenisAktivitas: JENIS_AKTIVITAS.loginAs,
        detail: DETAIL_AKTIVITAS.loginAsTarget(operator),
        role: target.role,
        ipAddress: request.ip,
        operator,
      },
    ]);
    return session;
  });
}

/** GET /v2/lms/login_as/akun: lecturers and students the operator may choose from. */
export async function listAkunLoginAs(deps: AppDeps, request: FastifyRequest, q: LoginAsAkunQuery) {
  await requireLoginAsAccess(deps.db, request);
  const p = paging(q);
  const { rows, total } = await listLoginAsAkun(deps.db, request.college.id, {
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
