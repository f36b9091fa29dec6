import { PESAN_CHAT, THREAD_KOMENTAR, parseIdGrupKomentar } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { notFound } from '../../lib/errors';
import { findAktivitasTerdaftar } from '../aktivitas/aktivitas.service';
import { assertAksesKelas, resolveAksesKelas } from '../kelas/kelas-akses';
import type { KonteksChat } from './chat-konteks';

/**
 * Comments of exams and tasks (spec 2 §2 'Comments panel'): the group `LMS-UJIAN-{id}` / `LMS-TUGAS-{id}` of a
 * content is the content's class (keanggotaan `kelas`), with one thread `KOMENTAR`. The content is found through the
 * activity registry, so this module never reads the exam or task tables. A task group's comments (`kelompok`) live in
 * the task group's own group, which the tasks module creates.
 */

/** The exam or task behind a comments group id, with its class, when the actor may read that class. */
export async function kontenKomentar(db: Db, actor: Actor, jenis: 'ujian' | 'tugas', idKonten: string) {
  const row = await findAktivitasTerdaftar(db, actor.college.id, jenis, idKonten);
  const akses = await resolveAksesKelas(db, actor, row?.idKelasKuliah ?? null);
  assertAksesKelas(akses, actor, 'read', PESAN_CHAT.kontenTidakDitemukan(jenis));
  return { aktivitas: row!, akses };
}

export const komentarKonteksChat: KonteksChat = {
  klaimGrup: (id) => parseIdGrupKomentar(id) !== null,

  async bentukGrup(db, actor, id) {
    const parsed = parseIdGrupKomentar(id);
    if (!parsed) throw notFound(PESAN_CHAT.grupTidakDitemukan);
    const { aktivitas } = await kontenKomentar(db, actor, parsed.jenis, parsed.idKonten);
    return {
      nama: `Komentar ${aktivitas.judul}`,
      konteks: parsed.jenis,
      idKonteks: parsed.idKonten,
      idKelasKuliah: aktivitas.idKelasKuliah,
      keanggotaan: 'kelas',
      threads: [{ id: THREAD_KOMENTAR, judul: 'Komentar' }],
    };
  },

  konteksGrup: ['ujian', 'tugas', 'kelompok'],

  // Adding and deleting a comment are logged by the client's comment-log calls (spec 2 §7), which name the content
  // and the task group the way the panel knows them; an edit has no such call, so it is logged here.
  logPesan: (aksi, { grup }) => (aksi === 'ubah' ? { jenis: 'ubah_komentar', detail: `Mengubah komentar pada ${grup.nama.replace(/^Komentar /, '')}` } : null),
};
