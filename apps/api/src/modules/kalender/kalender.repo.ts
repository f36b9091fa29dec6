import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, jenisKelas, kelasKuliah, kelasPengajar, kelasPeserta, labelKelas, mahasiswa, mataKuliah, pertemuan, ruangan } from '../../db/schema';

/** Whose classes the calendar covers: every class of the college (operators) or the user's own. */
export type KalenderScope = { kind: 'semua' } | { kind: 'peserta' | 'pengajar'; userId: number };

/** Membership as a correlated EXISTS on the meeting's class, keyed by the user (no separate id lookup). */
function scopeCondition(scope: KalenderScope): SQL | undefined {
  if (scope.kind === 'semua') return undefined;
  if (scope.kind === 'peserta') {
    return sql`exists (select 1 from ${kelasPeserta} join ${mahasiswa} on ${mahasiswa.id} = ${kelasPeserta.idMahasiswa}
      where ${kelasPeserta.idKelasKuliah} = ${pertemuan.idKelasKuliah} and ${mahasiswa.userId} = ${scope.userId})`;
  }
  return sql`exists (select 1 from ${kelasPengajar} join ${dosen} on ${dosen.id} = ${kelasPengajar.idDosen}
    where ${kelasPengajar.idKelasKuliah} = ${pertemuan.idKelasKuliah} and ${dosen.userId} = ${scope.userId})`;
}

/**
 * The meetings starting in [dari, sampai) of the classes in scope, earliest first. One query: the range on
 * (college_id, waktu_mulai) is served by pertemuan_college_waktu_idx; class, course, label, type and room are joins.
 */
export function findPertemuanBulan(db: Db, collegeId: number, scope: KalenderScope, dari: Date, sampai: Date) {
  return db
    .select({
      id: pertemuan.id,
      nomor: pertemuan.nomor,
      judul: pertemuan.judul,
      jenis: pertemuan.jenis,
      status: pertemuan.status,
      waktuMulai: pertemuan.waktuMulai,
      waktuSelesai: pertemuan.waktuSelesai,
      idKelasKuliah: pertemuan.idKelasKuliah,
      mkKode: mataKuliah.kode,
      mkNama: mataKuliah.nama,
      labelNama: labelKelas.nama,
      jenisKelasNama: jenisKelas.nama,
      ruanganNama: ruangan.nama,
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(ruangan, eq(ruangan.id, pertemuan.idRuangan))
    .where(
      and(
        eq(pertemuan.collegeId, collegeId),
        gte(pertemuan.waktuMulai, dari),
        lt(pertemuan.waktuMulai, sampai),
        scopeCondition(scope),
      ),
    )
    .orderBy(asc(pertemuan.waktuMulai), asc(mataKuliah.nama), asc(pertemuan.id));
}
