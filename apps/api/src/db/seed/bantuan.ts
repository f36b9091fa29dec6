import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bantuanArtikel, users } from '../schema';

/**
 * College-specific help entries of the demo campuses (the product's own articles come with a migration, for
 * every college).
 */
export async function seedBantuan(db: Db, collegeIds: number[]) {
  for (const [i, collegeId] of collegeIds.entries()) {
    const [op] = await db.select({ id: users.id }).from(users).where(eq(users.collegeId, collegeId)).orderBy(asc(users.id)).limit(1);
    const by = op?.id ?? null;
    const kampus = i === 0 ? 'UNM' : 'ITMR';
    await db.insert(bantuanArtikel).values([
      {
        collegeId,
        topik: 'lainnya',
        judul: `Kontak Helpdesk LMS ${kampus}`,
        isi: `<p>Butuh bantuan yang tidak ada di halaman ini? Hubungi helpdesk LMS ${kampus}:</p><ul><li>Surel: helpdesk.lms@${i === 0 ? 'unm' : 'itmr'}.ac.id</li><li>Layanan: Senin sampai Jumat, 08.00 - 16.00</li></ul>`,
        peran: [],
        urutan: 10,
        createdBy: by,
        updatedBy: by,
      },
      {
        collegeId,
        topik: 'tugas_ujian',
        judul: `Tata Tertib Ujian Online ${kampus}`,
        isi: '<p>Selama ujian online mahasiswa wajib menyalakan kamera bila diminta pengawas, tidak membuka materi lain, dan mengerjakan sendiri. Pelanggaran dilaporkan ke program studi.</p>',
        peran: ['ROLE_MAHASISWA'],
        urutan: 10,
        createdBy: by,
        updatedBy: by,
      },
    ]);
  }
}
