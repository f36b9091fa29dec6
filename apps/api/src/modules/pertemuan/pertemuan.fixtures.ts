import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';

/** Test fixtures shared by the pertemuan test files: accounts and lookups of the demo data (nothing hard-coded). */

export type Headers = Record<string, string>;

export type Fixture = {
  t: TestContext;
  operator: Headers;
  operatorLaporan: Headers;
  dosen: Headers;
  /** A lecturer of college 1 who does not teach TIF201 A. */
  dosenLain: Headers;
  mahasiswa: Headers;
  /** A student of college 1 who is not in TIF201 A. */
  mahasiswaLain: Headers;
  operator2: Headers;
  q: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  kelasId: (kode: string, label: string, periode?: number) => Promise<string>;
  userId: (username: string, collegeId?: number) => Promise<number>;
};

export async function setupFixture(): Promise<Fixture> {
  const t = await createTestApp();
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params)).rows;
  const kelasId = async (kode: string, label: string, periode = 20261) => {
    const [row] = await q<{ id: string }>(
      `select kk.id from kelas_kuliah kk join mata_kuliah mk on mk.id = kk.id_mata_kuliah join label_kelas lk on lk.id = kk.id_label_kelas
       where mk.kode = $1 and lk.nama = $2 and kk.periode = $3`,
      [kode, label, periode],
    );
    if (!row) throw new Error(`kelas ${kode} ${label} ${periode} tidak ada di data demo`);
    return row.id;
  };
  const userId = async (username: string, collegeId = 1) => {
    const [row] = await q<{ id: number }>('select id from users where username = $1 and college_id = $2', [username, collegeId]);
    return row!.id;
  };
  const tif201a = await kelasId('TIF201', 'A');
  const [lain] = await q<{ username: string }>(
    `select u.username from dosen d join users u on u.id = d.user_id
     where d.college_id = 1 and not exists (select 1 from kelas_pengajar kp where kp.id_dosen = d.id and kp.id_kelas_kuliah = $1)
     order by u.username limit 1`,
    [tif201a],
  );
  const [mhsLain] = await q<{ username: string }>(
    `select u.username from mahasiswa m join users u on u.id = m.user_id
     where m.college_id = 1 and not exists (select 1 from kelas_peserta kp where kp.id_mahasiswa = m.id and kp.id_kelas_kuliah = $1)
     order by u.username limit 1`,
    [tif201a],
  );
  const [operator, operatorLaporan, dosen, dosenLain, mahasiswa, mahasiswaLain, operator2] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, lain!.username, 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, mhsLain!.username, 'mahasiswa123'),
    loginHeaders(t.app, 'operator2', 'operator123', 2),
  ]);
  return { t, operator, operatorLaporan, dosen, dosenLain, mahasiswa, mahasiswaLain, operator2, q, kelasId, userId };
}

export type PertemuanDb = {
  id: number;
  id_kelas_kuliah: string;
  nomor: number;
  status: string;
  jenis: string;
  judul: string;
  waktu_mulai: Date;
  waktu_selesai: Date;
  id_ruangan: number | null;
  id_sesi: number | null;
};

/** Meetings of a class by nomor, straight from the database. */
export async function pertemuanKelas(f: Fixture, idKelas: string) {
  return f.q<PertemuanDb>(
    'select id, id_kelas_kuliah, nomor, status, jenis, judul, waktu_mulai, waktu_selesai, id_ruangan, id_sesi from pertemuan where id_kelas_kuliah = $1 order by nomor',
    [idKelas],
  );
}

/** The row as stored, to prove a refused write changed nothing. */
export async function snapshot(f: Fixture, id: number) {
  const [row] = await f.q('select * from pertemuan where id = $1', [id]);
  return JSON.stringify(row);
}

export const iso = (d: Date | number) => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');
export const HOUR = 3600_000;
