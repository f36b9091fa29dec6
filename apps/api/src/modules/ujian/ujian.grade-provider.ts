import { statusNilaiUjian, NILAI_MAKS_UJIAN, type JenisNilai } from '@lms/shared';
import { sql } from 'drizzle-orm';
import { idInt, scoresOne, type GradeProvider } from '../aktivitas/grade-provider';

/**
 * Exams as graded activities (ARCHITECTURE.md "scores"): every exam of the class, its gradebook column type being
 * its kind (kuis, uts, uas, remedial), status_nilai by the lecturer-badge rule (statusNilaiUjian), and whether a
 * recalculation runs (the column's warning icon). Scores per student user: the closed attempt's final score
 * (0..100, deduction applied; an essay not graded yet counts 0 until it is); no closed attempt = no submission.
 */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export const ujianGradeProvider: GradeProvider = {
  jenis: 'ujian',
  async listGradedActivities(db, collegeId, idKelasKuliah) {
    const now = new Date();
    const rows = rowsOf<{
      id: number;
      jenis: string;
      judul: string;
      id_pertemuan: number;
      waktu_selesai: Date | string;
      pengerjaan: number;
      belum: number;
      dihitung: boolean;
    }>(
      await db.execute(sql`
        select u.id, u.jenis, u.judul, u.id_pertemuan, u.waktu_selesai,
          (select count(*)::int from ujian_pengerjaan p where p.id_ujian = u.id) as pengerjaan,
          (select count(*)::int from ujian_pengerjaan p where p.id_ujian = u.id and p.waktu_selesai is not null and p.dinilai_at is null) as belum,
          exists (select 1 from job_status js where js.college_id = u.college_id and js.jenis = 'hitung_nilai_ujian'
            and js.id_sumber = u.id::text and js.status = 'processing') as dihitung
        from ujian u where u.college_id = ${collegeId}::int and u.id_kelas_kuliah = ${idKelasKuliah}
        order by u.waktu_selesai, u.id`),
    );
    return rows.map((u) => {
      const waktuSelesai = new Date(u.waktu_selesai);
      return {
        jenis: 'ujian' as const,
        jenisNilai: u.jenis as JenisNilai,
        idSumber: String(u.id),
        idPertemuan: u.id_pertemuan,
        judul: u.judul,
        waktuSelesai,
        statusNilai: statusNilaiUjian({ selesai: waktuSelesai <= now, jumlahPengerjaan: Number(u.pengerjaan), jumlahBelumDinilai: Number(u.belum) }),
        nilaiMaks: NILAI_MAKS_UJIAN,
        sedangDihitung: u.dihitung === true || (u.dihitung as unknown) === 't',
      };
    });
  },
  scores(db, collegeId, idSumber) {
    return scoresOne(ujianGradeProvider, db, collegeId, idSumber);
  },
  async scoresMany(db, collegeId, ids) {
    const out = new Map<string, Map<number, number | null>>();
    const valid = idInt(ids);
    if (valid.length === 0) return out;
    const rows = rowsOf<{ id_ujian: number; id_user: number; nilai_akhir: string | number | null }>(
      await db.execute(sql`select p.id_ujian, p.id_user, p.nilai_akhir from ujian_pengerjaan p
        where p.college_id = ${collegeId}::int and p.id_ujian = any(${sql.param(valid)}::int[]) and p.waktu_selesai is not null`),
    );
    for (const r of rows) {
      const key = String(r.id_ujian);
      if (!out.has(key)) out.set(key, new Map());
      out.get(key)!.set(Number(r.id_user), r.nilai_akhir === null ? 0 : Number(r.nilai_akhir));
    }
    return out;
  },
};
