import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { mahasiswa, profilPengguna, users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Demo data of /pengguna: personal data (phone, NIK, birth dates within the rules of spec 1 §5) for the demo
 * accounts and the first students of each college, so every column shows.
 */
const PROFIL_DEMO: Record<string, { telepon: string; nik: string; tanggalLahir?: string; namaOrangTua?: string; tanggalLahirOrangTua?: string }> = {
  [DEMO_ACCOUNTS.operator.username]: { telepon: '081287650011', nik: '3174015203880001' },
  [DEMO_ACCOUNTS.dosen.username]: { telepon: '081311220033', nik: '3174011207850002', tanggalLahir: '1985-07-12' },
  [DEMO_ACCOUNTS.mahasiswa.username]: {
    telepon: '085712340099',
    nik: '3175024409050003',
    tanggalLahir: '2005-09-04',
    namaOrangTua: 'Hj. Aminah Rahmawati',
    tanggalLahirOrangTua: '1976-03-18',
  },
};

export async function seedPengguna(db: Db, collegeIds: number[]) {
  for (const collegeId of collegeIds) {
    const demo = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(eq(users.collegeId, collegeId), inArray(users.username, Object.keys(PROFIL_DEMO))));
    for (const u of demo) {
      const p = PROFIL_DEMO[u.username]!;
      await db.insert(profilPengguna).values({
        userId: u.id,
        collegeId,
        telepon: p.telepon,
        nik: p.nik,
        tanggalLahir: p.tanggalLahir ?? null,
        namaOrangTua: p.namaOrangTua ?? '',
        tanggalLahirOrangTua: p.tanggalLahirOrangTua ?? null,
      });
    }
    // Generated students: a phone and a birth date derived from their NIM and intake year.
    const mhs = await db
      .select({ id: users.id, nim: mahasiswa.nim, angkatan: mahasiswa.angkatan })
      .from(mahasiswa)
      .innerJoin(users, eq(users.id, mahasiswa.userId))
      .where(and(eq(mahasiswa.collegeId, collegeId), eq(users.username, mahasiswa.nim)))
      .orderBy(asc(mahasiswa.nim))
      .limit(12);
    for (const [i, m] of mhs.entries()) {
      const digits = m.nim.replace(/\D/g, '').padStart(8, '0').slice(-8);
      await db.insert(profilPengguna).values({
        userId: m.id,
        collegeId,
        telepon: `0812${digits}`,
        tanggalLahir: `${m.angkatan - 19}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      });
    }
  }
}
