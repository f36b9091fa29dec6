import { idInt, scoresOne, type GradeProvider } from '../aktivitas/grade-provider';
import { scoresOfTugasMany } from './pengumpulan.repo';
import { toRekap } from './tugas.mapper';
import { listTugasKelas, rekapTugasMany } from './tugas.repo';

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
  scores(db, collegeId, idSumber) {
    return scoresOne(tugasGradeProvider, db, collegeId, idSumber);
  },
  async scoresMany(db, collegeId, ids) {
    const out = new Map<string, Map<number, number | null>>();
    for (const r of await scoresOfTugasMany(db, collegeId, idInt(ids))) {
      const key = String(r.idTugas);
      if (!out.has(key)) out.set(key, new Map());
      out.get(key)!.set(r.userId, r.nilai ?? 0);
    }
    return out;
  },
};
