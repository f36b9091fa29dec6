import { kunciTerlihat, type JawabanValue, type ResumeKelompok } from '@lms/shared';
import type { Deps } from '../../deps';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { findJawaban, type PengerjaanRow } from './pengerjaan.repo';
import { kelompokSoalItems } from './soal-ujian.service';
import type { UjianRow } from './ujian.repo';

/**
 * The student's resume after the exam (issue 'Exams II' point 3): the questions with their keys and the student's
 * own answers, only when the four conditions of spec 2 §4 hold — enforced here, so the keys never leave the server
 * otherwise. Per-question scores only once the lecturer published the scores.
 */
export async function resumePengerjaan(deps: Pick<Deps, 'db' | 'events'>, u: UjianRow, p: PengerjaanRow | undefined, terbuka: boolean, now: Date): Promise<ResumeKelompok[] | null> {
  if (!p || terbuka) return null;
  const tampilkanSoal = (await getPengaturan(deps, u.collegeId)).pengaturan_kelas.akses_resume_ujian.tampilkan_soal;
  const boleh = kunciTerlihat(
    { tampilkan_kunci_jawaban: u.tampilkanKunciJawaban, waktu_tampil_kunci: u.waktuTampilKunci },
    { sudahMengerjakan: true, tampilkanSoal },
    now,
  );
  if (!boleh) return null;
  const [kelompok, jawaban] = [await kelompokSoalItems(deps.db, u.id, { withSoal: true }), await findJawaban(deps.db, p.id)];
  const jawabanOf = new Map(jawaban.map((j) => [j.idSoal, j]));
  const soalOf = new Map(kelompok.flatMap((k) => k.soal ?? []).map((s) => [s.id, s]));
  const namaOf = new Map(kelompok.map((k) => [k.id, k.nama]));
  let nomor = 0;
  return p.susunan.flatMap((g) => {
    if (!namaOf.has(g.id_kelompok)) return [];
    const soal = g.soal.flatMap((id) => {
      const s = soalOf.get(id);
      if (!s) return [];
      const { created_by: _author, ...rest } = s;
      const j = jawabanOf.get(id);
      const nilai = !u.isTampilkanNilai ? null : !j ? 0 : j.nilai === null ? null : Number(j.nilai);
      return [{ ...rest, nomor: ++nomor, jawaban: (j?.jawaban as JawabanValue | null | undefined) ?? null, nilai }];
    });
    return [{ id: g.id_kelompok, nama: namaOf.get(g.id_kelompok)!, soal }];
  });
}
