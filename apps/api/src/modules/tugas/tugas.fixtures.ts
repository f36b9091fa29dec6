import { loginHeaders, type TestContext } from '../../../test/helpers';
import { setupKelasDemo } from '../../../test/kelas-demo';
import { multipart, type Part } from '../storager/multipart.test-helper';

/** Fixtures of the task tests: the demo class TIF201 A, its meetings, accounts of its students, task helpers. */

export const HOUR = 3600_000;
export const isoAt = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export type Headers = Record<string, string>;

export type TugasFixture = {
  t: TestContext;
  operator: Headers;
  operatorLaporan: Headers;
  dosen: Headers;
  /** A lecturer of college 1 who does not teach TIF201 A. */
  dosenLain: Headers;
  mahasiswa: Headers;
  /** An active student of college 1 who is not in TIF201 A. */
  mahasiswaLain: Headers;
  operator2: Headers;
  q: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  userId: (username: string, collegeId?: number) => Promise<number>;
  idKelas: string;
  idPertemuan: number;
  /** A meeting of another class of college 1 the `dosen` account does not teach. */
  idPertemuanLain: number;
  /** A meeting of college 2. */
  idPertemuan2: number;
  /** Logged-in participants of TIF201 A other than `mahasiswa` (username → headers). */
  peserta: { username: string; idMahasiswa: number; userId: number; headers: Headers }[];
  idMahasiswaDemo: number;
  body: (o?: Record<string, unknown>) => Record<string, unknown>;
  create: (o?: Record<string, unknown>, headers?: Headers) => Promise<{ id: number; [k: string]: unknown }>;
  submit: (id: number, headers: Headers, parts: Part[]) => Promise<Awaited<ReturnType<TestContext['app']['inject']>>>;
};


export async function setupTugasFixture(): Promise<TugasFixture> {
  const f = await setupKelasDemo();
  const idKelas = f.idKelas;
  const meetings = await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor', [idKelas]);
  const [lain] = await f.q<{ id: number }>(
    `select p.id from pertemuan p where p.college_id = 1 and not exists (
       select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
       where kp.id_kelas_kuliah = p.id_kelas_kuliah and u.username = 'dosen') order by p.id limit 1`,
  );
  const [p2] = await f.q<{ id: number }>('select id from pertemuan where college_id = 2 order by id limit 1');
  const rows = await f.q<{ username: string; id_mahasiswa: number; user_id: number }>(
    `select u.username, m.id id_mahasiswa, u.id user_id from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
     where kp.id_kelas_kuliah = $1 and u.is_active order by u.username`,
    [idKelas],
  );
  const demo = rows.find((r) => r.username === 'mahasiswa')!;
  const others = rows.filter((r) => r.username !== 'mahasiswa').slice(0, 3);
  const peserta = await Promise.all(
    others.map(async (r) => ({ username: r.username, idMahasiswa: r.id_mahasiswa, userId: r.user_id, headers: await loginHeaders(f.t.app, r.username, 'mahasiswa123') })),
  );
  const idPertemuan = meetings[0]!.id;
  const now = Date.now();
  const body = (o: Record<string, unknown> = {}) => ({
    id_pertemuan: idPertemuan,
    judul: 'Laporan Praktikum 1',
    deskripsi: '<p>Kerjakan soal <strong>1-5</strong></p><script>x()</script>',
    jenis: 'individu',
    waktu_mulai: isoAt(now - HOUR),
    waktu_selesai: isoAt(now + 48 * HOUR),
    ...o,
  });
  const create = async (o: Record<string, unknown> = {}, headers: Headers = f.dosen) => {
    const res = await f.t.app.inject({ method: 'POST', url: '/api/v2/lms/tugas', headers, payload: body(o) });
    if (res.statusCode !== 200) throw new Error(`create tugas ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const submit = async (id: number, headers: Headers, parts: Part[]) => {
    const m = multipart(parts);
    return f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${id}/pengumpulan`, headers: { ...headers, ...m.headers }, payload: m.payload });
  };
  return { ...f, idKelas, idPertemuan, idPertemuanLain: lain!.id, idPertemuan2: p2!.id, peserta, idMahasiswaDemo: demo.id_mahasiswa, body, create, submit };
}

