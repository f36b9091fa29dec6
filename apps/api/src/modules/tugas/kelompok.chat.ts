import type { Db } from '../../db/client';
import { hapusGrupChat, simpanGrupChat } from '../chat/chat-grup.service';
import { bentukGrupKelompok } from './kelompok.konteks';
import { findKelompokById } from './kelompok.repo';
import type { TugasRow } from './tugas.repo';

/** Brings the chat groups of these task groups up to date (names and members); call in the group change's transaction. */
export async function syncChatKelompok(tx: Db, collegeId: number, t: TugasRow, ids: number[]) {
  for (const id of new Set(ids)) {
    const k = await findKelompokById(tx, collegeId, id);
    if (!k || k.idTugas !== t.id) continue;
    await simpanGrupChat(tx, { collegeId, id: String(id), ...(await bentukGrupKelompok(tx, t, id, k.nama)) });
  }
}

/** Removes the chat groups of deleted task groups; returns storage keys to delete after commit. */
export async function hapusChatKelompok(tx: Db, collegeId: number, ids: number[]) {
  const keys: string[] = [];
  for (const id of new Set(ids)) keys.push(...(await hapusGrupChat(tx, collegeId, String(id))));
  return keys;
}
