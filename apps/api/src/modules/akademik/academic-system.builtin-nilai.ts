import { and, eq, sql } from 'drizzle-orm';
import { JENIS_KOMPONEN_SIKAD, PESAN_NILAI, type JenisKomponenSikad } from '@lms/shared';
import type { Db } from '../../db/client';
import { siakadKomponenNilai, siakadKunciNilai, siakadNilai, siakadWaktuEntriNilai } from '../../db/schema';
import type { AcademicSystem, AdministrasiNilaiSiakad } from '../../lib/academic-system';

type NilaiPart = Pick<AcademicSystem, 'listKomponenNilai' | 'listWaktuEntriNilai' | 'isNilaiDikunci' | 'listNilai' | 'tulisNilai' | 'nilaiBerversi'> & {
  administrasiNilai: AdministrasiNilaiSiakad;
};

const asJenis = (s: string): JenisKomponenSikad => ((JENIS_KOMPONEN_SIKAD as readonly string[]).includes(s) ? (s as JenisKomponenSikad) : 'tugas');

/** Score entry of the built-in Siakad: its siakad_* tables (components, windows, locks, scores). */
export function createBuiltinNilai(db: Db): NilaiPart {
  const isDikunci = async (collegeId: number, idKelas: string) => {
    const [row] = await db
      .select({ dikunci: siakadKunciNilai.dikunci })
      .from(siakadKunciNilai)
      .where(and(eq(siakadKunciNilai.collegeId, collegeId), eq(siakadKunciNilai.idKelasKuliah, idKelas)));
    return row?.dikunci ?? false;
  };
  return {
    async listKomponenNilai(collegeId, idKelas) {
      const rows = await db
        .select()
        .from(siakadKomponenNilai)
        .where(and(eq(siakadKomponenNilai.collegeId, collegeId), eq(siakadKomponenNilai.idKelasKuliah, idKelas)))
        .orderBy(siakadKomponenNilai.id);
      return rows.map((r) => ({ id: r.id, jenis: asJenis(r.jenis), label: r.label, bobot: r.bobot }));
    },
    async listWaktuEntriNilai(collegeId, periode) {
      const rows = await db
        .select()
        .from(siakadWaktuEntriNilai)
        .where(and(eq(siakadWaktuEntriNilai.collegeId, collegeId), eq(siakadWaktuEntriNilai.periode, periode)));
      return rows.map((r) => ({ jenis: asJenis(r.jenis), mulai: r.mulai, selesai: r.selesai }));
    },
    isNilaiDikunci: isDikunci,
    async listNilai(collegeId, idKelas) {
      const rows = await db
        .select()
        .from(siakadNilai)
        .where(and(eq(siakadNilai.collegeId, collegeId), eq(siakadNilai.idKelasKuliah, idKelas)));
      return rows.map((r) => ({ idKomponen: r.idKomponen, idMahasiswa: r.idMahasiswa, nilai: r.nilai, updateBySikad: r.updateBySikad }));
    },
    async tulisNilai(collegeId, idKelas, idKomponen, w) {
      if (await isDikunci(collegeId, idKelas)) throw new Error(PESAN_NILAI.operatorDikunci);
      // One statement: a row already carrying this key is left alone, so a retried write changes nothing.
      const rows = await db
        .insert(siakadNilai)
        .values({ idKomponen, idMahasiswa: w.idMahasiswa, collegeId, idKelasKuliah: idKelas, nilai: w.nilai, kunciTerakhir: w.kunci, jumlahTulis: 1 })
        .onConflictDoUpdate({
          target: [siakadNilai.idKomponen, siakadNilai.idMahasiswa],
          set: {
            nilai: w.nilai,
            updateBySikad: false,
            kunciTerakhir: w.kunci,
            jumlahTulis: sql`${siakadNilai.jumlahTulis} + 1`,
            updatedAt: new Date(),
          },
          setWhere: sql`${siakadNilai.kunciTerakhir} is distinct from ${w.kunci}`,
        })
        .returning({ n: siakadNilai.jumlahTulis });
      return rows.length ? 'ditulis' : 'sudah';
    },
    nilaiBerversi: true,
    administrasiNilai: {
      async setNilaiDikunci(collegeId, idKelas, dikunci) {
        await db
          .insert(siakadKunciNilai)
          .values({ collegeId, idKelasKuliah: idKelas, dikunci })
          .onConflictDoUpdate({ target: siakadKunciNilai.idKelasKuliah, set: { dikunci, updatedAt: new Date() } });
      },
      async setWaktuEntriNilai(collegeId, periode, w) {
        await db
          .insert(siakadWaktuEntriNilai)
          .values({ collegeId, periode, jenis: w.jenis, mulai: w.mulai, selesai: w.selesai })
          .onConflictDoUpdate({
            target: [siakadWaktuEntriNilai.collegeId, siakadWaktuEntriNilai.periode, siakadWaktuEntriNilai.jenis],
            set: { mulai: w.mulai, selesai: w.selesai },
          });
      },
      async tandaiUpdateBySikad(collegeId, idKelas, idKomponen, idMahasiswa, nilai) {
        await db
          .insert(siakadNilai)
          .values({ idKomponen, idMahasiswa, collegeId, idKelasKuliah: idKelas, nilai, updateBySikad: true })
          .onConflictDoUpdate({
            target: [siakadNilai.idKomponen, siakadNilai.idMahasiswa],
            set: { nilai, updateBySikad: true, updatedAt: new Date() },
          });
      },
    },
  };
}
