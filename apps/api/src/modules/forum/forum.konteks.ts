import { capaiMinimal } from '@lms/shared';
import { recordAktivitasSelesai } from '../aktivitas/aktivitas.service';
import type { KonteksChat } from '../chat/chat-konteks';
import { findForum, kurangiKomentar, setTercapai, tambahKomentar } from './forum.repo';

/**
 * The forum's side of its chat thread (thread konteks `forum`), run in the transaction of every message there:
 * the activity ledger (posts and replies per author) and, when a student's comments reach minimal_post, the
 * posting_forum attendance fact (once per forum and student). Writes in forum threads are logged as forum posts.
 */
export const forumKonteksChat: KonteksChat = {
  konteksThread: 'forum',

  async onPesan(deps, tx, { grup, thread, pesan, aksi, peranPenulis }) {
    const idForum = Number(thread.idKonteks);
    if (!Number.isInteger(idForum) || pesan.userId === null || aksi === 'ubah') return;
    const balasan = pesan.idInduk !== null;
    if (aksi === 'hapus') {
      await kurangiKomentar(tx, idForum, pesan.userId, balasan);
      return;
    }
    if (!peranPenulis) return;
    const f = await findForum(tx, grup.collegeId, idForum);
    if (!f) return;
    const now = pesan.createdAt;
    const l = await tambahKomentar(tx, idForum, pesan.userId, peranPenulis, balasan, now);
    const jumlah = l.jumlahPost + l.jumlahBalasan;
    if (peranPenulis !== 'Mahasiswa' || l.tercapaiAt || !capaiMinimal(jumlah, f.minimalPost)) return;
    await setTercapai(tx, idForum, pesan.userId, now);
    await recordAktivitasSelesai(deps, tx, {
      collegeId: grup.collegeId,
      jenis: 'forum',
      idSumber: idForum,
      idUser: pesan.userId,
      sumber: 'posting',
      waktu: now,
      detail: { jumlah_komentar: jumlah, minimal_post: f.minimalPost },
    });
  },

  logPesan(aksi, { thread }) {
    if (aksi === 'kirim') return { jenis: 'posting_forum', detail: `Memposting di forum ${thread.judul}` };
    if (aksi === 'ubah') return { jenis: 'ubah_posting_forum', detail: `Mengubah posting di forum ${thread.judul}` };
    return { jenis: 'hapus_posting_forum', detail: `Menghapus posting di forum ${thread.judul}` };
  },
};
