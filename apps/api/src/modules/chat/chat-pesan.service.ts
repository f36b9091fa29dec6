import { PESAN_CHAT, fileExtension, isoUtc, type ChatPesan, type ChatPesanData, type ChatPesanUpdateBody } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { publishPesan } from './chat.events';
import { lampiranUrl, mapPesan, toPengguna } from './chat.mapper';
import { assertThreadTerbuka, requireBacaGrup, requireKirimGrup, requireKirimGrupDan, type AksesGrup } from './chat.policy';
import {
  attachLampiran,
  deleteLampiranPesan,
  findLampiranDraft,
  findPengguna,
  findPesan,
  findThread,
  insertPesan,
  lockPesan,
  softDeletePesan,
  updatePesanIsi,
  upsertBaca,
  type PesanRow,
  type ThreadRow,
} from './chat.repo';
import { konteksThreadOf, logPesanOf, type AksiPesan } from './chat-konteks';

/**
 * Messages: send, edit (author only, inside the thread's window) and delete (the author inside the window, or a
 * moderator at any time; the row stays as "deleted" so its answers keep their place). Each write is one transaction
 * holding the thread context's hook (forum ledger and attendance fact), the activity log and the live event.
 */

function cleanIsi(isi: string) {
  const clean = sanitizeRichText(isi);
  if (isBlankHtml(clean)) throw fieldError('isi', PESAN_CHAT.isiWajib);
  return clean;
}

async function threadOf(db: Db, akses: AksesGrup, threadId: string) {
  const thread = await findThread(db, akses.grup.pk, threadId);
  if (!thread) throw notFound(PESAN_CHAT.threadTidakDitemukan);
  return thread;
}

/** The thread context's hook, the log entry and the event of one message write, inside `tx`. */
async function afterWrite(deps: Deps, tx: Db, actor: Actor, akses: AksesGrup, thread: ThreadRow, pesan: PesanRow, aksi: AksiPesan) {
  const konteks = konteksThreadOf(thread);
  if (konteks?.onPesan) {
    await konteks.onPesan(deps, tx, { actor, grup: akses.grup, thread, pesan, aksi, peranPenulis: pesan.userId === actor.userId ? akses.peran : null });
  }
  const log = logPesanOf(aksi, akses.grup, thread);
  if (log) await recordAktivitas(tx, actor, log.jenis, log.detail);
  await publishPesan(deps, tx, akses.grup, thread, pesan, aksi, actor);
}

async function toItem(deps: Deps, actor: Actor, akses: AksesGrup, thread: ThreadRow, pesan: PesanRow): Promise<ChatPesan> {
  const [item] = await mapPesan(deps.db, actor, akses, thread, [pesan]);
  return item!;
}

/** POST /v2/chat/group/{id}/thread/{threadId}: a message, or an answer to a message of the thread (`id_induk`). */
export async function kirimPesan(deps: Deps, actor: Actor, idGroup: string, threadId: string, body: ChatPesanData): Promise<ChatPesan> {
  const [akses, found] = await requireKirimGrupDan(deps.db, actor, idGroup, (grup) => findThread(deps.db, grup.pk, threadId));
  if (!found) throw notFound(PESAN_CHAT.threadTidakDitemukan);
  const thread = found;
  assertThreadTerbuka(thread);
  const isi = cleanIsi(body.isi);
  let idInduk: number | null = null;
  if (body.id_induk) {
    const induk = await findPesan(deps.db, thread.pk, body.id_induk);
    if (!induk) throw fieldError('id_induk', PESAN_CHAT.indukTidakDitemukan);
    // Answers hang off top-level messages: answering an answer answers its message.
    idInduk = induk.idInduk ?? induk.id;
  }
  const lampiran = [...new Set((body.lampiran ?? []).map((s) => s.toLowerCase()))];
  const drafts = await findLampiranDraft(deps.db, akses.grup.pk, actor.userId, lampiran);
  if (drafts.length !== lampiran.length) throw fieldError('lampiran', PESAN_CHAT.lampiranTidakValid);
  // A new message has no answers and its attachments are known: only its author is looked up (the hot path), on
  // another connection while the transaction runs (on PGlite the gate queues it behind the transaction).
  const [pesan, [penulis]] = await Promise.all([
    deps.db.transaction(async (tx) => {
      const p = await insertPesan(tx, { collegeId: actor.college.id, idGrup: akses.grup.pk, idThread: thread.pk, idInduk, userId: actor.userId, isi });
      if ((await attachLampiran(tx, lampiran, p.id)) !== lampiran.length) throw fieldError('lampiran', PESAN_CHAT.lampiranTidakValid);
      // What one writes, one has read (and everything before it).
      await upsertBaca(tx, akses.grup.pk, actor.userId, p.id);
      await afterWrite(deps, tx, actor, akses, thread, p, 'kirim');
      return p;
    }),
    findPengguna(deps.db, actor.college.id, [actor.userId]),
  ]);
  return {
    id: pesan.id,
    id_thread: thread.id,
    id_induk: pesan.idInduk,
    isi: pesan.isi,
    penulis: penulis ? toPengguna(penulis) : null,
    lampiran: drafts.map((f) => ({ id: f.idFile, name: f.name, content_length: Number(f.size), extension: fileExtension(f.name), url: lampiranUrl(akses.grup.id, f.idFile, f.name) })),
    created_at: isoUtc(pesan.createdAt),
    edited_at: null,
    dihapus: false,
    can: { ubah: true, hapus: true },
    balasan: [],
  };
}

/** PUT /v2/chat/group/{id}/thread/{threadId}/pesan/{idPesan}: the author edits the text while the thread is open. */
export async function ubahPesan(deps: Deps, actor: Actor, idGroup: string, threadId: string, idPesan: number, body: ChatPesanUpdateBody) {
  const akses = await requireKirimGrup(deps.db, actor, idGroup);
  const thread = await threadOf(deps.db, akses, threadId);
  const isi = cleanIsi(body.isi);
  const pesan = await deps.db.transaction(async (tx) => {
    const p = await lockPesan(tx, thread.pk, idPesan);
    if (!p || p.deletedAt) throw notFound(PESAN_CHAT.pesanTidakDitemukan);
    if (p.userId !== actor.userId) throw forbidden(PESAN_CHAT.hanyaPenulis);
    assertThreadTerbuka(thread);
    await updatePesanIsi(tx, p.id, isi);
    const updated = { ...p, isi, editedAt: new Date() };
    await afterWrite(deps, tx, actor, akses, thread, updated, 'ubah');
    return updated;
  });
  return toItem(deps, actor, akses, thread, pesan);
}

/** DELETE /v2/chat/group/{id}/thread/{threadId}/pesan/{idPesan}: the author (window open) or a moderator. */
export async function hapusPesan(deps: Deps, actor: Actor, idGroup: string, threadId: string, idPesan: number) {
  const akses = await requireBacaGrup(deps.db, actor, idGroup);
  const thread = await threadOf(deps.db, akses, threadId);
  const keys = await deps.db.transaction(async (tx) => {
    const p = await lockPesan(tx, thread.pk, idPesan);
    if (!p || p.deletedAt) throw notFound(PESAN_CHAT.pesanTidakDitemukan);
    const milikSaya = akses.canPost && p.userId === actor.userId;
    if (!milikSaya && !akses.canModerate) throw forbidden(PESAN_CHAT.tidakBolehHapus);
    if (!akses.canModerate) assertThreadTerbuka(thread);
    await softDeletePesan(tx, p.id, actor.userId > 0 ? actor.userId : null);
    const removed = await deleteLampiranPesan(tx, p.id);
    await afterWrite(deps, tx, actor, akses, thread, { ...p, deletedAt: new Date() }, 'hapus');
    return removed;
  });
  for (const key of keys) await deps.storage.delete(key).catch(() => {});
}
