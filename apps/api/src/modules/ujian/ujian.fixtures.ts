import type { UjianBody, UjianSoalBody } from '@lms/shared';
import type { TestContext } from '../../../test/helpers';
import { setupKelasDemo } from '../../../test/kelas-demo';

/**
 * Fixtures of the exam tests: the demo class TIF201 A (taught by `dosen`, taken by `mahasiswa`), an active lecturer
 * and student of college 1 outside it, and builders. Every id is looked up in the demo data.
 */

export type Headers = Record<string, string>;

export type UjianFixture = {
  t: TestContext;
  operator: Headers;
  operatorLaporan: Headers;
  dosen: Headers;
  /** An active lecturer of college 1 who does not teach TIF201 A. */
  dosenLain: Headers;
  mahasiswa: Headers;
  /** An active student of college 1 who is not in TIF201 A. */
  mahasiswaLain: Headers;
  operator2: Headers;
  q: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  kelas: string;
  /** A meeting of TIF201 A. */
  idPertemuan: number;
  /** A meeting of another class `dosen` does not teach. */
  pertemuanLain: number;
  req: (method: string, url: string, headers?: Headers, payload?: unknown) => Promise<Awaited<ReturnType<TestContext['app']['inject']>>>;
};

export async function setupUjian(): Promise<UjianFixture> {
  const { t, q, idKelas: kelas, operator, operatorLaporan, dosen, dosenLain, mahasiswa, mahasiswaLain, operator2 } = await setupKelasDemo();
  const [p] = await q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1', [kelas]);
  const [pl] = await q<{ id: number }>(
    `select p.id from pertemuan p join kelas_kuliah k on k.id = p.id_kelas_kuliah
     where k.college_id = 1 and not exists (select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
       where kp.id_kelas_kuliah = k.id and u.username = 'dosen') order by p.id limit 1`,
  );
  const req = (method: string, url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
  return { t, operator, operatorLaporan, dosen, dosenLain, mahasiswa, mahasiswaLain, operator2, q, kelas, idPertemuan: p!.id, pertemuanLain: pl!.id, req };
}

const MIN = 60_000;
export const isoAt = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A valid exam form: running now for an hour, 30 minutes per attempt. */
export function ujianBody(idPertemuan: number, over: Partial<UjianBody> = {}): UjianBody {
  return {
    id_pertemuan: idPertemuan,
    jenis: 'kuis',
    judul: 'Kuis Basis Data',
    deskripsi: '<p>Kerjakan dengan jujur.</p>',
    sifat: 'close',
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: true,
    durasi: 30,
    waktu_mulai: isoAt(-MIN),
    waktu_selesai: isoAt(60 * MIN),
    tampilkan_kunci_jawaban: false,
    waktu_tampil_kunci: null,
    id_ujian_utama: null,
    peserta_remedial: [],
    ...over,
  };
}

export const soalPilihan = (over: Partial<UjianSoalBody> = {}): UjianSoalBody =>
  ({ jenis: 'pilihan', pertanyaan: '<p>2 + 2 = ?</p>', pilihan: { pilihan: ['3', '4', '5'], kunci: 1 }, ...over }) as UjianSoalBody;
export const soalBenarSalah = (): UjianSoalBody => ({ jenis: 'benar_salah', pertanyaan: '<p>Bumi bulat.</p>', benar_salah: { kunci: 'benar' } }) as UjianSoalBody;
export const soalEsay = (): UjianSoalBody => ({ jenis: 'esay', pertanyaan: '<p>Jelaskan normalisasi.</p>', esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'x' } }) as UjianSoalBody;

/** Creates an exam with one group and the given questions as `dosen`; returns its ids. */
export async function buatUjianDenganSoal(f: UjianFixture, over: Partial<UjianBody> = {}, soal: UjianSoalBody[] = [soalPilihan(), soalBenarSalah(), soalEsay()]) {
  const res = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, over));
  if (res.statusCode !== 200) throw new Error(`buat ujian: ${res.statusCode} ${res.body}`);
  const id = res.json().data.id as number;
  const k = await f.req('POST', `/v2/lms/ujian/${id}/kelompok_soal`, f.dosen, { nama: 'Bagian A', aturan: 'semua' });
  const idKelompok = k.json().data[0].id as number;
  const idSoal: number[] = [];
  for (const s of soal) {
    const r = await f.req('POST', `/v2/lms/ujian/${id}/kelompok_soal/${idKelompok}/soal`, f.dosen, s);
    if (r.statusCode !== 200) throw new Error(`buat soal: ${r.statusCode} ${r.body}`);
    idSoal.push(r.json().data.id);
  }
  return { id, idKelompok, idSoal };
}

export const countRows = async (f: UjianFixture, table: string, where = 'true', params: unknown[] = []) =>
  Number((await f.q<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]!.n);

