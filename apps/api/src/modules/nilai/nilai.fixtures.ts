import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';

/** Fixtures of the grade tests: the demo class TIF201 A (20261), its components, and the accounts around it. */

export type Headers = Record<string, string>;

export async function setupNilaiFixture() {
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
  const [operator, operatorLaporan, dosen, dosenLain, mahasiswa, operator2] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, lain!.username, 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, 'operator2', 'operator123', 2),
  ]);
  const komponen = await q<{ id: number; jenis: string }>('select id, jenis from siakad_komponen_nilai where id_kelas_kuliah = $1 order by id', [idKelas]);
  const komponenTugas = komponen.find((k) => k.jenis === 'tugas')!.id;
  const base = `/api/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(idKelas)}`;
  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `${base}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** Opens (or moves) the entry window of a type as the operator of the built-in Siakad. */
  const setWindow = async (jenis: string, mulai: Date, selesai: Date) => {
    const res = await inject('PUT', '/siakad/waktu_entri', operator, { jenis, waktu_entri_nilai_start: mulai.toISOString(), waktu_entri_nilai_end: selesai.toISOString() });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  const setKunci = async (dikunci: boolean) => {
    const res = await inject('PUT', '/siakad/kunci', operator, { is_nilai_dikunci: dikunci });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  return { t, q, idKelas, base, inject, komponenTugas, komponen, setWindow, setKunci, operator, operatorLaporan, dosen, dosenLain, mahasiswa, operator2 };
}

export type NilaiFixture = Awaited<ReturnType<typeof setupNilaiFixture>>;
export type { TestContext };
