import { skorKeaktifan, type StatusNilai } from '@lms/shared';
import { idInt, scoresOne, type GradeProvider } from '../aktivitas/grade-provider';
import { findForumDinilai, findLedgerDinilaiMany } from './forum.repo';

/**
 * Grades of forums with penilaian_keaktifan (docs/DECISIONS.md "Forum activity score"): the score is computed from
 * the forum's ledger, so a forum is never 'belum_dinilai' — it is 'belum_berakhir' until its end, then
 * 'tidak_ada_pengerjaan' when no participant wrote, else 'sudah_dinilai'.
 */
export const forumGradeProvider: GradeProvider = {
  jenis: 'forum',

  async listGradedActivities(db, collegeId, idKelasKuliah) {
    const now = new Date();
    return (await findForumDinilai(db, collegeId, idKelasKuliah)).map(({ forum: f, jumlahJoin }) => {
      const statusNilai: StatusNilai = now <= f.waktuSelesai ? 'belum_berakhir' : Number(jumlahJoin) > 0 ? 'sudah_dinilai' : 'tidak_ada_pengerjaan';
      return { jenis: 'forum' as const, jenisNilai: 'forum' as const, idSumber: String(f.id), idPertemuan: f.idPertemuan, judul: f.judul, waktuSelesai: f.waktuSelesai, statusNilai, nilaiMaks: 100 };
    });
  },

  scores(db, collegeId, idSumber) {
    return scoresOne(forumGradeProvider, db, collegeId, idSumber);
  },

  async scoresMany(db, collegeId, ids) {
    const out = new Map<string, Map<number, number | null>>();
    for (const l of await findLedgerDinilaiMany(db, collegeId, idInt(ids))) {
      const key = String(l.idForum);
      if (!out.has(key)) out.set(key, new Map());
      out.get(key)!.set(l.userId, skorKeaktifan(Number(l.jumlah), l.minimalPost));
    }
    return out;
  },
};
