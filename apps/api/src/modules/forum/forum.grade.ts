import { skorKeaktifan, type StatusNilai } from '@lms/shared';
import type { GradeProvider } from '../aktivitas/grade-provider';
import { findForum, findForumDinilai, findLedger } from './forum.repo';

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

  async scores(db, collegeId, idSumber) {
    const out = new Map<number, number | null>();
    const id = Number(idSumber);
    if (!Number.isInteger(id)) return out;
    const f = await findForum(db, collegeId, id);
    if (!f || !f.penilaianKeaktifan) return out;
    for (const l of await findLedger(db, f.id)) {
      if (l.peran === 'Mahasiswa') out.set(l.userId, skorKeaktifan(l.jumlahPost + l.jumlahBalasan, f.minimalPost));
    }
    return out;
  },
};
