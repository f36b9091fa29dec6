import { PESAN_UJIAN, bolehMengikuti } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { assertKelayakanUjian, type KelayakanDeps } from '../kehadiran/kehadiran-kelayakan.service';
import { aksesKelasDiketahui, assertAksesKelas, type AksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { findMahasiswaByUser, findUjianRow, type UjianRow } from './ujian.repo';

/**
 * Who may do what with an exam (spec 2 §6), on top of the class rule (kelas-akses):
 * - teachers of the class and operators with write on kelas_kuliah author, change and delete it, grade and watch it;
 *   operators with read see it; students never write;
 * - a participant sees a shown exam (ditampilkan) and takes it; a remedial only when their nim is listed
 *   (403 'Anda bukan peserta ujian remedial ini' otherwise); a hidden exam does not exist for them (404).
 * Refusal order reveals nothing: role or operator level (403), an exam not of the college (404), non-member (403).
 */

export type AksesUjian = {
  row: UjianRow;
  akses: AksesKelas;
  /** The actor takes part in the class as a student (not teaching it). */
  peserta: boolean;
  /** The student's record when `peserta` (the class access already read its id). */
  mahasiswa: { id: number } | null;
};

export async function aksesUjian(db: Db, actor: Actor, id: number, need: KebutuhanAkses, diketahui?: AksesKelas): Promise<AksesUjian> {
  const row = await findUjianRow(db, actor.college.id, id);
  // `diketahui`: the class access this request already resolved (a write before this read), checked, not read again.
  const akses = assertAksesKelas(await aksesKelasDiketahui(db, actor, row?.idKelasKuliah ?? null, diketahui), actor, need, PESAN_UJIAN.ujianTidakDitemukan);
  const peserta = akses.isParticipant && !akses.isTeacher && actor.role === 'ROLE_MAHASISWA';
  let mahasiswa: AksesUjian['mahasiswa'] = null;
  if (peserta) {
    if (!row!.ditampilkan) throw notFound(PESAN_UJIAN.ujianTidakDitemukan);
    mahasiswa = akses.idMahasiswa !== null ? { id: akses.idMahasiswa } : null;
    // Only a remedial asks for the nim (its participant list); every other exam is open to the class.
    const nim = row!.jenis === 'remedial' ? ((await findMahasiswaByUser(db, actor.college.id, actor.userId))?.nim ?? null) : null;
    if (!bolehMengikuti({ jenis: row!.jenis, peserta_remedial: row!.pesertaRemedial }, nim)) throw forbidden(PESAN_UJIAN.bukanPesertaRemedial);
  }
  return { row: row!, akses, peserta, mahasiswa };
}

/** The teachers' side of an exam: refuses students (participants) before anything else is read. */
export async function aksesPenilai(deps: { db: Db }, actor: Actor, idUjian: number, need: 'read' | 'write') {
  if (actor.role === 'ROLE_MAHASISWA') throw forbidden();
  const a = await aksesUjian(deps.db, actor, idUjian, need);
  if (a.peserta) throw forbidden();
  return a;
}

/** A taker: a participant of the class the exam is open to (teachers and operators do not take exams). */
export async function aksesPeserta(db: Db, actor: Actor, id: number) {
  if (actor.role !== 'ROLE_MAHASISWA') throw forbidden();
  const a = await aksesUjian(db, actor, id, 'read');
  if (!a.peserta || !a.mahasiswa) throw forbidden();
  return a as AksesUjian & { mahasiswa: { id: number } };
}

/**
 * The attendance-eligibility rule for UAS (spec 1/2 'pembatasan_ujian_kehadiran') is the attendance module's:
 * `assertKelayakanUjian` throws 403 with that code when the student may not start. Start calls it here.
 */
export async function periksaKelayakanKehadiran(deps: KelayakanDeps, actor: Actor, ujian: UjianRow) {
  await assertKelayakanUjian(deps, deps.db, actor, { idKelas: ujian.idKelasKuliah, jenis: ujian.jenis });
}
