import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JENIS_PRESENSI_BAWAAN, PESAN_DATA_SISTEM, periodeLabel } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { hitung, masuk, operatorDengan, satu, type Headers } from '../pengguna/pengguna.fixtures';
import { listJenisPresensi } from './data-sistem.repo';

/**
 * /data-sistem periods and attendance types: guards of every endpoint (401, role, data_sistem read vs write,
 * another college), bad input (400 naming the field, nothing written), the current semester, in-use refusals.
 */
let t: TestContext;
const h: Record<string, Headers> = {};
const B = '/api/v2/lms/data_sistem';

beforeAll(async () => {
  t = await createTestApp();
  h.dosen = await masuk(t, 'dosen', 'dosen123');
  h.mahasiswa = await masuk(t, 'mahasiswa', 'mahasiswa123');
  h.laporan = await masuk(t, 'operator.laporan', 'operator123');
  h.operator2 = await masuk(t, 'operator2', 'operator123', 2);
  h.baca = (await operatorDengan(t, 'uji.ds.baca', { data_sistem: 'read' })).h;
  h.tulis = (await operatorDengan(t, 'uji.ds.tulis', { data_sistem: 'write' })).h;
});
afterAll(async () => t?.close());

const req = (method: string, url: string, headers: Headers, payload?: object) => t.app.inject({ method: method as 'GET', url, headers, payload });
const periode = { tahun: 2030, semester: 1, tanggal_mulai: '2030-08-26', tanggal_selesai: '2031-01-24' };

describe('guards', () => {
  const ENDPOINTS: [string, string, object | undefined, 'read' | 'write'][] = [
    ['GET', `${B}/periode`, undefined, 'read'],
    ['POST', `${B}/periode`, periode, 'write'],
    ['PUT', `${B}/periode/20252`, { tanggal_mulai: '2026-02-16', tanggal_selesai: '2026-07-10' }, 'write'],
    ['DELETE', `${B}/periode/20252`, undefined, 'write'],
    ['PUT', `${B}/periode/20252/berjalan`, undefined, 'write'],
    ['GET', `${B}/jenis_presensi`, undefined, 'read'],
    ['PUT', `${B}/jenis_presensi/izin`, { nama: 'Izin', is_active: true }, 'write'],
  ];

  it('401 without a login; 403 for lecturers, students, operators without data_sistem and a token of another college', async () => {
    for (const [m, url, body] of ENDPOINTS) {
      expect((await req(m, url, { 'college-id': '1' }, body)).statusCode, `${m} ${url}`).toBe(401);
      for (const k of ['dosen', 'mahasiswa', 'laporan']) expect((await req(m, url, h[k]!, body)).statusCode, `${k} ${m} ${url}`).toBe(403);
      expect((await req(m, url, { ...h.tulis!, 'college-id': '2' }, body)).statusCode, `${m} ${url}`).toBe(403);
    }
  });

  it('read reads, write is needed to change', async () => {
    for (const [m, url, body, need] of ENDPOINTS) {
      const res = await req(m, url, h.baca!, body);
      expect(res.statusCode, `${m} ${url}`).toBe(need === 'read' ? 200 : 403);
    }
  });
});

describe('periods', () => {
  it("lists the college's periods newest first with dates in its calendar; college 2 sees its own", async () => {
    const res = await req('GET', `${B}/periode?per_page=50`, h.baca!);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { periode: number; nama: string; tanggal_mulai: string; is_current: boolean }[];
    expect(data).toHaveLength(await hitung(t, 'periode where college_id = 1'));
    expect(data.map((p) => p.periode)).toEqual([...data.map((p) => p.periode)].sort((a, b) => b - a));
    const cur = data.find((p) => p.is_current)!;
    expect(cur.nama).toBe(periodeLabel(cur.periode));
    // Seeded as 2026-08-31T00:00:00+07:00: the first day in WIB.
    if (cur.periode === 20261) expect(cur.tanggal_mulai).toBe('2026-08-31');
    const c2 = await req('GET', `${B}/periode?per_page=50`, h.operator2!);
    expect(c2.json().meta.total_items).toBe(await hitung(t, 'periode where college_id = 2'));
  });

  it('400 naming the field for a bad year, semester or date order; nothing written', async () => {
    const before = await hitung(t, 'periode');
    const cases: [object, string][] = [
      [{ ...periode, tahun: 1999 }, 'tahun'],
      [{ ...periode, semester: 5 }, 'semester'],
      [{ ...periode, tanggal_mulai: '2030-02-30' }, 'tanggal_mulai'],
      [{ ...periode, tanggal_selesai: '2030-08-01' }, 'tanggal_selesai'],
    ];
    for (const [body, field] of cases) {
      const res = await req('POST', `${B}/periode`, h.tulis!, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().status.message, field).toContain(`${field} —`);
    }
    expect(await hitung(t, 'periode')).toBe(before);
  });

  it('adds a period (code 10 × year + semester), refuses it twice, changes its dates, logged', async () => {
    const res = await req('POST', `${B}/periode`, h.tulis!, periode);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ periode: 20301, nama: '2030/2031 Ganjil', tahun: 2030, semester: 1, tanggal_mulai: '2030-08-26', tanggal_selesai: '2031-01-24', is_current: false });
    const stored = await satu<{ mulai: string }>(t, `select to_char(tanggal_mulai at time zone 'UTC', 'YYYY-MM-DD HH24:MI') mulai from periode where college_id = 1 and kode = 20301`);
    expect(stored!.mulai).toBe('2030-08-25 17:00');
    expect((await req('POST', `${B}/periode`, h.tulis!, periode)).statusCode).toBe(409);
    const ubah = await req('PUT', `${B}/periode/20301`, h.tulis!, { tanggal_mulai: '2030-09-02', tanggal_selesai: '2031-01-31' });
    expect(ubah.json().data).toMatchObject({ tanggal_mulai: '2030-09-02', tanggal_selesai: '2031-01-31' });
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas in ('tambah_data_sistem', 'ubah_data_sistem') and detail like '%2030/2031 Ganjil%'`)).toBe(2);
    // College 2 does not have it.
    expect((await req('PUT', `${B}/periode/20301`, h.operator2!, { tanggal_mulai: '2030-09-02', tanggal_selesai: '2031-01-31' })).statusCode).toBe(404);
  });

  it('sets the current semester: exactly one per college, seen by /v1/semester_akademik_berjalan', async () => {
    const awal = (await satu<{ kode: number }>(t, `select kode from periode where college_id = 1 and is_current`))!.kode;
    const res = await req('PUT', `${B}/periode/20301/berjalan`, h.tulis!);
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_DATA_SISTEM.periodeBerjalanDiatur('2030/2031 Ganjil'));
    expect(await hitung(t, 'periode where college_id = 1 and is_current')).toBe(1);
    expect((await req('GET', '/api/v1/semester_akademik_berjalan', h.baca!)).json().data.periode).toBe(20301);
    expect(await hitung(t, 'periode where college_id = 2 and is_current')).toBe(1);
    // The current one stays; put the seeded one back and delete the new one.
    const hapusBerjalan = await req('DELETE', `${B}/periode/20301`, h.tulis!);
    expect(hapusBerjalan.statusCode).toBe(409);
    expect(hapusBerjalan.json().status.message).toBe(PESAN_DATA_SISTEM.periodeBerjalanDihapus);
    await req('PUT', `${B}/periode/${awal}/berjalan`, h.tulis!);
    expect((await req('DELETE', `${B}/periode/20301`, h.tulis!)).statusCode).toBe(200);
    expect(await hitung(t, 'periode where college_id = 1 and kode = 20301')).toBe(0);
  });

  it('a period with classes is never deleted (409 naming the count)', async () => {
    const p = (await satu<{ kode: number; n: number }>(
      t,
      `select p.kode, count(k.id)::int n from periode p join kelas_kuliah k on k.college_id = p.college_id and k.periode = p.kode where p.college_id = 1 and not p.is_current group by p.kode limit 1`,
    ))!;
    const res = await req('DELETE', `${B}/periode/${p.kode}`, h.tulis!);
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(PESAN_DATA_SISTEM.dipakai(`Periode ${periodeLabel(p.kode)}`, `${p.n} kelas kuliah`));
    expect(await hitung(t, 'periode where college_id = 1 and kode = $1', [p.kode])).toBe(1);
  });
});

describe('attendance types', () => {
  it('lists izin and sakit of the college (college 2 has sakit switched off)', async () => {
    const c1 = (await req('GET', `${B}/jenis_presensi`, h.baca!)).json().data;
    expect(c1.map((j: { kode: string; is_active: boolean }) => [j.kode, j.is_active])).toEqual([
      ['izin', true],
      ['sakit', true],
    ]);
    const c2 = (await req('GET', `${B}/jenis_presensi`, h.operator2!)).json().data;
    expect(c2.find((j: { kode: string }) => j.kode === 'sakit').is_active).toBe(false);
  });

  it('400 naming the field or the code; the change is stored and logged', async () => {
    const bad = await req('PUT', `${B}/jenis_presensi/izin`, h.tulis!, { nama: '', is_active: true });
    expect(bad.json().status.message).toContain('nama —');
    const kode = await req('PUT', `${B}/jenis_presensi/alpa`, h.tulis!, { nama: 'Alpa', is_active: true });
    expect(kode.statusCode).toBe(400);
    expect(kode.json().status.message).toContain('kode');
    const ok = await req('PUT', `${B}/jenis_presensi/sakit`, h.tulis!, { nama: 'Sakit (surat dokter)', is_active: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ kode: 'sakit', nama: 'Sakit (surat dokter)', is_active: false });
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas = 'ubah_data_sistem' and detail like '%jenis presensi sakit%'`)).toBe(1);
  });

  it('listJenisPresensi: stored rows over the defaults, per college', async () => {
    const c1 = await listJenisPresensi(t.database.db, 1);
    expect(c1.sakit).toMatchObject({ nama: 'Sakit (surat dokter)', is_active: false });
    await t.database.query(`delete from jenis_presensi where college_id = 2 and kode = 'izin'`);
    const c2 = await listJenisPresensi(t.database.db, 2);
    expect(c2.izin).toEqual({ id: null, kode: 'izin', ...JENIS_PRESENSI_BAWAAN.izin });
    expect(c2.sakit.is_active).toBe(false);
  });
});
