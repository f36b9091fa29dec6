import { randomUUID } from 'node:crypto';
import {
  PESAN_CHAT,
  THREAD_KOMENTAR,
  chatGroupBody,
  chatThreadQuery,
  type ChatGroup,
  type ChatGroupBody,
  type ChatThreadBody,
  type ChatThreadDetail,
  type ChatThreadQuery,
  type PeranChat,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { findAnggotaKelasUserIds } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { mapPesan, toPengguna, toThreadItem } from './chat.mapper';
import { peranChatOf, precheckRoleChat, requireBacaGrup, requireBacaGrupDari, requireKirimGrup, type AksesGrup } from './chat.policy';
import {
  countBelumDibaca,
  findGrup,
  findGrupBelumDibaca,
  findPengguna,
  findThread,
  insertGrupIfAbsent,
  insertThreadIfAbsent,
  listAnggotaDaftarIds,
  listPesanUtama,
  listThreadStats,
  maxPesanId,
  replaceAnggota,
  upsertBaca,
  type GrupRow,
} from './chat.repo';
import { konteksPengklaim, type GrupBaru } from './chat-konteks';

/** Groups, threads and read marks of the chat service (spec 2 §7 Chat). Messages: chat-pesan.service.ts. */

const penulis = (actor: Actor) => (actor.userId > 0 ? actor.userId : null);

/** User ids of the group's members: the class's teachers and participants, or the member rows. */
export async function anggotaGrupUserIds(db: Db, grup: GrupRow): Promise<number[]> {
  if (grup.keanggotaan === 'kelas') return grup.idKelasKuliah ? [...(await findAnggotaKelasUserIds(db, grup.collegeId, grup.idKelasKuliah))] : [];
  return listAnggotaDaftarIds(db, grup.pk);
}

async function toGroup(db: Db, actor: Actor, akses: AksesGrup): Promise<ChatGroup> {
  const { grup } = akses;
  const [members, threads, belum] = await Promise.all([
    anggotaGrupUserIds(db, grup).then((ids) => findPengguna(db, grup.collegeId, ids)),
    listThreadStats(db, grup.pk),
    akses.isMember ? countBelumDibaca(db, grup.pk, actor.userId) : Promise.resolve(0),
  ]);
  const now = new Date();
  return {
    id: grup.id,
    name: grup.nama,
    usage: grup.usage,
    konteks: grup.konteks as ChatGroup['konteks'],
    id_konteks: grup.idKonteks,
    id_kelas_kuliah: grup.idKelasKuliah,
    keanggotaan: grup.keanggotaan as ChatGroup['keanggotaan'],
    members: members
      .map(toPengguna)
      .sort((a, b) => (a.role === b.role ? a.nama.localeCompare(b.nama, 'id') : a.role === 'Dosen' ? -1 : 1)),
    threads: threads.map((t) => toThreadItem(t, now)),
    jumlah_belum_dibaca: belum,
    can: { kirim: akses.canPost, moderasi: akses.canModerate },
    created_at: grup.createdAt.toISOString(),
  };
}

/** GET /v2/chat/group/{id}: the group, its members and threads, and the caller's unread count. */
export async function getChatGroup(deps: Deps, actor: Actor, id: string): Promise<ChatGroup> {
  const akses = await requireBacaGrup(deps.db, actor, id);
  return toGroup(deps.db, actor, akses);
}

/**
 * GET /v2/chat/group/{id}/belum_dibaca: the unread indicator alone, polled by every signed-in page and task-group
 * card. Two prepared statements: the group with the count (findGrupBelumDibaca), then the access rule on it; the
 * count is shown to members only, as before.
 */
export async function getBelumDibaca(deps: Deps, actor: Actor, id: string) {
  const akses = await requireBacaGrupDari(deps.db, actor, () => findGrupBelumDibaca(deps.db, actor.college.id, id, actor.userId));
  return { id_group: id, jumlah_belum_dibaca: akses.isMember ? akses.grup.belum : 0 };
}

/** Writes a group the LMS or a member asked for, with its members and first threads, in the caller's transaction. */
export async function insertGrupBaru(tx: Db, collegeId: number, id: string, g: GrupBaru, createdBy: number | null) {
  const { grup, baru } = await insertGrupIfAbsent(tx, {
    collegeId,
    id,
    nama: g.nama,
    konteks: g.konteks,
    idKonteks: g.idKonteks,
    idKelasKuliah: g.idKelasKuliah,
    keanggotaan: g.keanggotaan,
    createdBy,
  });
  if (baru) {
    if (g.keanggotaan === 'daftar') await replaceAnggota(tx, grup.pk, g.anggota ?? []);
    for (const t of g.threads ?? []) await insertThreadIfAbsent(tx, { idGrup: grup.pk, id: t.id, judul: t.judul, createdBy });
  }
  return { grup, baru };
}

/** The members of a free group as sent (spec 2 §3), checked against the college's users and their roles. */
async function anggotaDariBody(db: Db, actor: Actor, members: { id: number; role: PeranChat }[]) {
  const found = new Map((await findPengguna(db, actor.college.id, members.map((m) => m.id))).map((u) => [u.id, u]));
  const out = new Map<number, PeranChat>();
  members.forEach((m, i) => {
    const u = found.get(m.id);
    if (!u || !u.isActive || peranChatOf(u.role) !== m.role) throw fieldError(`members.${i}.id`, PESAN_CHAT.anggotaTidakValid(m.id, m.role));
    out.set(m.id, m.role);
  });
  out.set(actor.userId, peranChatOf(actor.role)!);
  return [...out].map(([userId, peran]) => ({ userId, peran }));
}

/**
 * POST /v2/chat/group[/{id}] (spec 2 §7; the client creates a group when its fetch failed).
 * - an existing group: returned as it is to a reader (two members creating it at once get the same group);
 * - a missing id that a context claims (exam/task comments, task groups …): created as the context defines it, after
 *   the context's access check; the body's members are not trusted there;
 * - no id: a free group of the caller (a lecturer or a student) and the members sent, under a generated id;
 * - any other id: 404 (ids are not up for grabs).
 */
export async function createChatGroup(deps: Deps, actor: Actor, id: string | null, input: ChatGroupBody): Promise<{ group: ChatGroup; baru: boolean }> {
  precheckRoleChat(actor);
  const body = chatGroupBody.parse(input);
  const collegeId = actor.college.id;
  if (id !== null && (await findGrup(deps.db, collegeId, id))) return { group: await getChatGroup(deps, actor, id), baru: false };

  let bentuk: GrupBaru;
  let groupId: string;
  if (id !== null) {
    const konteks = konteksPengklaim(id);
    const b = konteks?.bentukGrup ? await konteks.bentukGrup(deps.db, actor, id) : null;
    if (!b) throw notFound(PESAN_CHAT.grupTidakDitemukan);
    bentuk = b;
    groupId = id;
  } else {
    if (!peranChatOf(actor.role)) throw forbidden();
    bentuk = {
      nama: body.name,
      konteks: 'umum',
      idKonteks: null,
      idKelasKuliah: null,
      keanggotaan: 'daftar',
      anggota: await anggotaDariBody(deps.db, actor, body.members),
      threads: [{ id: THREAD_KOMENTAR, judul: 'Obrolan' }],
    };
    groupId = `G-${randomUUID()}`;
  }
  const baru = await deps.db.transaction(async (tx) => {
    const r = await insertGrupBaru(tx, collegeId, groupId, bentuk, penulis(actor));
    if (r.baru) await recordAktivitas(tx, actor, 'tambah_grup_chat', `Membuat grup chat ${bentuk.nama}`);
    return r.baru;
  });
  return { group: await getChatGroup(deps, actor, groupId), baru };
}

/**
 * POST /v2/chat/group/{id}/thread: a new thread. Members of a member-list group may open threads; in a class group
 * only its moderators (teachers); a forum's threads are its forums (made by the forum module only).
 */
export async function createChatThread(deps: Deps, actor: Actor, idGroup: string, body: ChatThreadBody) {
  const akses = await requireKirimGrup(deps.db, actor, idGroup);
  const { grup } = akses;
  if (grup.konteks === 'forum' || (grup.keanggotaan === 'kelas' && !akses.canModerate)) throw forbidden();
  const id = body.id ?? `T-${randomUUID()}`;
  const thread = await deps.db.transaction(async (tx) => {
    const t = await insertThreadIfAbsent(tx, { idGrup: grup.pk, id, judul: body.judul, createdBy: penulis(actor) });
    if (!t) throw conflict(PESAN_CHAT.threadSudahAda);
    await recordAktivitas(tx, actor, 'tambah_thread_chat', `Membuat thread ${body.judul} di grup chat ${grup.nama}`);
    return t;
  });
  return toThreadItem(thread);
}

/** GET /v2/chat/group/{id}/thread/{threadId}: a page of top-level messages with their answers (cursor pagination). */
export async function getChatThread(deps: Deps, actor: Actor, idGroup: string, threadId: string, input: ChatThreadQuery): Promise<ChatThreadDetail> {
  const q = chatThreadQuery.parse(input);
  if (q.sebelum !== undefined && q.sesudah !== undefined) throw fieldError('sesudah', 'sebelum dan sesudah tidak boleh dipakai bersamaan');
  const akses = await requireBacaGrup(deps.db, actor, idGroup);
  const thread = await findThread(deps.db, akses.grup.pk, threadId);
  if (!thread) throw notFound(PESAN_CHAT.threadTidakDitemukan);
  const now = new Date();
  const page = await listPesanUtama(deps.db, thread.pk, q);
  const pesan = await mapPesan(deps.db, actor, akses, thread, page.rows, now);
  const first = page.rows[0];
  const last = page.rows.at(-1);
  return {
    thread: toThreadItem(thread, now),
    id_group: akses.grup.id,
    pesan,
    cursor: {
      sebelum: q.sesudah === undefined && page.lebih && first ? first.id : null,
      sesudah: last?.id ?? q.sesudah ?? null,
    },
    can: { kirim: akses.canPost && toThreadItem(thread, now).terbuka, moderasi: akses.canModerate },
  };
}

/** PUT /v2/chat/group/{id}/dibaca: moves the caller's read mark (up to the newest message at most); returns what stays unread. */
export async function markChatDibaca(deps: Deps, actor: Actor, idGroup: string, idPesan?: number) {
  const akses = await requireBacaGrup(deps.db, actor, idGroup);
  if (!akses.isMember) return { id_group: idGroup, jumlah_belum_dibaca: 0 };
  const { grup } = akses;
  const max = await maxPesanId(deps.db, grup.pk);
  const target = Math.min(idPesan ?? max, max);
  if (target > 0) await upsertBaca(deps.db, grup.pk, actor.userId, target);
  return { id_group: idGroup, jumlah_belum_dibaca: await countBelumDibaca(deps.db, grup.pk, actor.userId) };
}

