import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import type { PengaturanKelas, PengaturanSistem } from '@lms/shared';
import type { TestContext } from '../../../test/helpers';
import { setupKelasDemo } from '../../../test/kelas-demo';
import { multipart, type Part } from '../storager/multipart.test-helper';

export type Headers = Record<string, string>;
type Pengaturan = { pengaturan_sistem: PengaturanSistem; pengaturan_kelas: PengaturanKelas };

/** Fixtures of the materials tests: the demo accounts, a class taught by `dosen`, its meetings, the demo media. */

const asset = (name: string) => fs.readFileSync(new URL(`../../db/seed/assets/${name}`, import.meta.url));
export const PDF = asset('materi-demo.pdf');
export const MP4 = asset('materi-demo.mp4');
export const MP3 = asset('materi-demo.mp3');

export type MateriFixture = {
  t: TestContext;
  operator: Headers;
  operatorLaporan: Headers;
  /** Read-only on kelas_kuliah. */
  operatorKelas: Headers;
  dosen: Headers;
  /** An active lecturer of college 1 who does not teach the class. */
  dosenLain: Headers;
  mahasiswa: Headers;
  /** An active student of college 1 who is not in the class. */
  mahasiswaLain: Headers;
  operator2: Headers;
  q: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  userId: (username: string, collegeId?: number) => Promise<number>;
  idKelas: string;
  /** An online meeting and an offline meeting of the class (made so when the demo has none). */
  online: number;
  offline: number;
  /** Another meeting of the same class. */
  lain: number;
  /** A meeting of college 2. */
  pertemuan2: number;
  kirim: (method: 'POST' | 'PUT', url: string, headers: Headers, parts: Part[]) => Promise<LightMyRequestResponse>;
  buat: (headers: Headers, over?: Record<string, string | null>, file?: { filename: string; content: Buffer } | null) => Promise<LightMyRequestResponse>;
  count: (table: string, where?: string, params?: unknown[]) => Promise<number>;
  /** Keys under the college's materi prefix in storage (to prove a refused upload left no bytes). */
  storedKeys: () => Promise<string[]>;
  setPengaturan: (mutate: (p: Pengaturan) => void) => Promise<void>;
};

export const iso = (ms: number) => new Date(ms).toISOString();


export async function setupMateri(): Promise<MateriFixture> {
  const f = await setupKelasDemo();
  const idKelas = f.idKelas;
  const meetings = await f.q<{ id: number; jenis: string; nomor: number }>('select id, jenis, nomor from pertemuan where id_kelas_kuliah = $1 order by nomor', [idKelas]);
  const [a, b, c] = meetings;
  if (!c) throw new Error('kelas TIF201 A tanpa pertemuan di data demo');
  await f.q(`update pertemuan set jenis = 'online' where id = any($1::int[])`, [[a!.id, c.id]]);
  await f.q(`update pertemuan set jenis = 'offline' where id = $1`, [b!.id]);
  const [p2] = await f.q<{ id: number }>('select id from pertemuan where college_id = 2 order by id limit 1');

  const kirim = (method: 'POST' | 'PUT', url: string, headers: Headers, parts: Part[]) => {
    const body = multipart(parts);
    return f.t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const buat = (headers: Headers, over: Record<string, string | null> = {}, file: { filename: string; content: Buffer } | null = { filename: 'modul.pdf', content: PDF }) => {
    const fields: Record<string, string | null> = {
      id_pertemuan: String(a!.id),
      tipe_file: 'ebook',
      judul: 'Modul Bab 1',
      deskripsi: 'Pengantar mata kuliah',
      jenis_materi: 'modul',
      tampil_sekarang: 'true',
      is_syarat_hadir: 'false',
      ...over,
    };
    const parts: Part[] = Object.entries(fields)
      .filter((e): e is [string, string] => e[1] !== null)
      .map(([name, value]) => ({ name, value }));
    if (file) parts.push({ name: 'file', ...file });
    return kirim('POST', '/api/v2/lms/materi', headers, parts);
  };
  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    (await f.q<{ n: number }>(`select count(*)::int n from ${table} where ${where}`, params))[0]!.n;
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const o of f.t.app.deps.storage.list('1/materi/')) keys.push(o.key);
    return keys.sort();
  };
  const setPengaturan = async (mutate: (p: Pengaturan) => void) => {
    const cur = (await f.t.app.inject({ url: '/api/v2/lms/pengaturan', headers: f.operator })).json().data as Pengaturan;
    const body = { pengaturan_sistem: structuredClone(cur.pengaturan_sistem), pengaturan_kelas: structuredClone(cur.pengaturan_kelas) };
    mutate(body);
    const res = await f.t.app.inject({ method: 'PUT', url: '/api/v2/lms/pengaturan', headers: f.operator, payload: body });
    if (res.statusCode !== 200) throw new Error(`pengaturan: ${res.statusCode} ${res.body}`);
  };
  return { ...f, idKelas, online: a!.id, offline: b!.id, lain: c!.id, pertemuan2: p2!.id, kirim, buat, count, storedKeys, setPengaturan };
}

/** Moves a student's opening (and last play report) back in time, as if they had waited. */
export async function mundurkanBuka(f: MateriFixture, idMateri: number, username: string, detik: number) {
  const uid = await f.userId(username);
  await f.q(
    `update materi_progres set waktu_buka = waktu_buka - make_interval(secs => $3), waktu_lapor = waktu_lapor - make_interval(secs => $3) where id_materi = $1 and id_user = $2`,
    [idMateri, uid, detik],
  );
}
