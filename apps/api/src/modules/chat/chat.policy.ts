import { PESAN_CHAT, type PeranChat } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';
import { findGrup, isAnggotaDaftar, type GrupRow } from './chat.repo';

/**
 * Who may do what in a chat group, checked on every read and every write:
 * - members: for a `kelas` group the class's teachers and participants (kelas-akses, read live), for a `daftar`
 *   group its member rows. Members read and write.
 * - an operator with read on kelas_kuliah may read the groups of a class (as they may open the class), never write;
 *   the system actor reads everything.
 * - moderators: the teachers of the group's class and operators with write on kelas_kuliah may delete any message
 *   (spec: teachers may delete in their class).
 */

export type AksesGrup = {
  grup: GrupRow;
  kelas: AksesKelas | null;
  isMember: boolean;
  canRead: boolean;
  canPost: boolean;
  canModerate: boolean;
  /** The chat role the actor writes with. */
  peran: PeranChat | null;
};

const ROLES: readonly Actor['role'][] = ['ROLE_MAHASISWA', 'ROLE_DOSEN', 'ROLE_OPERATOR', 'SYSTEM'];

export const peranChatOf = (role: Actor['role'] | string): PeranChat | null =>
  role === 'ROLE_DOSEN' ? 'Dosen' : role === 'ROLE_MAHASISWA' ? 'Mahasiswa' : null;

export async function resolveAksesGrup(db: Db, actor: Actor, grup: GrupRow): Promise<AksesGrup> {
  const kelas = grup.idKelasKuliah ? await resolveAksesKelas(db, actor, grup.idKelasKuliah) : null;
  const peran = peranChatOf(actor.role);
  let isMember = false;
  if (peran) {
    if (grup.keanggotaan === 'kelas') isMember = Boolean(kelas && (kelas.isTeacher || kelas.isParticipant));
    else isMember = await isAnggotaDaftar(db, grup.pk, actor.userId);
  }
  const isSystem = actor.role === 'SYSTEM';
  const canRead = isMember || isSystem || Boolean(kelas?.operatorRead && kelas.exists);
  return {
    grup,
    kelas,
    isMember,
    canRead,
    canPost: isMember,
    canModerate: isSystem || Boolean(kelas && kelas.exists && (kelas.isTeacher || kelas.operatorWrite)),
    peran,
  };
}

/** The refusals before membership: a role that never chats (403). */
export function precheckRoleChat(actor: Actor) {
  if (!ROLES.includes(actor.role)) throw forbidden();
}

/** Resolves the group and refuses: role (403), no such group in the college (404), not a reader (403). */
export async function requireBacaGrup(db: Db, actor: Actor, id: string): Promise<AksesGrup> {
  precheckRoleChat(actor);
  const grup = await findGrup(db, actor.college.id, id);
  if (!grup) throw notFound(PESAN_CHAT.grupTidakDitemukan);
  const akses = await resolveAksesGrup(db, actor, grup);
  if (!akses.canRead) throw forbidden(PESAN_CHAT.bukanAnggota);
  return akses;
}

/** requireBacaGrup, then a member who may write (operators read only: 403). */
export async function requireKirimGrup(db: Db, actor: Actor, id: string): Promise<AksesGrup> {
  const [akses] = await requireKirimGrupDan(db, actor, id, async () => null);
  return akses;
}

/**
 * requireKirimGrup, with a lookup of the group's own rows (e.g. its thread) made beside the membership check
 * instead of after it: one round trip less on the post path. Its result is handed back only once the actor is
 * known to be a writing member, so the refusals and their order are those of requireKirimGrup.
 */
export async function requireKirimGrupDan<T>(db: Db, actor: Actor, id: string, lookup: (grup: GrupRow) => Promise<T>): Promise<[AksesGrup, T]> {
  precheckRoleChat(actor);
  const grup = await findGrup(db, actor.college.id, id);
  if (!grup) throw notFound(PESAN_CHAT.grupTidakDitemukan);
  const [akses, found] = await Promise.all([resolveAksesGrup(db, actor, grup), lookup(grup)]);
  if (!akses.canRead) throw forbidden(PESAN_CHAT.bukanAnggota);
  if (!akses.canPost) throw forbidden(PESAN_CHAT.tidakBolehKirim);
  return [akses, found];
}
