import { and, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  dosen,
  files,
  importMaster,
  jenisKelas,
  kelasJadwal,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  kelasProdi,
  labelKelas,
  mahasiswa,
  mataKuliah,
  periode,
  prodi,
  users,
} from '../../db/schema';

const CHUNK = 1000;
function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs a lookup per chunk of keys (keeps parameter counts small for files of thousands of rows). */
async function lookup<T>(keys: string[], fn: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const uniq = [...new Set(keys)];
  const out: T[] = [];
  for (const c of chunks(uniq)) out.push(...(await fn(c)));
  return out;
}

const lower = (col: AnyPgColumn) => sql`lower(${col})`;

// --- lookups (case-insensitive on codes and usernames; callers pass lower-cased keys) ---

export const findProdiByKode = (db: Db, collegeId: number, kodes: string[]) =>
  lookup(kodes, (c) =>
    db.select({ id: prodi.id, kode: prodi.kode }).from(prodi).where(and(eq(prodi.collegeId, collegeId), inArray(lower(prodi.kode), c))),
  );

export const findMakulByKode = (db: Db, collegeId: number, kodes: string[]) =>
  lookup(kodes, (c) =>
    db
      .select({ id: mataKuliah.id, kode: mataKuliah.kode, idProdi: mataKuliah.idProdi })
      .from(mataKuliah)
      .where(and(eq(mataKuliah.collegeId, collegeId), inArray(lower(mataKuliah.kode), c))),
  );

export const findDosenByNidn = (db: Db, collegeId: number, nidns: string[]) =>
  lookup(nidns, (c) =>
    db
      .select({ id: dosen.id, nidn: dosen.nidn, userId: dosen.userId })
      .from(dosen)
      .where(and(eq(dosen.collegeId, collegeId), inArray(dosen.nidn, c))),
  );

export const findMahasiswaByNim = (db: Db, collegeId: number, nims: string[]) =>
  lookup(nims, (c) =>
    db
      .select({ id: mahasiswa.id, nim: mahasiswa.nim, userId: mahasiswa.userId })
      .from(mahasiswa)
      .where(and(eq(mahasiswa.collegeId, collegeId), inArray(lower(mahasiswa.nim), c))),
  );

export const findUsersByUsername = (db: Db, collegeId: number, usernames: string[]) =>
  lookup(usernames, (c) =>
    db.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.collegeId, collegeId), inArray(lower(users.username), c))),
  );

export const findKelasIds = (db: Db, collegeId: number, ids: string[]) =>
  lookup(ids, (c) => db.select({ id: kelasKuliah.id }).from(kelasKuliah).where(and(eq(kelasKuliah.collegeId, collegeId), inArray(kelasKuliah.id, c))));

export const listPeriodeKode = (db: Db, collegeId: number) => db.select({ kode: periode.kode }).from(periode).where(eq(periode.collegeId, collegeId));
export const listLabelKelas = (db: Db, collegeId: number) => db.select({ id: labelKelas.id, nama: labelKelas.nama }).from(labelKelas).where(eq(labelKelas.collegeId, collegeId));
export const listJenisKelas = (db: Db, collegeId: number) => db.select({ id: jenisKelas.id, nama: jenisKelas.nama }).from(jenisKelas).where(eq(jenisKelas.collegeId, collegeId));

// --- writes (inside the import transaction) ---

export type ProdiValues = { kode: string; nama: string; jenjang: string; penandatangan: string | null };

/** Optional empty cells keep the stored value (coalesce with the existing row). */
export async function upsertProdi(tx: Db, collegeId: number, rows: ProdiValues[]) {
  for (const c of chunks(rows)) {
    await tx
      .insert(prodi)
      .values(c.map((r) => ({ collegeId, ...r })))
      .onConflictDoUpdate({
        target: [prodi.collegeId, prodi.kode],
        set: { nama: sql`excluded.nama`, jenjang: sql`excluded.jenjang`, penandatangan: sql`coalesce(excluded.penandatangan, ${prodi.penandatangan})` },
      });
  }
}

export type MakulValues = {
  kode: string;
  nama: string;
  namaInggris: string | null;
  sks: number;
  idProdi: number | null;
  idDosenKoordinator: number | null;
  idDosenPengembangRps: number | null;
};

export async function upsertMataKuliah(tx: Db, collegeId: number, rows: MakulValues[]) {
  for (const c of chunks(rows)) {
    await tx
      .insert(mataKuliah)
      .values(c.map((r) => ({ collegeId, ...r, namaInggris: r.namaInggris ?? '' })))
      .onConflictDoUpdate({
        target: [mataKuliah.collegeId, mataKuliah.kode],
        set: {
          nama: sql`excluded.nama`,
          sks: sql`excluded.sks`,
          namaInggris: sql`coalesce(nullif(excluded.nama_inggris, ''), ${mataKuliah.namaInggris})`,
          idProdi: sql`coalesce(excluded.id_prodi, ${mataKuliah.idProdi})`,
          idDosenKoordinator: sql`coalesce(excluded.id_dosen_koordinator, ${mataKuliah.idDosenKoordinator})`,
          idDosenPengembangRps: sql`coalesce(excluded.id_dosen_pengembang_rps, ${mataKuliah.idDosenPengembangRps})`,
        },
      });
  }
}

export type NewUser = {
  username: string;
  passwordHash: string;
  role: 'ROLE_DOSEN' | 'ROLE_MAHASISWA';
  nama: string;
  gelarDepan: string;
  gelarAkademik: string;
  email: string;
};

/** Inserts accounts; returns user ids by lower-cased username. */
export async function insertUsers(tx: Db, collegeId: number, rows: NewUser[]) {
  const ids = new Map<string, number>();
  for (const c of chunks(rows)) {
    const out = await tx
      .insert(users)
      .values(c.map((r) => ({ collegeId, ...r })))
      .returning({ id: users.id, username: users.username });
    for (const u of out) ids.set(u.username.toLowerCase(), u.id);
  }
  return ids;
}

export type UserUpdate = { userId: number; nama: string; gelarDepan: string | null; gelarAkademik: string | null; email: string | null };

/** Name always; titles and email only when the file has them. One statement per chunk (UPDATE ... FROM VALUES). */
export async function updateUsers(tx: Db, collegeId: number, rows: UserUpdate[]) {
  for (const c of chunks(rows, 500)) {
    const values = sql.join(
      c.map((r) => sql`(${r.userId}::int, ${r.nama}::text, ${r.gelarDepan}::text, ${r.gelarAkademik}::text, ${r.email}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update users as u set
        nama = v.nama,
        gelar_depan = coalesce(v.gd, u.gelar_depan),
        gelar_akademik = coalesce(v.ga, u.gelar_akademik),
        email = coalesce(v.email, u.email)
      from (values ${values}) as v(id, nama, gd, ga, email)
      where u.id = v.id and u.college_id = ${collegeId}`);
  }
}

export async function insertDosen(tx: Db, collegeId: number, rows: { userId: number; nidn: string; idProdi: number | null }[]) {
  for (const c of chunks(rows)) await tx.insert(dosen).values(c.map((r) => ({ collegeId, ...r })));
}

export async function updateDosen(tx: Db, collegeId: number, rows: { id: number; idProdi: number | null }[]) {
  for (const c of chunks(rows.filter((r) => r.idProdi !== null), 500)) {
    const values = sql.join(c.map((r) => sql`(${r.id}::int, ${r.idProdi}::int)`), sql`, `);
    await tx.execute(sql`update dosen as d set id_prodi = v.p from (values ${values}) as v(id, p) where d.id = v.id and d.college_id = ${collegeId}`);
  }
}

export async function insertMahasiswa(tx: Db, collegeId: number, rows: { userId: number; nim: string; idProdi: number; angkatan: number }[]) {
  for (const c of chunks(rows)) await tx.insert(mahasiswa).values(c.map((r) => ({ collegeId, ...r })));
}

export async function updateMahasiswa(tx: Db, collegeId: number, rows: { id: number; idProdi: number; angkatan: number }[]) {
  for (const c of chunks(rows, 500)) {
    const values = sql.join(c.map((r) => sql`(${r.id}::int, ${r.idProdi}::int, ${r.angkatan}::int)`), sql`, `);
    await tx.execute(
      sql`update mahasiswa as m set id_prodi = v.p, angkatan = v.a from (values ${values}) as v(id, p, a) where m.id = v.id and m.college_id = ${collegeId}`,
    );
  }
}

export type KelasValues = {
  id: string;
  periode: number;
  idMataKuliah: number;
  idLabelKelas: number;
  idJenisKelas: number;
  modeKuliah: string;
  kapasitas: number;
  kampusNama: string | null;
  lingkup: string;
  /** null: keep the stored list (existing class) or the course's programme (new class). */
  prodiKelas: number[] | null;
  pengajar: { idDosen: number; jabatan: string; urutan: number }[];
  /** null: keep the stored participants. */
  peserta: { idMahasiswa: number; jabatan: string }[] | null;
  /** null: keep the stored schedule. */
  jadwal: { hari: number; jamMulai: string; jamSelesai: string; ruangan: string }[] | null;
};

/**
 * Classes with their programmes, teachers, participants and schedule. Teacher and participant rows are updated in
 * place (rows not in the file are removed, the rest upserted) so that anything keyed on them later survives.
 */
export async function upsertKelas(tx: Db, collegeId: number, rows: KelasValues[]) {
  for (const c of chunks(rows, 500)) {
    await tx
      .insert(kelasKuliah)
      .values(
        c.map((r) => ({
          id: r.id,
          collegeId,
          periode: r.periode,
          idMataKuliah: r.idMataKuliah,
          idLabelKelas: r.idLabelKelas,
          idJenisKelas: r.idJenisKelas,
          modeKuliah: r.modeKuliah,
          kapasitas: r.kapasitas,
          kampusNama: r.kampusNama ?? '',
          lingkup: r.lingkup,
        })),
      )
      .onConflictDoUpdate({
        target: kelasKuliah.id,
        set: {
          modeKuliah: sql`excluded.mode_kuliah`,
          kapasitas: sql`excluded.kapasitas`,
          lingkup: sql`excluded.lingkup`,
          kampusNama: sql`coalesce(nullif(excluded.kampus_nama, ''), ${kelasKuliah.kampusNama})`,
        },
        // Class ids embed our own course ids, but never touch another college's row.
        setWhere: eq(kelasKuliah.collegeId, collegeId),
      });
  }

  for (const r of rows) {
    if (r.prodiKelas) {
      await tx.delete(kelasProdi).where(eq(kelasProdi.idKelasKuliah, r.id));
      if (r.prodiKelas.length) await tx.insert(kelasProdi).values(r.prodiKelas.map((idProdi) => ({ idKelasKuliah: r.id, idProdi })));
    }
    await tx.delete(kelasPengajar).where(
      and(
        eq(kelasPengajar.idKelasKuliah, r.id),
        notInArray(
          kelasPengajar.idDosen,
          r.pengajar.map((p) => p.idDosen),
        ),
      ),
    );
    if (r.peserta) {
      const keep = r.peserta.map((p) => p.idMahasiswa);
      await tx
        .delete(kelasPeserta)
        .where(keep.length ? and(eq(kelasPeserta.idKelasKuliah, r.id), notInArray(kelasPeserta.idMahasiswa, keep)) : eq(kelasPeserta.idKelasKuliah, r.id));
    }
    if (r.jadwal) {
      await tx.delete(kelasJadwal).where(eq(kelasJadwal.idKelasKuliah, r.id));
      if (r.jadwal.length) await tx.insert(kelasJadwal).values(r.jadwal.map((j) => ({ idKelasKuliah: r.id, ...j })));
    }
  }

  const pengajar = rows.flatMap((r) => r.pengajar.map((p) => ({ idKelasKuliah: r.id, ...p })));
  for (const c of chunks(pengajar)) {
    await tx
      .insert(kelasPengajar)
      .values(c)
      .onConflictDoUpdate({ target: [kelasPengajar.idKelasKuliah, kelasPengajar.idDosen], set: { jabatan: sql`excluded.jabatan`, urutan: sql`excluded.urutan` } });
  }
  const peserta = rows.flatMap((r) => (r.peserta ?? []).map((p) => ({ idKelasKuliah: r.id, ...p })));
  for (const c of chunks(peserta)) {
    await tx
      .insert(kelasPeserta)
      .values(c)
      .onConflictDoUpdate({ target: [kelasPeserta.idKelasKuliah, kelasPeserta.idMahasiswa], set: { jabatan: sql`excluded.jabatan` } });
  }
}

// --- import history ---

export async function insertImportMaster(db: Db, values: typeof importMaster.$inferInsert) {
  const [row] = await db.insert(importMaster).values(values).returning();
  return row!;
}

export async function listImportMaster(
  db: Db,
  collegeId: number,
  f: { jenis?: string; status?: string; limit: number; offset: number },
) {
  const conds: SQL[] = [eq(importMaster.collegeId, collegeId)];
  if (f.jenis) conds.push(eq(importMaster.jenis, f.jenis));
  if (f.status) conds.push(eq(importMaster.status, f.status));
  const where = and(...conds);
  const [items, [c]] = await Promise.all([
    db
      .select({
        im: importMaster,
        user: { id: users.id, nama: users.nama },
        file: { id: files.id, name: files.originalName },
      })
      .from(importMaster)
      .leftJoin(users, eq(users.id, importMaster.createdBy))
      .leftJoin(files, and(eq(files.id, importMaster.idFileLaporan), isNull(files.deletedAt)))
      .where(where)
      .orderBy(desc(importMaster.createdAt), desc(importMaster.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(importMaster).where(where),
  ]);
  return { items, total: c?.n ?? 0 };
}
