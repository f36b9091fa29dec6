import { api } from '@/lib/api-client';
import { enc } from './keys';

export type KomentarLogTarget = { jenis: 'ujian' | 'tugas'; idKonten: string | number; idKelompok?: string | null };

/**
 * POST /v2/lms/log_aktivitas/{tugas|ujian}/{contentId}[/kelompok/{id}]/log_tambah_komentar | /log_hapus_komentar
 * (spec 2 §7): the comments panel records adding or deleting a comment in the activity log.
 */
export function komentarLogPath(t: KomentarLogTarget, aksi: 'tambah' | 'hapus') {
  const kelompok = t.idKelompok ? `/kelompok/${enc(t.idKelompok)}` : '';
  return `/v2/lms/log_aktivitas/${t.jenis}/${enc(t.idKonten)}${kelompok}/log_${aksi}_komentar`;
}

export function logKomentar(t: KomentarLogTarget, aksi: 'tambah' | 'hapus') {
  return api.post<null>(komentarLogPath(t, aksi));
}
