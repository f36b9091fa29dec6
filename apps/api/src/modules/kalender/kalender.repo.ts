import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jenisKelas, kelasKuliah, labelKelas, mataKuliah, pertemuan, ruangan } from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

/**
 * The meetings starting in [dari, sampai) of the classes in scope, earliest first. One query: the range on
 * (college_id, waktu_mulai) is served by pertemuan_college_waktu_idx; the class scope (modules/kelas/kelas-akses)
 * is an EXISTS on the membership key; class, course, label, type and room are joins.
 */
export function findPertemuanBulan(db: Db, collegeId: number, scope: ScopeKelas, dari: Date, sampai: Date) {
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
        kelasScopeCondition(scope, pertemuan.idKelasKuliah),
      ),
    )
    .orderBy(asc(pertemuan.waktuMulai), asc(mataKuliah.nama), asc(pertemuan.id));
}
