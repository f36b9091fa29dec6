import { PESAN_TUGAS, maxUploadBytes, mbToBytes } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { aksesKelasDiketahui, assertAksesKelas, type AksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { findTugas, type TugasRow } from './tugas.repo';

/**
 * Who may do what with a task, always through the class rule (kelas-akses):
 * - read the task: the class's readers (teachers, participants, operators with read on kelas_kuliah);
 * - create / change / delete it, manage its groups, grade and publish: the class's writers (teachers, operators with
 *   write);
 * - read the grading list and every submission: teachers and operators with read — never students;
 * - hand in: participants of the class only (a student account), for group tasks members of a group;
 * - read one submission: its student or group, the class's teachers and operators with read.
 * Refusals reveal nothing: role / operator level (403), then a task that is not one of the college (404), then
 * membership (403).
 */

/** The task and the actor's access to its class, refused in that order. `lock` serialises writes on the task. */
export async function aksesTugas(db: Db, actor: Actor, id: number, need: KebutuhanAkses, lock = false, diketahui?: AksesKelas) {
  const t = await findTugas(db, actor.college.id, id, lock);
  const akses = assertAksesKelas(await aksesKelasDiketahui(db, actor, t?.idKelasKuliah ?? null, diketahui), actor, need, PESAN_TUGAS.tidakDitemukan);
  return { t: t!, akses };
}

/** Teachers and operators with read: the grading list, every submission, every group. */
export const isPenilaiBaca = (akses: AksesKelas) => akses.isTeacher || akses.operatorRead || akses.isSystem;

export function requirePenilaiBaca(akses: AksesKelas) {
  if (!isPenilaiBaca(akses)) throw forbidden();
}

/** A student taking part in the class (the only one who hands in). */
export function requirePesertaMahasiswa(akses: AksesKelas, actor: Actor): number {
  if (actor.role !== 'ROLE_MAHASISWA' || !akses.isParticipant || akses.idMahasiswa === null) throw forbidden(PESAN_TUGAS.bukanPeserta);
  return akses.idMahasiswa;
}

/** The college's limit for submissions (pengumpulan_tugas), in bytes. */
export async function batasPengumpulanKampus(deps: Pick<Deps, 'db' | 'events'>, collegeId: number) {
  return maxUploadBytes((await getPengaturan(deps, collegeId)).pengaturan_sistem.ukuran_max_file, 'pengumpulan_tugas');
}

/** The limit that applies to a task's submissions: its own when set (never above the college's). */
export const batasPengumpulan = (t: Pick<TugasRow, 'ukuranMaksMb'>, kampus: number) =>
  t.ukuranMaksMb !== null ? Math.min(mbToBytes(t.ukuranMaksMb), kampus) : kampus;

export const jendelaOf = (t: TugasRow) => ({
  waktu_mulai: t.waktuMulai,
  waktu_selesai: t.waktuSelesai,
  izinkan_terlambat: t.izinkanTerlambat,
  batas_terlambat: t.batasTerlambat,
});
