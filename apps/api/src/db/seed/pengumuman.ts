import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { StorageBackend } from '../../plugins/storage';
import { saveGeneratedFile } from '../../modules/storager/storager.service';
import type { Db } from '../client';
import { mahasiswa, pengumuman, pengumumanLampiran, prodi, users } from '../schema';

/**
 * Announcement management demo (the readers' announcements come with the academic seed): for each college one
 * announcement for the demo student's study programme, one for the lecturers of another programme, a draft and
 * one scheduled for tomorrow, so every state of the management screen has something to show.
 */
export async function seedPengumuman(db: Db, collegeIds: number[]) {
  const now = Date.now();
  const jam = (h: number) => {
    const d = new Date(now + h * 3_600_000);
    d.setUTCMinutes(0, 0, 0);
    return d;
  };
  for (const collegeId of collegeIds) {
    const [op] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.collegeId, collegeId), eq(users.role, 'ROLE_OPERATOR')))
      .orderBy(asc(users.id))
      .limit(1);
    // The programme of the college's first student (the demo 'mahasiswa' in college 1) and another one.
    const [mhs] = await db
      .select({ idProdi: mahasiswa.idProdi })
      .from(mahasiswa)
      .innerJoin(users, eq(users.id, mahasiswa.userId))
      .where(eq(mahasiswa.collegeId, collegeId))
      .orderBy(sql`${users.username} <> 'mahasiswa'`, asc(mahasiswa.id))
      .limit(1);
    const prodiMhs = mhs?.idProdi ?? null;
    const [lain] = await db
      .select({ id: prodi.id, nama: prodi.nama })
      .from(prodi)
      .where(and(eq(prodi.collegeId, collegeId), prodiMhs === null ? undefined : ne(prodi.id, prodiMhs)))
      .orderBy(asc(prodi.id))
      .limit(1);
    const [namaProdiMhs] = prodiMhs === null ? [] : await db.select({ nama: prodi.nama }).from(prodi).where(eq(prodi.id, prodiMhs));
    const createdBy = op?.id ?? null;
    const rows = [
      {
        judul: `Pembekalan Kerja Praktik Program Studi ${namaProdiMhs?.nama ?? ''}`.trim(),
        isi: '<p>Pembekalan Kerja Praktik wajib diikuti mahasiswa yang mengambil mata kuliah Kerja Praktik semester ini.</p><ul><li>Tempat: Aula Program Studi</li><li>Membawa proposal tempat kerja praktik</li></ul>',
        tanggalPublish: jam(-30),
        target: ['ROLE_MAHASISWA'],
        targetProdi: prodiMhs === null ? [] : [prodiMhs],
        isPublished: true,
      },
      {
        judul: `Rapat Kurikulum Program Studi ${lain?.nama ?? ''}`.trim(),
        isi: '<p>Dosen program studi diundang dalam rapat peninjauan kurikulum. Mohon membawa usulan perubahan RPS.</p>',
        tanggalPublish: jam(-50),
        target: ['ROLE_DOSEN'],
        targetProdi: lain ? [lain.id] : [],
        isPublished: true,
      },
      {
        judul: 'Draf: Jadwal Wisuda Periode Berikutnya',
        isi: '<p>Jadwal wisuda masih menunggu keputusan rektor. Jangan diterbitkan sebelum tanggal pasti ditetapkan.</p>',
        tanggalPublish: jam(24 * 10),
        target: [],
        targetProdi: [],
        isPublished: false,
      },
      {
        judul: 'Batas Akhir Pengisian KRS Semester Depan',
        isi: '<p>Pengisian Kartu Rencana Studi (KRS) ditutup <strong>besok pukul 23.59</strong>. Konsultasikan rencana studi dengan dosen wali sebelum mengunci KRS.</p>',
        tanggalPublish: jam(20),
        target: ['ROLE_MAHASISWA', 'ROLE_DOSEN'],
        targetProdi: [],
        isPublished: true,
      },
    ];
    await db.insert(pengumuman).values(rows.map((r) => ({ ...r, collegeId, createdBy, updatedBy: createdBy })));
  }
}

/**
 * A circular as the attachment of the newest announcement for everyone, generated (by the demo files' PDF writer)
 * and stored like an upload, with the other demo files, which need the storage.
 */
export async function seedPengumumanFiles(deps: { db: Db; storage: StorageBackend }, collegeId: number, pdf: (lines: string[]) => Buffer) {
  const [p] = await deps.db
    .select({ id: pengumuman.id, judul: pengumuman.judul })
    .from(pengumuman)
    .where(and(eq(pengumuman.collegeId, collegeId), eq(pengumuman.isPublished, true), sql`cardinality(${pengumuman.target}) = 0`, sql`${pengumuman.tanggalPublish} <= now()`))
    .orderBy(sql`${pengumuman.tanggalPublish} desc`)
    .limit(1);
  if (!p) return 0;
  const file = await saveGeneratedFile(deps, {
    collegeId,
    kind: 'lampiran_pengumuman',
    ownerUserId: null,
    filename: 'Surat Edaran Akademik.pdf',
    mime: 'application/pdf',
    buffer: pdf(['Surat Edaran Akademik', p.judul, '', 'Mohon diperhatikan oleh seluruh civitas akademika.']),
  });
  await deps.db.insert(pengumumanLampiran).values({ collegeId, idPengumuman: p.id, idFile: file.id });
  return 1;
}
