import type { FastifyInstance } from 'fastify';
import { createTestApp, loginHeaders } from '../../../test/helpers';
import { registerAktivitas } from '../aktivitas/aktivitas.service';
import type { Fixture, Headers } from '../pertemuan/pertemuan.fixtures';

/** Test fixtures of the chat and forum test files: the pertemuan fixture plus a second student and content ids. */

export type ChatFixture = Omit<Fixture, 'kelasId'> & {
  kelasId: Fixture['kelasId'];
  kelas: string;
  /** Another participant of TIF201 A. */
  mahasiswa2: Headers;
  ids: { dosen: number; mahasiswa: number; mahasiswa2: number; mahasiswaLain: number; operator: number };
  /** An exam of TIF201 A in the activity registry (its comments group is LMS-UJIAN-{id}). */
  idUjian: string;
  /** A task of TIF201 A in the activity registry. */
  idTugas: string;
  app: FastifyInstance;
  count: (table: string, where?: string, params?: unknown[]) => Promise<number>;
};

export async function setupChat(): Promise<ChatFixture> {
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
  const userId = async (username: string, collegeId = 1) => (await q<{ id: number }>('select id from users where username = $1 and college_id = $2', [username, collegeId]))[0]!.id;
  const kelas = await kelasId('TIF201', 'A');
  const one = async (sql: string) => (await q<{ id: number; username: string }>(sql, [kelas]))[0]!;
  // Active accounts only: the demo campus has deactivated users too.
  const m2 = await one(`select u.id, u.username from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
     where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' and u.is_active order by u.username limit 1`);
  const mLain = await one(`select u.id, u.username from mahasiswa m join users u on u.id = m.user_id where m.college_id = 1 and u.is_active
     and not exists (select 1 from kelas_peserta kp where kp.id_mahasiswa = m.id and kp.id_kelas_kuliah = $1) order by u.username limit 1`);
  const dLain = await one(`select u.id, u.username from dosen d join users u on u.id = d.user_id where d.college_id = 1 and u.is_active
     and not exists (select 1 from kelas_pengajar kp where kp.id_dosen = d.id and kp.id_kelas_kuliah = $1) order by u.username limit 1`);
  const [operator, operatorLaporan, dosen, dosenLain, mahasiswa, mahasiswa2, mahasiswaLain, operator2] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, dLain.username, 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, m2.username, 'mahasiswa123'),
    loginHeaders(t.app, mLain.username, 'mahasiswa123'),
    loginHeaders(t.app, 'operator2', 'operator123', 2),
  ]);
  const suffix = String(Date.now() % 1_000_000);
  const idUjian = `9${suffix}`;
  const idTugas = `8${suffix}`;
  const db = t.app.deps.db;
  await registerAktivitas(db, { collegeId: 1, idKelasKuliah: kelas, idPertemuan: null, jenis: 'ujian', idSumber: idUjian, judul: 'Kuis Struktur Data' });
  await registerAktivitas(db, { collegeId: 1, idKelasKuliah: kelas, idPertemuan: null, jenis: 'tugas', idSumber: idTugas, judul: 'Tugas Linked List' });
  const count = async (table: string, where = 'true', params: unknown[] = []) => (await q<{ n: number }>(`select count(*)::int n from ${table} where ${where}`, params))[0]!.n;
  return {
    t,
    q,
    kelasId,
    userId,
    operator,
    operatorLaporan,
    dosen,
    dosenLain,
    mahasiswa,
    mahasiswaLain,
    operator2,
    kelas,
    mahasiswa2,
    ids: { dosen: await userId('dosen'), mahasiswa: await userId('mahasiswa'), mahasiswa2: m2.id, mahasiswaLain: mLain.id, operator: await userId('operator') },
    idUjian,
    idTugas,
    app: t.app,
    count,
  };
}

export type Req = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; headers: Headers; payload?: unknown };

/** app.inject with JSON; returns status and parsed body. */
export async function call(f: Pick<ChatFixture, 'app'>, r: Req) {
  const res = await f.app.inject({ method: r.method ?? 'GET', url: r.url, headers: r.headers, payload: r.payload as object | undefined });
  const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
  return { status: res.statusCode, body, raw: res };
}

export const groupUrl = (id: string, rest = '') => `/api/v2/chat/group/${encodeURIComponent(id)}${rest}`;
