import { PESAN_CHAT, pesanJendelaThread, type PeranChat } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';
import { findGrup, isAnggotaDaftar, type GrupRow, type ThreadRow } from './chat.repo';

/**
 * Who may do what in a chat group, checked on every read and every write:
 * - members: for a `kelas` group the class's teachers and participants (kelas-akses, read live), for a `daftar`
 *   group its member rows. Members read and write.
 * - an operator with read on kelas_kuliah may read the groups of a class (as they may open the class), never write;
 *   the system actor reads everything.
 * - moderators: the teachers of the group's class and operators with write on kelas_kuliah may delete any message
 *   (spec: teachers may delete in their class).
 */

/** What the rule reads of a group: a reader that fetched only these columns (with its own data beside them) passes that. */
export type GrupAkses = Pick<GrupRow, 'pk' | 'idKelasKuliah' | 'keanggotaan'>;

export type AksesGrup<G extends GrupAkses = GrupRow> = {
  grup: G;
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

export async function resolveAksesGrup<G extends GrupAkses>(db: Db, actor: Actor, grup: G): Promise<AksesGrup<G>> {
  const peran = peranChatOf(actor.role);
  // A task group's members are its rows, its moderators the class's teachers: both lookups at once.
  const [kelas, anggotaDaftar] = await Promise.all([
    grup.idKelasKuliah ? resolveAksesKelas(db, actor, grup.idKelasKuliah) : null,
    peran && grup.keanggotaan !== 'kelas' ? isAnggotaDaftar(db, grup.pk, actor.userId) : false,
  ]);
  let isMember = false;
  if (peran) isMember = grup.keanggotaan === 'kelas' ? Boolean(kelas && (kelas.isTeacher || kelas.isParticipant)) : anggotaDaftar;
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
  return requireBacaGrupDari(db, actor, () => findGrup(db, actor.college.id, id));
}

/**
 * requireBacaGrup over a group row the caller reads its own way (`find`, called after the role check), e.g. with
 * what it answers read in the same statement; the refusals and their order are requireBacaGrup's.
 */
export async function requireBacaGrupDari<G extends GrupAkses>(db: Db, actor: Actor, find: () => Promise<G | null>): Promise<AksesGrup<G>> {
  precheckRoleChat(actor);
  const grup = await find();
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

/** Whether a thread's window allows writing at `now` (open ends are unbounded; the end instant is still inside). */
export function threadTerbuka(t: Pick<ThreadRow, 'waktuMulai' | 'waktuSelesai'>, now = new Date()) {
  if (t.waktuMulai && now < t.waktuMulai) return false;
  if (t.waktuSelesai && now > t.waktuSelesai) return false;
  return true;
}

/** Refuses (422) a write outside the thread's window, in the words of its context. */
export function assertThreadTerbuka(t: Pick<ThreadRow, 'waktuMulai' | 'waktuSelesai' | 'konteks'>, now = new Date()) {
  const pesan = pesanJendelaThread(t.konteks);
  if (t.waktuMulai && now < t.waktuMulai) throw new AppError(422, 'di_luar_waktu', pesan.belumDibuka, { detail: pesan.belumDibuka });
  if (t.waktuSelesai && now > t.waktuSelesai) throw new AppError(422, 'di_luar_waktu', pesan.sudahDitutup, { detail: pesan.sudahDitutup });
}
