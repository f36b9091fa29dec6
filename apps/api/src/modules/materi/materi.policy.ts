import { PESAN_KELAS, PESAN_MATERI, type Pengaturan } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { aksesKelasDiketahui, assertAksesKelas, resolveAksesKelas, type AksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { findMateri, type MateriRow } from './materi.repo';

/**
 * Who may do what with a material. Everything goes through the material's class (kelas-akses): members and
 * operators with read see it, teachers and operators with write change it. On top: a student sees a material only
 * from its display time (server time) — before that it does not exist for them (404, as for a stranger).
 */

/** Whether the caller sees materials before their display time (teachers, operators, the system). */
export const lihatSebelumTampil = (akses: AksesKelas) => akses.isTeacher || akses.operatorRead || akses.isSystem;

export const sudahTampil = (m: { waktuMulaiTampil: Date }, now: Date) => m.waktuMulaiTampil.getTime() <= now.getTime();

/**
 * The material and the actor's access to its class, refused in the order that reveals nothing: role or operator
 * level (403), a material that is not one of the college (404), not a member of its class (403), a student before
 * the display time (404).
 */
export async function aksesMateri(
  db: Db,
  actor: Actor,
  id: number,
  need: KebutuhanAkses,
  now = new Date(),
  diketahui?: AksesKelas,
): Promise<{ m: MateriRow; akses: AksesKelas }> {
  // The caller's own progress row comes along (a student's 'terpenuhi' and watched share).
  const m = await findMateri(db, actor.college.id, id, actor.userId);
  const akses = assertAksesKelas(await aksesKelasDiketahui(db, actor, m?.m.idKelasKuliah ?? null, diketahui), actor, need, PESAN_MATERI.tidakDitemukan);
  if (!m || (!lihatSebelumTampil(akses) && !sudahTampil(m.m, now))) throw notFound(PESAN_MATERI.tidakDitemukan);
  return { m, akses };
}

/**
 * What one write request resolved before its service runs, passed down so nothing is read twice: the writer precheck
 * (`precheckTulisMateri`), the college's settings and the class access of the target meeting or material.
 */
export type KonteksTulisMateri = { precheck?: boolean; pengaturan?: Pengaturan; akses?: AksesKelas };

/** Proof of use is a student's: teachers and operators may open a material, but nothing is recorded for them. */
export function requirePeserta(akses: AksesKelas) {
  if (!akses.isParticipant) throw forbidden(PESAN_MATERI.hanyaPeserta);
}

/**
 * Before a material's body is read: refuses at once who can never write a class (students, operators without write
 * on kelas_kuliah), so an upload of theirs is not even stored.
 */
export async function precheckTulisMateri(db: Db, actor: Actor) {
  if (actor.role === 'SYSTEM' || actor.role === 'ROLE_DOSEN') return;
  if (actor.role === 'ROLE_OPERATOR' && (await resolveAksesKelas(db, actor, null)).operatorWrite) return;
  throw forbidden(actor.role === 'ROLE_MAHASISWA' ? PESAN_KELAS.bukanPengajar : undefined);
}
