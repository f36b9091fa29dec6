import { createTestApp, loginHeaders } from './helpers';

export type Headers = Record<string, string>;

/**
 * The demo class TIF201 A (period 20261, college 1) and the accounts module tests refuse or allow around it: its
 * lecturer `dosen` and student `mahasiswa`, an active lecturer and an active student of college 1 outside it, the
 * operators (full, laporan read, kelas_kuliah read) and college 2's operator. Every id is looked up in the demo data.
 */
export async function setupKelasDemo() {
  const t = await createTestApp();
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params)).rows;
  const [kelas] = await q<{ id: string }>(
    `select kk.id from kelas_kuliah kk join mata_kuliah mk on mk.id = kk.id_mata_kuliah join label_kelas lk on lk.id = kk.id_label_kelas
     where kk.college_id = 1 and mk.kode = 'TIF201' and lk.nama = 'A' and kk.periode = 20261`,
  );
  const idKelas = kelas!.id;
  const [lain] = await q<{ username: string }>(
    `select u.username from dosen d join users u on u.id = d.user_id
     where d.college_id = 1 and u.is_active and not exists (select 1 from kelas_pengajar kp where kp.id_dosen = d.id and kp.id_kelas_kuliah = $1)
     order by u.username limit 1`,
    [idKelas],
  );
  const [mhsLain] = await q<{ username: string }>(
    `select u.username from mahasiswa m join users u on u.id = m.user_id
     where m.college_id = 1 and u.is_active and not exists (select 1 from kelas_peserta kp where kp.id_mahasiswa = m.id and kp.id_kelas_kuliah = $1)
     order by u.username limit 1`,
    [idKelas],
  );
  const [operator, operatorLaporan, operatorKelas, dosen, dosenLain, mahasiswa, mahasiswaLain, operator2] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'operator.kelas', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, lain!.username, 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, mhsLain!.username, 'mahasiswa123'),
    loginHeaders(t.app, 'operator2', 'operator123', 2),
  ]);
  const userId = async (username: string, collegeId = 1) =>
    (await q<{ id: number }>('select id from users where username = $1 and college_id = $2', [username, collegeId]))[0]!.id;
  return { t, q, userId, idKelas, operator, operatorLaporan, operatorKelas, dosen, dosenLain, mahasiswa, mahasiswaLain, operator2 };
}
