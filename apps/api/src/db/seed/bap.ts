import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { penandatanganProdi, prodi, tandaTanganPengguna, users } from '../schema';
import { buatPngTandaTangan } from '../../modules/bap/png';

/**
 * BAP demo data: every programme's signatory gets a NIP, a title and a signature, and the demo lecturer `dosen` a
 * signature, so 'Unduh BAP' with 'Sertakan tanda tangan' shows both images at once. Other lecturers have none
 * (their BAP leaves the space to sign by hand).
 */
export async function seedBap(tx: Db, collegeIds: number[]) {
  const rows = await tx.select({ id: prodi.id, collegeId: prodi.collegeId }).from(prodi).where(inArray(prodi.collegeId, collegeIds));
  if (rows.length) {
    await tx.insert(penandatanganProdi).values(
      rows.map((p, i) => ({
        idProdi: p.id,
        collegeId: p.collegeId,
        nip: `19${70 + (i % 20)}0${(i % 9) + 1}1${i % 10}20050${(i % 9) + 1}100${i % 10}`,
        jabatan: 'Ketua Program Studi',
        pngBase64: buatPngTandaTangan(i + 2).toString('base64'),
      })),
    );
  }
  const [dosen] = await tx.select({ id: users.id, collegeId: users.collegeId }).from(users).where(and(eq(users.username, 'dosen'), inArray(users.collegeId, collegeIds)));
  if (dosen) await tx.insert(tandaTanganPengguna).values({ userId: dosen.id, collegeId: dosen.collegeId, pngBase64: buatPngTandaTangan(1).toString('base64') });
}
