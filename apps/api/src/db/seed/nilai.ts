import { and, eq, inArray } from 'drizzle-orm';
import { JENIS_KOMPONEN_SIKAD, type JenisKomponenSikad } from '@lms/shared';
import type { Db } from '../client';
import { kelasKuliah, nilaiKomponenAktivitas, pengaturan, periode, siakadKomponenNilai, siakadWaktuEntriNilai } from '../schema';
import { GRADE_PROVIDERS } from '../../modules/aktivitas/grade-provider';
import { registerModuleRegistries } from '../../registries';

const LABEL: Record<JenisKomponenSikad, string> = { tugas: 'Tugas', kuis: 'Kuis', forum: 'Forum', uts: 'UTS', uas: 'UAS' };
const DAY = 86_400_000;

/**
 * Demo data of the gradebook's Siakad side (built-in Siakad): the five components of every class of the current
 * period weighted as the period's grade settings say, an entry window open for two weeks (opened two days ago, so a
 * lecturer may send now), and each component fed by the class's graded activities of the same type.
 */
export async function seedNilai(db: Db, collegeIds: number[]) {
  // The seed runs outside the app too (CLI, test snapshots): fill the grade providers it reads.
  registerModuleRegistries();
  const now = Date.now();
  for (const collegeId of collegeIds) {
    const [cur] = await db.select({ kode: periode.kode }).from(periode).where(and(eq(periode.collegeId, collegeId), eq(periode.isCurrent, true)));
    if (!cur) continue;
    const [set] = await db.select({ n: pengaturan.pengaturanNilai }).from(pengaturan).where(eq(pengaturan.collegeId, collegeId));
    const bobot = (set?.n as ({ periode: number } & Record<JenisKomponenSikad, number>)[] | null)?.find((p) => p.periode === cur.kode) ?? { forum: 10, kuis: 10, tugas: 20, uts: 30, uas: 30 };
    await db.insert(siakadWaktuEntriNilai).values(
      JENIS_KOMPONEN_SIKAD.map((jenis) => ({ collegeId, periode: cur.kode, jenis, mulai: new Date(now - 2 * DAY), selesai: new Date(now + 14 * DAY) })),
    );
    const kelas = await db.select({ id: kelasKuliah.id }).from(kelasKuliah).where(and(eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, cur.kode)));
    if (!kelas.length) continue;
    const komponen = await db
      .insert(siakadKomponenNilai)
      .values(kelas.flatMap((k) => JENIS_KOMPONEN_SIKAD.map((jenis) => ({ collegeId, idKelasKuliah: k.id, jenis, label: LABEL[jenis], bobot: bobot[jenis] }))))
      .returning();
    for (const k of kelas) {
      const aktivitas = (await Promise.all(GRADE_PROVIDERS.map((p) => p.listGradedActivities(db, collegeId, k.id)))).flat();
      const rows = aktivitas.flatMap((a) => {
        const c = komponen.find((x) => x.idKelasKuliah === k.id && x.jenis === a.jenisNilai);
        return c ? [{ collegeId, idKelasKuliah: k.id, idKomponen: c.id, jenisAktivitas: a.jenis, idSumber: a.idSumber }] : [];
      });
      if (rows.length) await db.insert(nilaiKomponenAktivitas).values(rows);
    }
  }
  return { komponen: await db.$count(siakadKomponenNilai, inArray(siakadKomponenNilai.collegeId, collegeIds)) };
}
