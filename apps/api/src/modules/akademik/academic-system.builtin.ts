import { aliasedTable, and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { namaLengkapDosen } from '@lms/shared';
import type { Db } from '../../db/client';
import {
  akomodasiUjian,
  dosen,
  jenisKelas,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  kelasProdi,
  komponenNilai,
  konfigurasi,
  labelKelas,
  mahasiswa,
  mataKuliah,
  periode,
  prodi,
  rencanaEvaluasi,
  rencanaPembelajaran,
  users,
} from '../../db/schema';
import type { AcademicSystem, Page, Paging } from '../../lib/academic-system';
import { createBuiltinNilai } from './academic-system.builtin-nilai';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (s: string) => `%${escapeLike(s)}%`;

/** Runs the page query and the count together; the count reuses the same WHERE. */
async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<Page<T>> {
  const [items, [c]] = await Promise.all([rows, total]);
  return { items, total: c?.n ?? 0 };
}

function limitOffset<Q extends { limit(n: number): Q; offset(n: number): Q }>(q: Q, p: Paging): Q {
  const withOffset = p.offset > 0 ? q.offset(p.offset) : q;
  return p.limit === undefined ? withOffset : withOffset.limit(p.limit);
}

/** The Siakad of a campus that has none of its own: our tables, filled by the seed and the master-data import. */
export function createBuiltinAcademicSystem(db: Db): AcademicSystem {
  const kelasOfPeriode = (collegeId: number, kode: number, extra: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(kelasKuliah)
        .where(and(eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, kode), extra)),
    );

  return {
    ownsMasterData: true,
    ...createBuiltinNilai(db),

    async listMataKuliah(collegeId, f) {
      const conds: SQL[] = [eq(mataKuliah.collegeId, collegeId)];
      if (f.search) conds.push(or(ilike(mataKuliah.kode, like(f.search)), ilike(mataKuliah.nama, like(f.search)))!);
      if (f.idProdi?.length) conds.push(inArray(mataKuliah.idProdi, f.idProdi));
      if (f.periode) conds.push(kelasOfPeriode(collegeId, f.periode, eq(kelasKuliah.idMataKuliah, mataKuliah.id)));
      const where = and(...conds);
      const rows = limitOffset(
        db
          .select({ idMakul: mataKuliah.id, kodeMakul: mataKuliah.kode, nama: mataKuliah.nama, sks: mataKuliah.sks, idProdi: mataKuliah.idProdi })
          .from(mataKuliah)
          .where(where)
          .orderBy(asc(mataKuliah.kode), asc(mataKuliah.id))
          .$dynamic(),
        f,
      );
      return paged(rows, db.select({ n: count() }).from(mataKuliah).where(where));
    },

    async listProdi(collegeId, f) {
      const conds: SQL[] = [eq(prodi.collegeId, collegeId)];
      if (f.search) conds.push(or(ilike(prodi.kode, like(f.search)), ilike(prodi.nama, like(f.search)), ilike(prodi.jenjang, like(f.search)))!);
      if (f.periode) {
        conds.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(kelasProdi)
              .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasProdi.idKelasKuliah))
              .where(and(eq(kelasProdi.idProdi, prodi.id), eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, f.periode))),
          ),
        );
      }
      const where = and(...conds);
      const rows = limitOffset(
        db
          .select({ idProdi: prodi.id, tingkat: prodi.jenjang, nama: prodi.nama })
          .from(prodi)
          .where(where)
          .orderBy(asc(prodi.jenjang), asc(prodi.nama), asc(prodi.id))
          .$dynamic(),
        f,
      );
      return paged(rows, db.select({ n: count() }).from(prodi).where(where));
    },

    async listLabelKelas(collegeId, f) {
      const conds: SQL[] = [eq(labelKelas.collegeId, collegeId)];
      if (f.search) conds.push(ilike(labelKelas.nama, like(f.search)));
      if (f.periode) conds.push(kelasOfPeriode(collegeId, f.periode, eq(kelasKuliah.idLabelKelas, labelKelas.id)));
      const where = and(...conds);
      const rows = limitOffset(
        db.select({ idLabelKelas: labelKelas.id, nama: labelKelas.nama }).from(labelKelas).where(where).orderBy(asc(labelKelas.nama), asc(labelKelas.id)).$dynamic(),
        f,
      );
      return paged(rows, db.select({ n: count() }).from(labelKelas).where(where));
    },

    async listJenisKelas(collegeId, f) {
      const conds: SQL[] = [eq(jenisKelas.collegeId, collegeId)];
      if (f.search) conds.push(ilike(jenisKelas.nama, like(f.search)));
      if (f.periode) conds.push(kelasOfPeriode(collegeId, f.periode, eq(kelasKuliah.idJenisKelas, jenisKelas.id)));
      const where = and(...conds);
      const rows = limitOffset(
        db.select({ idJenisKelas: jenisKelas.id, nama: jenisKelas.nama }).from(jenisKelas).where(where).orderBy(asc(jenisKelas.id)).$dynamic(),
        f,
      );
      return paged(rows, db.select({ n: count() }).from(jenisKelas).where(where));
    },

    async listDosen(collegeId, f) {
      const conds: SQL[] = [eq(dosen.collegeId, collegeId)];
      if (f.search) conds.push(or(ilike(users.nama, like(f.search)), ilike(dosen.nidn, like(f.search)))!);
      if (f.idProdi?.length) conds.push(inArray(dosen.idProdi, f.idProdi));
      if (f.periode) {
        conds.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(kelasPengajar)
              .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPengajar.idKelasKuliah))
              .where(and(eq(kelasPengajar.idDosen, dosen.id), eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, f.periode))),
          ),
        );
      }
      const where = and(...conds);
      const rows = await limitOffset(
        db
          .select({ idDosen: dosen.id, nidn: dosen.nidn, nama: users.nama, gelarDepan: users.gelarDepan, gelarAkademik: users.gelarAkademik })
          .from(dosen)
          .innerJoin(users, eq(users.id, dosen.userId))
          .where(where)
          .orderBy(asc(users.nama), asc(dosen.id))
          .$dynamic(),
        f,
      );
      const [c] = await db.select({ n: count() }).from(dosen).innerJoin(users, eq(users.id, dosen.userId)).where(where);
      return {
        items: rows.map((r) => ({ idDosen: r.idDosen, nidn: r.nidn, nama: namaLengkapDosen({ nama: r.nama, gelar_depan: r.gelarDepan, gelar_akademik: r.gelarAkademik }) })),
        total: c?.n ?? 0,
      };
    },

    async listPeriode(collegeId) {
      return db
        .select({ kode: periode.kode, isCurrent: periode.isCurrent, tanggalMulai: periode.tanggalMulai, tanggalSelesai: periode.tanggalSelesai })
        .from(periode)
        .where(eq(periode.collegeId, collegeId))
        .orderBy(desc(periode.kode));
    },

    async listMahasiswaAktif(collegeId, f) {
      const conds: SQL[] = [
        eq(mahasiswa.collegeId, collegeId),
        exists(
          db
            .select({ one: sql`1` })
            .from(kelasPeserta)
            .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPeserta.idKelasKuliah))
            .where(and(eq(kelasPeserta.idMahasiswa, mahasiswa.id), eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, f.periode))),
        ),
      ];
      if (f.search) conds.push(or(ilike(users.nama, like(f.search)), ilike(mahasiswa.nim, like(f.search)))!);
      if (f.idProdi?.length) conds.push(inArray(mahasiswa.idProdi, f.idProdi));
      if (f.angkatan?.length) conds.push(inArray(mahasiswa.angkatan, f.angkatan));
      const where = and(...conds);
      const rows = limitOffset(
        db
          .select({ idMahasiswa: mahasiswa.id, nim: mahasiswa.nim, nama: users.nama, idProdi: mahasiswa.idProdi, angkatan: mahasiswa.angkatan })
          .from(mahasiswa)
          .innerJoin(users, eq(users.id, mahasiswa.userId))
          .where(where)
          .orderBy(asc(mahasiswa.nim), asc(mahasiswa.id))
          .$dynamic(),
        f,
      );
      return paged(rows, db.select({ n: count() }).from(mahasiswa).innerJoin(users, eq(users.id, mahasiswa.userId)).where(where));
    },

    async getMataKuliah(collegeId, id) {
      const koor = aliasedTable(dosen, 'koor');
      const koorUser = aliasedTable(users, 'koor_user');
      const peng = aliasedTable(dosen, 'peng');
      const pengUser = aliasedTable(users, 'peng_user');
      const [r] = await db
        .select({
          mk: mataKuliah,
          koorUser: { nama: koorUser.nama, gelarDepan: koorUser.gelarDepan, gelarAkademik: koorUser.gelarAkademik },
          pengUser: { nama: pengUser.nama, gelarDepan: pengUser.gelarDepan, gelarAkademik: pengUser.gelarAkademik },
        })
        .from(mataKuliah)
        .leftJoin(koor, and(eq(koor.id, mataKuliah.idDosenKoordinator), eq(koor.collegeId, collegeId)))
        .leftJoin(koorUser, eq(koorUser.id, koor.userId))
        .leftJoin(peng, and(eq(peng.id, mataKuliah.idDosenPengembangRps), eq(peng.collegeId, collegeId)))
        .leftJoin(pengUser, eq(pengUser.id, peng.userId))
        .where(and(eq(mataKuliah.id, id), eq(mataKuliah.collegeId, collegeId)));
      if (!r) return null;
      const nama = (u: { nama: string | null; gelarDepan: string | null; gelarAkademik: string | null } | null) =>
        u?.nama ? namaLengkapDosen({ nama: u.nama, gelar_depan: u.gelarDepan, gelar_akademik: u.gelarAkademik }) : null;
      const namaKoor = nama(r.koorUser);
      const namaPeng = nama(r.pengUser);
      return {
        id: r.mk.id,
        kode: r.mk.kode,
        nama: r.mk.nama,
        nama_inggris: r.mk.namaInggris,
        sks: r.mk.sks,
        id_prodi: r.mk.idProdi,
        id_dosen_koordinator: namaKoor ? r.mk.idDosenKoordinator : null,
        nama_dosen_koordinator: namaKoor,
        id_dosen_pengembang_rps: namaPeng ? r.mk.idDosenPengembangRps : null,
        nama_dosen_pengembang_rps: namaPeng,
      };
    },

    async listRencanaPembelajaran(collegeId, idMataKuliah, p) {
      const where = and(eq(rencanaPembelajaran.collegeId, collegeId), eq(rencanaPembelajaran.idMataKuliah, idMataKuliah));
      const rows = await limitOffset(
        db
          .select({
            id_pertemuan: rencanaPembelajaran.pertemuanKe,
            materi: rencanaPembelajaran.materi,
            materi_inggris: rencanaPembelajaran.materiInggris,
            kategori: rencanaPembelajaran.kategori,
          })
          .from(rencanaPembelajaran)
          .where(where)
          .orderBy(asc(rencanaPembelajaran.pertemuanKe))
          .$dynamic(),
        p,
      );
      const [c] = await db.select({ n: count() }).from(rencanaPembelajaran).where(where);
      const kategori = (k: string) => (k === 'uts' || k === 'uas' ? k : 'kuliah');
      return { items: rows.map((r) => ({ ...r, kategori: kategori(r.kategori) })), total: c?.n ?? 0 };
    },

    async listRencanaEvaluasi(collegeId, idMataKuliah) {
      const rows = await db
        .select({ id: komponenNilai.id, nama: komponenNilai.nama, bobot: rencanaEvaluasi.bobot })
        .from(rencanaEvaluasi)
        .innerJoin(komponenNilai, and(eq(komponenNilai.id, rencanaEvaluasi.idKomponenNilai), eq(komponenNilai.collegeId, collegeId)))
        .where(and(eq(rencanaEvaluasi.collegeId, collegeId), eq(rencanaEvaluasi.idMataKuliah, idMataKuliah)))
        .orderBy(asc(rencanaEvaluasi.id));
      return rows.map((r) => ({ komponen_nilai: { id: r.id, nama: r.nama }, bobot: Number(r.bobot) }));
    },

    async getKonfigurasi(collegeId, keyword) {
      const [row] = await db
        .select({ value: konfigurasi.value })
        .from(konfigurasi)
        .where(and(eq(konfigurasi.collegeId, collegeId), eq(konfigurasi.keyword, keyword)));
      return row?.value ?? null;
    },

    // Accommodations operators fill in (PUT /v2/lms/akomodasi_ujian).
    async getTambahanWaktuUjian(collegeId, idMahasiswa) {
      const [row] = await db
        .select({ menit: akomodasiUjian.tambahanMenit })
        .from(akomodasiUjian)
        .where(and(eq(akomodasiUjian.collegeId, collegeId), eq(akomodasiUjian.idMahasiswa, idMahasiswa)));
      return row?.menit ?? 0;
    },
  };
}
