import type { FastifyRequest } from 'fastify';
import { hasAccess, type HakAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { loadHakAkses } from '../../lib/policy';
import { isPengajarKelas, isPesertaKelas } from './pertemuan.repo';

/**
 * Who may do what with a class's meetings (spec 1 §6, issue 3 point 4):
 * - read: an operator with read on kelas_kuliah, a teacher of the class, a participant of the class;
 * - write (edit, start, end, text activities): an operator with write on kelas_kuliah or a teacher of the class.
 */
export type AksesKelas = { baca: boolean; tulis: boolean; pengajar: boolean; peserta: boolean };

export const PESAN_AKSES = {
  bukanAnggota: 'Anda bukan pengajar atau peserta kelas ini',
  bukanPengajar: 'Hanya pengajar kelas ini atau operator dengan akses tulis kelas kuliah yang dapat melakukan tindakan ini',
} as const;

/**
 * The part of the check that needs no data, done before any lookup so a refusal reveals nothing: an operator
 * lacking the kelas_kuliah level, or a student asking to write, is refused here. Returns the operator's rights.
 */
export async function precheckAksesKelas(db: Db, request: FastifyRequest, need: 'read' | 'write'): Promise<HakAkses | null> {
  const { role, userId } = request.auth;
  if (role === 'ROLE_OPERATOR') {
    const hak = await loadHakAkses(db, userId);
    if (!hasAccess(hak, 'kelas_kuliah', need)) throw forbidden();
    return hak;
  }
  if (role === 'ROLE_DOSEN') return null;
  if (role === 'ROLE_MAHASISWA' && need === 'read') return null;
  throw forbidden(need === 'write' ? PESAN_AKSES.bukanPengajar : undefined);
}

/** The caller's rights on one class (after precheckAksesKelas). */
export async function resolveAksesKelas(db: Db, request: FastifyRequest, idKelasKuliah: string, hak: HakAkses | null): Promise<AksesKelas> {
  const { role, userId } = request.auth;
  if (role === 'ROLE_OPERATOR') {
    return { baca: hasAccess(hak, 'kelas_kuliah', 'read'), tulis: hasAccess(hak, 'kelas_kuliah', 'write'), pengajar: false, peserta: false };
  }
  if (role === 'ROLE_DOSEN') {
    const pengajar = await isPengajarKelas(db, userId, idKelasKuliah);
    return { baca: pengajar, tulis: pengajar, pengajar, peserta: false };
  }
  if (role === 'ROLE_MAHASISWA') {
    const peserta = await isPesertaKelas(db, userId, idKelasKuliah);
    return { baca: peserta, tulis: false, pengajar: false, peserta };
  }
  return { baca: false, tulis: false, pengajar: false, peserta: false };
}

export function requireBaca(a: AksesKelas) {
  if (!a.baca) throw forbidden(PESAN_AKSES.bukanAnggota);
}

export function requireTulis(a: AksesKelas) {
  if (!a.tulis) throw forbidden(PESAN_AKSES.bukanPengajar);
}
