import type { KeanggotaanGrupChat, KonteksGrupChat, PeranChat } from '@lms/shared';
import type { Db } from '../../db/client';
import { deleteGrupWithFiles, deleteThreadWithFiles, findGrup, findThread, insertThreadIfAbsent, replaceAnggota, updateGrup, updateThread } from './chat.repo';
import { insertGrupBaru } from './chat.service';

/**
 * The chat service for modules that own groups and threads (forums, task groups). Call these inside the transaction
 * that changes your own rows; access checks are yours (as with a repo). Only ids and rows of chat are touched.
 *
 * Task groups (modules/tugas): when a kelompok is created or its members change, call
 * `simpanGrupChat(tx, { collegeId, id: <kelompok id>, nama, konteks: 'kelompok', idKonteks: <kelompok id>,
 * idKelasKuliah, keanggotaan: 'daftar', anggota: [...students as 'Mahasiswa', ...teachers as 'Dosen'] })`; the
 * group starts with the thread `KOMENTAR` the comments panel and GroupChatButton use. When the kelompok is deleted,
 * `hapusGrupChat(tx, collegeId, id)`; return the storage keys' deletion to your caller after commit.
 */

export type SimpanGrupInput = {
  collegeId: number;
  id: string;
  nama: string;
  konteks: KonteksGrupChat;
  idKonteks?: string | null;
  idKelasKuliah: string | null;
  keanggotaan: KeanggotaanGrupChat;
  /** The full member list of a `daftar` group (replaces the previous one). */
  anggota?: { userId: number; peran: PeranChat }[];
  /** Threads to make sure of (default: `KOMENTAR`). */
  threads?: { id: string; judul: string }[];
  createdBy?: number | null;
};

/** Creates the group, or brings an existing one up to date (name, context, class, members); returns its row. */
export async function simpanGrupChat(tx: Db, input: SimpanGrupInput) {
  const threads = input.threads ?? [{ id: 'KOMENTAR', judul: 'Komentar' }];
  const bentuk = {
    nama: input.nama,
    konteks: input.konteks,
    idKonteks: input.idKonteks ?? null,
    idKelasKuliah: input.idKelasKuliah,
    keanggotaan: input.keanggotaan,
    anggota: input.anggota,
    threads,
  };
  const { grup, baru } = await insertGrupBaru(tx, input.collegeId, input.id, bentuk, input.createdBy ?? null);
  if (baru) return grup;
  await updateGrup(tx, grup.pk, { nama: bentuk.nama, konteks: bentuk.konteks, idKonteks: bentuk.idKonteks, idKelasKuliah: bentuk.idKelasKuliah, keanggotaan: bentuk.keanggotaan });
  if (input.keanggotaan === 'daftar' && input.anggota) await replaceAnggota(tx, grup.pk, input.anggota);
  for (const t of threads) await insertThreadIfAbsent(tx, { idGrup: grup.pk, id: t.id, judul: t.judul, createdBy: input.createdBy ?? null });
  return (await findGrup(tx, input.collegeId, input.id))!;
}

export type SimpanThreadInput = {
  id: string;
  judul: string;
  konteks: string | null;
  idKonteks: string | null;
  waktuMulai: Date | null;
  waktuSelesai: Date | null;
  createdBy?: number | null;
};

/** Creates or updates a thread of an existing group (title, context, writing window). */
export async function simpanThreadChat(tx: Db, collegeId: number, idGroup: string, t: SimpanThreadInput) {
  const grup = await findGrup(tx, collegeId, idGroup);
  if (!grup) throw new Error(`chat group ${idGroup} does not exist (create it with simpanGrupChat first)`);
  const values = { judul: t.judul, konteks: t.konteks, idKonteks: t.idKonteks, waktuMulai: t.waktuMulai, waktuSelesai: t.waktuSelesai };
  const created = await insertThreadIfAbsent(tx, { idGrup: grup.pk, id: t.id, createdBy: t.createdBy ?? null, ...values });
  if (created) return created;
  const existing = (await findThread(tx, grup.pk, t.id))!;
  await updateThread(tx, existing.pk, values);
  return { ...existing, ...values };
}

/** Deletes a thread with its messages; returns the storage keys of their attachments (delete them after commit). */
export async function hapusThreadChat(tx: Db, collegeId: number, idGroup: string, threadId: string): Promise<string[]> {
  const grup = await findGrup(tx, collegeId, idGroup);
  const thread = grup ? await findThread(tx, grup.pk, threadId) : null;
  return thread ? deleteThreadWithFiles(tx, thread.pk) : [];
}

/** Deletes a group with everything in it; returns the storage keys of its attachments (delete them after commit). */
export async function hapusGrupChat(tx: Db, collegeId: number, idGroup: string): Promise<string[]> {
  const grup = await findGrup(tx, collegeId, idGroup);
  return grup ? deleteGrupWithFiles(tx, grup.pk) : [];
}
