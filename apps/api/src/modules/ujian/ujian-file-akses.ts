import { sql } from 'drizzle-orm';
import type { FileKind } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import type { AturanBaca } from '../storager/aturan-baca';

/**
 * Whether a student sees a file of an exam question now, by the exam's own visibility (the file layer asks this for
 * the class's students; teachers and operators read by the class rule):
 * - a question attachment, option image or image in the text (soal_ujian) while the student's attempt runs — never
 *   before the exam starts, since there is no attempt then — or in their resume afterwards;
 * - a key attachment (kunci_ujian) only in the resume.
 * The resume is open under the conditions of resumePengerjaan (spec 2 §4: attempt over, key shown, key time reached,
 * `akses_resume_ujian.tampilkan_soal`). Only questions of the student's own draw of a shown exam count; a question
 * names its files by URL, so the file id is looked for in its text, attachments and type block.
 */
export async function fileUjianTerlihat(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, file: { id: string; idKelasKuliah: string | null }, jenis: 'soal' | 'kunci') {
  if (actor.role !== 'ROLE_MAHASISWA' || !file.idKelasKuliah) return false;
  const { db } = deps;
  const resumeBoleh = (await getPengaturan(deps, actor.college.id)).pengaturan_kelas.akses_resume_ujian.tampilkan_soal;
  const berjalan = sql`(p.waktu_selesai is null and p.batas_waktu > now())`;
  const resume = sql`(not ${berjalan} and u.tampilkan_kunci_jawaban and u.waktu_tampil_kunci <= now())`;
  if (jenis === 'kunci' && !resumeBoleh) return false;
  const kapan = jenis === 'kunci' ? resume : resumeBoleh ? sql`(${berjalan} or ${resume})` : berjalan;
  const res = await db.execute(sql`
    select 1 from ujian u
    join ujian_pengerjaan p on p.id_ujian = u.id and p.id_user = ${actor.userId}::int
    join ujian_soal s on s.id_ujian = u.id and s.id = any(p.soal_ids)
    where u.college_id = ${actor.college.id}::int and u.id_kelas_kuliah = ${file.idKelasKuliah} and u.ditampilkan and ${kapan}
      and position(${file.id}::text in (s.pertanyaan || s.soal_files::text || s.data::text)) > 0
    limit 1`);
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The exam's read rules of its file kinds, registered with the storager (registries.ts). */
export const aturanBacaUjian: Partial<Record<FileKind, AturanBaca>> = {
  soal_ujian: (k) => fileUjianTerlihat(k, k.actor, k.file, 'soal'),
  kunci_ujian: (k) => fileUjianTerlihat(k, k.actor, k.file, 'kunci'),
};
