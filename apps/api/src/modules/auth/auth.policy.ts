import type { FastifyRequest } from 'fastify';
import { hasAccess } from '@lms/shared';
import type { Db } from '../../db/client';
import { loadHakAkses, requireOperatorAccess } from '../../lib/policy';

/** 'Login Akun Lain' needs an operator with write on kelas_kuliah (spec 1 §6). */
export async function requireLoginAsAccess(db: Db, request: FastifyRequest) {
  await requireOperatorAccess(db, request, 'kelas_kuliah', 'write');
}

/** A login-as session lives only while its operator may still open one. */
export async function operatorMayStillLoginAs(db: Db, operatorUserId: number) {
  return hasAccess(await loadHakAkses(db, operatorUserId), 'kelas_kuliah', 'write');
}
