import type { GradeProvider } from '../aktivitas/grade-provider';
import { scoresOfTugas } from './pengumpulan.repo';
import { toRekap } from './tugas.common';
import { findTugas, listTugasKelas, rekapTugasMany } from './tugas.repo';

/**
 * Tasks as graded activities (ARCHITECTURE.md "scores"). status_nilai follows the shared statusNilaiTugas rule.
 * Scores per student user: the score given; 0 for a submission not graded yet (spec 2: 'Nilai 0' means not graded
 * or given 0); students without a submission (own or their group's) and without a score are absent (no submission).
 */
export const tugasGradeProvider: GradeProvider = {
  jenis: 'tugas',
  async listGradedActivities(db, collegeId, idKelasKuliah) {
    const now = new Date();
    const rows = await listTugasKelas(db, collegeId, idKelasKuliah);
    const rekap = new Map((await rekapTugasMany(db, rows.map((t) => t.id))).map((r) => [r.id, r]));
    return rows.map((t) => ({
      jenis: 'tugas' as const,
      jenisNilai: 'tugas' as const,
      idSumber: String(t.id),
      idPertemuan: t.idPertemuan,
      judul: t.judul,
      waktuSelesai: t.waktuSelesai,
      statusNilai: toRekap(t, rekap.get(t.id), now).status_nilai,
      nilaiMaks: t.nilaiMaks,
    }));
  },
  async scores(db, collegeId, idSumber) {
    const id = Number(idSumber);
    const out = new Map<number, number | null>();
    if (!Number.isSafeInteger(id) || !(await findTugas(db, collegeId, id))) return out;
    for (const r of await scoresOfTugas(db, id)) out.set(r.userId, r.nilai ?? 0);
    return out;
  },
};
