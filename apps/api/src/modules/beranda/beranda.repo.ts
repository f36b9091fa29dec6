import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { jenisKelas, kelasJadwal, kelasKuliah, labelKelas, mataKuliah, periode } from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

// The dashboard's reads run on every visit to /beranda: prepared once per database handle (db/prepared.ts).

export async function findPeriodeBerjalan(db: Db, collegeId: number) {
  const q = prepared(db, 'periode_berjalan', () =>
    db
      .select()
      .from(periode)
      .where(and(eq(periode.collegeId, sql.placeholder('collegeId')), eq(periode.isCurrent, true)))
      .prepare('periode_berjalan'),
  );
  const [row] = await q.execute({ collegeId });
  return row;
}

/** Schedule rows of one weekday for the classes of a period the scope may see, earliest first. */
export function findJadwalHarian(db: Db, collegeId: number, scope: ScopeKelas, kodePeriode: number, hari: number) {
  const name = `jadwal_harian_${scope.kind}`;
  const q = prepared(db, name, () =>
    db
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
          eq(kelasKuliah.collegeId, sql.placeholder('collegeId')),
          eq(kelasKuliah.periode, sql.placeholder('kodePeriode')),
          eq(kelasJadwal.hari, sql.placeholder('hari')),
          kelasScopeCondition(scope, kelasKuliah.id, { placeholder: 'idAnggota' }),
        ),
      )
      .orderBy(asc(kelasJadwal.jamMulai), asc(mataKuliah.nama), asc(labelKelas.nama), asc(kelasKuliah.id))
      .prepare(name),
  );
  const idAnggota = scope.kind === 'peserta' ? scope.idMahasiswa : scope.kind === 'pengajar' ? scope.idDosen : 0;
  return q.execute({ collegeId, kodePeriode, hari, idAnggota });
}
