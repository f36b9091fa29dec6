import type { JenisAktivitas, KeanggotaanGrupChat, KonteksGrupChat, PeranChat } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import type { GrupRow, PesanRow, ThreadRow } from './chat.repo';

/**
 * What the modules built on chat plug into it (one import and one registerKonteksChat call per context in the
 * composition root, registries.ts; this file imports none of them):
 * - groups the LMS owns: a client asking for a missing group id (spec 2 §7: "if the group fetch fails, the group is
 *   created") gets it only when a context claims the id and says what the group is, after its own access check.
 *   Ids nobody claims cannot be created with a chosen id (a student must not pre-empt a task group's id).
 * - thread hooks: a context named on a thread (thread.konteks) is called in the transaction of every message
 *   sent, changed or deleted there (forums keep their activity ledger and attendance fact this way).
 * - the activity log: what each write in its groups or threads is logged as (null: not logged here, e.g. comments,
 *   whose log entries come from the spec's explicit comment-log calls).
 */

export type GrupBaru = {
  nama: string;
  konteks: KonteksGrupChat;
  idKonteks: string | null;
  idKelasKuliah: string | null;
  keanggotaan: KeanggotaanGrupChat;
  /** Members of a `daftar` group. */
  anggota?: { userId: number; peran: PeranChat }[];
  /** Threads the group starts with. */
  threads?: { id: string; judul: string }[];
};

export type AksiPesan = 'kirim' | 'ubah' | 'hapus';

export type PesanHookEvent = {
  actor: Actor;
  grup: GrupRow;
  thread: ThreadRow;
  pesan: PesanRow;
  aksi: AksiPesan;
  /** The author's chat role (who wrote the message, not who deleted it). */
  peranPenulis: PeranChat | null;
};

export interface KonteksChat {
  /** Whether this context owns a group id (e.g. `LMS-UJIAN-12`). */
  klaimGrup?(id: string): boolean;
  /** The group to create for a claimed id, after the context's own access check (throws 403/404); null = none. */
  bentukGrup?(db: Db, actor: Actor, id: string): Promise<GrupBaru | null>;
  /** The thread context (chat_thread.konteks) whose hooks and log rule this is. */
  konteksThread?: string;
  /** The group contexts (chat_grup.konteks) whose log rule this is. */
  konteksGrup?: readonly KonteksGrupChat[];
  /** Called in the transaction of a message sent, edited or deleted in a thread of `konteksThread`. */
  onPesan?(deps: Pick<Deps, 'events'>, tx: Db, e: PesanHookEvent): Promise<void>;
  /** The activity-log entry of a message write, or null for none. */
  logPesan?(aksi: AksiPesan, e: { grup: GrupRow; thread: ThreadRow }): { jenis: JenisAktivitas; detail: string } | null;
}

const konteks: KonteksChat[] = [];

/** The registered contexts, in the order registered (the first claiming one wins). */
export const KONTEKS_CHAT: readonly KonteksChat[] = konteks;

/** Adds a context; registering the same object again is a no-op, so every entry point may register. */
export function registerKonteksChat(k: KonteksChat) {
  if (!konteks.includes(k)) konteks.push(k);
}

export const konteksPengklaim = (id: string) => KONTEKS_CHAT.find((k) => k.klaimGrup?.(id)) ?? null;

export const konteksThreadOf = (thread: ThreadRow) => (thread.konteks ? (KONTEKS_CHAT.find((k) => k.konteksThread === thread.konteks) ?? null) : null);

const LOG_UMUM: Record<AksiPesan, JenisAktivitas> = { kirim: 'kirim_pesan_chat', ubah: 'ubah_pesan_chat', hapus: 'hapus_pesan_chat' };
const DETAIL_UMUM: Record<AksiPesan, string> = { kirim: 'Mengirim pesan', ubah: 'Mengubah pesan', hapus: 'Menghapus pesan' };

/** The log entry of a message write: the thread's context, else the group's, else a chat entry naming the group. */
export function logPesanOf(aksi: AksiPesan, grup: GrupRow, thread: ThreadRow) {
  const k =
    konteksThreadOf(thread) ?? KONTEKS_CHAT.find((c) => c.konteksGrup?.includes(grup.konteks as KonteksGrupChat) && c.logPesan) ?? null;
  if (k?.logPesan) return k.logPesan(aksi, { grup, thread });
  return { jenis: LOG_UMUM[aksi], detail: `${DETAIL_UMUM[aksi]} di grup chat ${grup.nama} (${thread.judul})` };
}
