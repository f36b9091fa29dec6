import type { FastifyRequest } from 'fastify';
import { hasAccess } from '@lms/shared';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { loadHakAkses } from '../../lib/policy';
import { isPengajarKelas, isPesertaKelas, type FileRow } from './storager.repo';

/** Teacher or participant of the class, or an operator with `need` on kelas_kuliah. */
export async function isAnggotaKelas(db: Db, request: FastifyRequest, idKelasKuliah: string, need: 'read' | 'write') {
  const { role, userId } = request.auth;
  const collegeId = request.college.id;
  if (role === 'ROLE_OPERATOR') return hasAccess(await loadHakAkses(db, userId), 'kelas_kuliah', need);
  if (role === 'ROLE_DOSEN') return isPengajarKelas(db, collegeId, idKelasKuliah, userId);
  return isPesertaKelas(db, collegeId, idKelasKuliah, userId);
}

/**
 * Download, re-checked on every request: the owner always; a class file for operators with read on
 * kelas_kuliah and the class's teachers and participants; any other file for any operator of the college.
 */
export async function requireFileReader(db: Db, request: FastifyRequest, file: FileRow) {
  if (file.ownerUserId === request.auth.userId) return;
  if (file.idKelasKuliah) {
    if (await isAnggotaKelas(db, request, file.idKelasKuliah, 'read')) return;
    throw forbidden();
  }
  if (request.auth.role === 'ROLE_OPERATOR') return;
  throw forbidden();
}

/** Delete: the owner, or for class files an operator with write on kelas_kuliah. */
export async function requireFileDeleter(db: Db, request: FastifyRequest, file: FileRow) {
  if (file.ownerUserId === request.auth.userId) return;
  if (file.idKelasKuliah && request.auth.role === 'ROLE_OPERATOR') {
    if (hasAccess(await loadHakAkses(db, request.auth.userId), 'kelas_kuliah', 'write')) return;
  }
  throw forbidden();
}

/**
 * Upload into a class: its teachers and participants (students hand in work), or an operator with write on
 * kelas_kuliah.
 */
export async function requireKelasUploader(db: Db, request: FastifyRequest, idKelasKuliah: string) {
  if (!(await isAnggotaKelas(db, request, idKelasKuliah, 'write'))) throw forbidden();
}
