import { PESAN_CHAT } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { precheckRoleChat, requireBacaGrup } from './chat.policy';
import { kontenKomentar } from './chat-komentar.konteks';

/**
 * The comment logs of spec 2 §7: POST /v2/lms/log_aktivitas/{tugas|ujian}/{contentId}[/kelompok/{id}]/
 * log_tambah_komentar and /log_hapus_komentar. The comments panel calls them after adding or deleting a comment; the
 * entry names the content (found through the activity registry) and the task group. Only someone who could have
 * written that comment may log it: a teacher or participant of the content's class (deleting: a moderator too), and
 * for a task group a member of its chat group.
 */

export type KomentarLogInput = { jenis: 'tugas' | 'ujian'; contentId: string; idKelompok?: string };

const LABEL = { tugas: 'tugas', ujian: 'kuis/ujian' } as const;

export async function logKomentar(deps: Deps, actor: Actor, input: KomentarLogInput, aksi: 'tambah' | 'hapus') {
  precheckRoleChat(actor);
  const { aktivitas, akses } = await kontenKomentar(deps.db, actor, input.jenis, input.contentId);
  let namaKelompok: string | null = null;
  if (input.idKelompok !== undefined) {
    const grup = await requireBacaGrup(deps.db, actor, input.idKelompok);
    if (grup.grup.idKelasKuliah !== aktivitas.idKelasKuliah) throw forbidden(PESAN_CHAT.bukanAnggota);
    if (!(grup.isMember || (aksi === 'hapus' && grup.canModerate))) throw forbidden(PESAN_CHAT.bukanAnggota);
    namaKelompok = grup.grup.nama;
  } else if (!(akses.isTeacher || akses.isParticipant || (aksi === 'hapus' && akses.operatorWrite))) {
    throw forbidden(PESAN_CHAT.tidakBolehKirim);
  }
  const kata = aksi === 'tambah' ? 'Menambahkan komentar pada' : 'Menghapus komentar pada';
  const detail = `${kata} ${LABEL[input.jenis]} ${aktivitas.judul}${namaKelompok ? ` (${namaKelompok})` : ''}`;
  await deps.db.transaction(async (tx) => {
    await recordAktivitas(tx, actor, aksi === 'tambah' ? 'tambah_komentar' : 'hapus_komentar', detail);
  });
}
