import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONFIGURASI_BAWAAN, KONFIGURASI_KEYS, type Pengaturan } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { collegeHostnames, colleges, logAktivitas, pengaturan } from '../../db/schema';
import { seedAdminAccounts, type AdminAccounts } from './pengaturan.fixtures';
import { getPengaturan } from './pengaturan.service';

let t: TestContext;
let a: AdminAccounts;
beforeAll(async () => {
  t = await createTestApp();
  a = await seedAdminAccounts(t.app, t.database.db, '10.81.0');
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const URL = '/api/v2/lms/pengaturan';
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });
const logs = async (collegeId: number) =>
  db().select().from(logAktivitas).where(and(eq(logAktivitas.collegeId, collegeId), eq(logAktivitas.jenisAktivitas, 'ubah_pengaturan')));
const current = async (): Promise<Pengaturan> => (await get(URL, a.h.operator)).json().data;

describe('guards of the settings endpoints', () => {
  it('need a login', async () => {
    for (const url of [URL, `${URL}/me`, '/api/v1/configuration', `${URL}/integrasi_nilai/kelas_kuliah`]) {
      expect((await get(url, { 'college-id': '1' })).statusCode, url).toBe(401);
    }
    expect((await put({ 'college-id': '1' }, { konfigurasi: KONFIGURASI_BAWAAN })).statusCode).toBe(401);
  });

  it('refuse a token of college 1 with header college-id 2', async () => {
    expect((await get(URL, { ...a.h.operator, 'college-id': '2' })).statusCode).toBe(403);
    expect((await put({ ...a.h.operator, 'college-id': '2' }, { konfigurasi: KONFIGURASI_BAWAAN })).statusCode).toBe(403);
  });

  it('let only operators with read on konfigurasi read the whole document', async () => {
    expect((await get(URL, a.h.konfigurasiBaca)).statusCode).toBe(200);
    for (const who of ['laporan', 'dosen', 'mahasiswa'] as const) expect((await get(URL, a.h[who])).statusCode, who).toBe(403);
  });

  it('let only operators with write on konfigurasi change it, and write nothing otherwise', async () => {
    const before = await logs(1);
    const body = { konfigurasi: { ...KONFIGURASI_BAWAAN, deadline: 30 } };
    for (const who of ['konfigurasiBaca', 'laporan', 'dosen', 'mahasiswa'] as const) expect((await put(a.h[who], body)).statusCode, who).toBe(403);
    expect((await current()).konfigurasi.deadline).not.toBe(30);
    expect(await logs(1)).toHaveLength(before.length);
  });
});

describe('GET /api/v2/lms/pengaturan', () => {
  it("answers the college's stored values completed by the defaults, per college", async () => {
    const p = await current();
    const [c1] = await db().select().from(colleges).where(eq(colleges.id, 1));
    expect(p.pengaturan_sistem.time_zone).toBe(c1!.timeZone);
    expect(p.pengaturan_sistem.ukuran_max_file).toMatchObject(c1!.ukuranMaxFile);
    // Keys the seed never stored still come with their defaults.
    expect(p.pengaturan_sistem.ukuran_max_file.tugas.lampiran_soal).toBeGreaterThan(0);
    expect(p.pengaturan_kelas).toMatchObject(c1!.pengaturanKelas);
    expect(p.pengaturan_kelas.presensi_qr.is_active).toBe(false);
    expect(p.multisite.copyright).toBe(c1!.copyright);
    const hosts = await db().select().from(collegeHostnames).where(eq(collegeHostnames.collegeId, 1));
    expect(p.multisite.hostnames.sort()).toEqual(hosts.map((h) => h.hostname).sort());
    const p2 = (await get(URL, a.h.operator2)).json().data as Pengaturan;
    const [c2] = await db().select().from(colleges).where(eq(colleges.id, 2));
    expect(p2.multisite.copyright).toBe(c2!.copyright);
    expect(p2.multisite.hostnames).not.toContain(p.multisite.hostnames[0]);
  });
});

describe('PUT /api/v2/lms/pengaturan', () => {
  it('refuses bad input with an Indonesian message naming the field, and writes nothing', async () => {
    const p = await current();
    const before = await logs(1);
    const cases: [unknown, string][] = [
      [{}, 'minimal satu bagian'],
      [{ pengaturan_sistem: { ...p.pengaturan_sistem, time_zone: 'Europe/Paris' } }, 'time_zone'],
      [{ pengaturan_sistem: { ...p.pengaturan_sistem, ukuran_max_file: { ...p.pengaturan_sistem.ukuran_max_file, banner: -1 } } }, 'banner'],
      [{ pengaturan_kelas: { ...p.pengaturan_kelas, syarat_kehadiran_online_mahasiswa: { ...p.pengaturan_kelas.syarat_kehadiran_online_mahasiswa, video_persen: 120 } } }, 'video_persen'],
      [{ pengaturan_nilai: [{ periode: 20261, forum: 10, kuis: 10, tugas: 10, uts: 10, uas: 10 }] }, 'jumlah bobot'],
      [{ konfigurasi: { ...p.konfigurasi, attendance_percentage: 'banyak' } }, 'attendance_percentage'],
      [{ multisite: { ...p.multisite, hostnames: ['bukan host!'] } }, 'hostnames'],
      [{ pelaku_integrasi_nilai: { kelas_kuliah: 'mahasiswa', rekap_nilai: 'operator' } }, 'pelaku_integrasi_nilai.kelas_kuliah'],
    ];
    for (const [body, field] of cases) {
      const res = await put(a.h.operator, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().status.message, field).toContain(field);
    }
    expect(await current()).toEqual(p);
    expect(await logs(1)).toHaveLength(before.length);
  });

  it("refuses a hostname another college uses, naming the field, and keeps the college's hostnames", async () => {
    const p = await current();
    const p2 = (await get(URL, a.h.operator2)).json().data as Pengaturan;
    const res = await put(a.h.operator, { multisite: { ...p.multisite, hostnames: [...p.multisite.hostnames, p2.multisite.hostnames[0]] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('multisite.hostnames');
    expect((await current()).multisite.hostnames).toEqual(p.multisite.hostnames);
  });

  it('replaces the sections sent, keeps the others, logs once and is read back by every module through the service', async () => {
    const p = await current();
    const before = await logs(1);
    // Warm the cache first: the change must invalidate it.
    await getPengaturan(t.app.deps, 1);
    const kelas = { ...p.pengaturan_kelas, syarat_kehadiran_online_mahasiswa: { ...p.pengaturan_kelas.syarat_kehadiran_online_mahasiswa, ebook_detik: 90 } };
    const nilai = [{ periode: 20261, forum: 10, kuis: 20, tugas: 20, uts: 20, uas: 30 }];
    const res = await put(a.h.operator, { pengaturan_kelas: kelas, pengaturan_nilai: nilai, konfigurasi: { ...p.konfigurasi, deadline: 14 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe('Pengaturan berhasil disimpan');
    const after = await current();
    expect(after).toEqual({ ...p, pengaturan_kelas: kelas, pengaturan_nilai: nilai, konfigurasi: { ...p.konfigurasi, deadline: 14 } });
    expect((await getPengaturan(t.app.deps, 1)).pengaturan_kelas.syarat_kehadiran_online_mahasiswa.ebook_detik).toBe(90);
    const me = (await get(`${URL}/me`, a.h.mahasiswa)).json().data;
    expect(me.pengaturan_kelas.syarat_kehadiran_online_mahasiswa.ebook_detik).toBe(90);
    const [row] = await db().select().from(pengaturan).where(eq(pengaturan.collegeId, 1));
    expect(row!.updatedBy).not.toBeNull();
    const added = (await logs(1)).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]!.detail).toBe('Mengubah Pengaturan Kelas, Pengaturan Nilai, Konfigurasi Perkuliahan');
    // College 2 is untouched.
    expect(((await get(URL, a.h.operator2)).json().data as Pengaturan).konfigurasi.deadline).not.toBe(14);
  });

  it('changes the upload limit the file endpoints enforce', async () => {
    const p = await current();
    const ukuran = { ...p.pengaturan_sistem.ukuran_max_file, tugas: { ...p.pengaturan_sistem.ukuran_max_file.tugas, lampiran_soal: 0.5 } };
    expect((await put(a.h.operator, { pengaturan_sistem: { ...p.pengaturan_sistem, ukuran_max_file: ukuran } })).statusCode).toBe(200);
    const { storagerUploadTarget } = await import('../storager/storager.service');
    const [op] = await db().select().from(colleges).where(eq(colleges.id, 1));
    const actor = { userId: 0, college: op!, role: 'SYSTEM' as const, username: 'LMS:SYSTEM', operator: null, ip: null };
    const target = await storagerUploadTarget(t.app.deps, actor, { name: 'soal.pdf' } as never, { kind: 'lampiran_tugas', id_kelas_kuliah: '' });
    expect(target.maxBytes).toBe(500_000);
  });
});

describe('the settings cache', () => {
  it('drops a college when another process announces a change on the bus', async () => {
    // Earlier tests changed settings; on PostgreSQL their notices reach the bus asynchronously (LISTEN) and one
    // arriving late would empty the cache under this test. The bus delivers in order: once a marker published now
    // has arrived, every earlier notice has too.
    const bus = t.app.deps.events;
    await new Promise<void>((resolve) => {
      const off = bus.subscribe({ streams: ['pengaturan'], collegeId: 1, userId: 0, role: 'SYSTEM' }, () => {
        off();
        resolve();
      });
      void bus.publish({ stream: 'pengaturan', event: 'pengaturan_changed', collegeId: 1, audience: { kind: 'college' }, data: { bagian: ['pengaturan_sistem'] } });
    });
    const sapaan = (await getPengaturan(t.app.deps, 1)).pengaturan_sistem.sapaan;
    await db().update(colleges).set({ sapaan: 'Salam dari proses lain' }).where(eq(colleges.id, 1));
    expect((await getPengaturan(t.app.deps, 1)).pengaturan_sistem.sapaan).toBe(sapaan);
    await t.app.deps.events.publish({ stream: 'pengaturan', event: 'pengaturan_changed', collegeId: 1, audience: { kind: 'college' }, data: { bagian: ['pengaturan_sistem'] } });
    let now = sapaan;
    for (let i = 0; i < 50 && now === sapaan; i++) {
      await new Promise((r) => setTimeout(r, 50));
      now = (await getPengaturan(t.app.deps, 1)).pengaturan_sistem.sapaan;
    }
    expect(now).toBe('Salam dari proses lain');
  });
});

describe('GET /api/v1/configuration and /api/v2/lms/pengaturan/integrasi_nilai/{id}', () => {
  it('give every role of the college the configuration keys, all or those asked for', async () => {
    const p = await current();
    for (const who of ['dosen', 'mahasiswa', 'laporan'] as const) {
      const res = await get('/api/v1/configuration', a.h[who]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(KONFIGURASI_KEYS.map((key) => ({ key, value: p.konfigurasi[key] })));
    }
    const two = await get('/api/v1/configuration?key=deadline&key=start_lecture', a.h.dosen);
    expect(two.json().data.map((r: { key: string }) => r.key)).toEqual(['start_lecture', 'deadline']);
    const bad = await get('/api/v1/configuration?key=warna', a.h.dosen);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('key');
  });

  it('answer who integrates grades from a page, refusing an unknown page', async () => {
    const p = await current();
    const res = await get(`${URL}/integrasi_nilai/rekap_nilai`, a.h.dosen);
    expect(res.json().data).toMatchObject({ halaman: 'rekap_nilai', pelaku: p.pelaku_integrasi_nilai.rekap_nilai });
    const bad = await get(`${URL}/integrasi_nilai/beranda`, a.h.dosen);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('id');
  });
});
