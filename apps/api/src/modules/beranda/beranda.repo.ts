import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jenisKelas, kelasJadwal, kelasKuliah, labelKelas, mataKuliah, periode } from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

export async function findPeriodeBerjalan(db: Db, collegeId: number) {
  const [row] = await db
    .select()
    .from(periode)
    .where(and(eq(periode.collegeId, collegeId), eq(periode.isCurrent, true)));
  return row;
}

/** Schedule rows of one weekday for the classes of a period the scope may see, earliest first. */
export function findJadwalHarian(db: Db, collegeId: number, scope: ScopeKelas, kodePeriode: number, hari: number) {
  return db
    .select({
      idKelasKuliah: kelasKuliah.id,
      mkKode: mataKuliah.kode,
      mkNama: mataKuliah.nama,
      labelNama: labelKelas.nama,
      jenisNama: jenisKelas.nama,
      jamMulai: kelasJadwal.jamMulai,
      jamSelesai: kelasJadwal.jamSelesai,
      ruangan: kelasJadwal.ruangan,
    })
    .from(kelasJadwal)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasJadwal.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(
      and(
        eq(kelasKuliah.collegeId, collegeId),
        eq(kelasKuliah.periode, kodePeriode),
        eq(kelasJadwal.hari, hari),
        kelasScopeCondition(scope, kelasKuliah.id),
      ),
    )
    .orderBy(asc(kelasJadwal.jamMulai), asc(mataKuliah.nama), asc(labelKelas.nama), asc(kelasKuliah.id));
}
