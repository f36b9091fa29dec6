import { and, eq, ne } from 'drizzle-orm';
import { JENIS_PRESENSI_BAWAAN, KODE_JENIS_PRESENSI } from '@lms/shared';
import type { Db } from '../client';
import { jenisPresensi, kampus, kelasKuliah } from '../schema';

const ALAMAT_KAMPUS: Record<string, string> = {
  'Kampus Utama Kebayoran': 'Jl. Pendidikan No. 17, Kebayoran Baru, Jakarta Selatan',
  'Kampus B Cibubur': 'Jl. Alternatif Cibubur Km. 3, Jakarta Timur',
  'Kampus Tamalanrea': 'Jl. Perintis Kemerdekaan Km. 9, Makassar',
};

/**
 * Demo data of /data-sistem: the campuses the demo classes name (so deleting one in use shows the 409), an empty
 * spare campus, and the attendance types (college 2 has 'sakit' switched off). Periods, sessions, rooms, class
 * types and labels come with the academic and meeting seeds.
 */
export async function seedDataSistem(db: Db, collegeIds: number[]) {
  for (const [i, collegeId] of collegeIds.entries()) {
    const names = await db
      .selectDistinct({ nama: kelasKuliah.kampusNama })
      .from(kelasKuliah)
      .where(and(eq(kelasKuliah.collegeId, collegeId), ne(kelasKuliah.kampusNama, '')));
    const values = names.map((n) => ({ collegeId, nama: n.nama, alamat: ALAMAT_KAMPUS[n.nama] ?? '' }));
    values.push({ collegeId, nama: i === 0 ? 'Kampus C Depok (persiapan)' : 'Kampus Gowa (persiapan)', alamat: '' });
    await db.insert(kampus).values(values);
    await db.insert(jenisPresensi).values(
      KODE_JENIS_PRESENSI.map((kode) => ({ collegeId, kode, nama: JENIS_PRESENSI_BAWAAN[kode].nama, isActive: i === 0 || kode === 'izin' })),
    );
  }
}
