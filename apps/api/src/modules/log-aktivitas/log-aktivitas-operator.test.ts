import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOLOM_EKSPOR_LOG_AKTIVITAS } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logAktivitas } from '../../db/schema';
import { bacaSelWaktu } from '../../lib/waktu-ekspor';
import { seedAdminAccounts, type AdminAccounts } from '../pengaturan/pengaturan.fixtures';
import { getPengaturan } from '../pengaturan/pengaturan.service';

let t: TestContext;
let a: AdminAccounts;
const IP = '192.0.2.77';
const IP_BANYAK = '192.0.2.99';
const BANYAK = 1205;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedAdminAccounts(t.app, t.database.db, '10.82.0');
  const { fx } = a;
  const row = (collegeId: number, userId: number, role: string, waktu: string, extra: Partial<typeof logAktivitas.$inferInsert> = {}) => ({
    collegeId,
    userId,
    role,
    waktu: new Date(waktu),
    jenisAktivitas: 'ubah_silabus',
    detail: 'Mengubah silabus kelas uji',
    ipAddress: IP,
    ...extra,
  });
  await t.database.db.insert(logAktivitas).values([
    // 2026-11-11 in WIB runs from 2026-11-10T17:00Z to 2026-11-11T16:59:59Z.
    row(1, fx.dosen.user.id, 'ROLE_DOSEN', '2026-11-10T17:00:00Z'),
    row(1, fx.dosen.user.id, 'ROLE_DOSEN', '2026-11-11T05:00:00Z', { operator: 'operator', detail: 'Diubah lewat Login Akun Lain' }),
    row(1, fx.mahasiswa.user.id, 'ROLE_MAHASISWA', '2026-11-11T16:59:59Z', { jenisAktivitas: 'tambah_pertemuan' }),
    row(1, fx.mahasiswa.user.id, 'ROLE_MAHASISWA', '2026-11-11T17:00:00Z'),
    row(2, fx.dosen2.id, 'ROLE_DOSEN', '2026-11-11T05:00:00Z'),
  ]);
  // Many entries at one instant: the export must page through them by id as well as time.
  await t.database.db.insert(logAktivitas).values(
    Array.from({ length: BANYAK }, (_, i) => row(1, fx.dosen.user.id, 'ROLE_DOSEN', '2026-10-01T03:00:00Z', { ipAddress: IP_BANYAK, detail: `Entri ${i + 1}` })),
  );
});
afterAll(async () => t?.close());

const URL = '/api/v2/lms/log_aktivitas';
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
type Item = { detail: string; waktu: string; role: string; operator: string | null; jenis_aktivitas: string; user: { id: number } };
const list = async (q: string, who: keyof AdminAccounts['h'] = 'laporan') => {
  const res = await get(`${URL}?${q}`, a.h[who]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; meta: { total_items: number; total_pages: number; per_page: number } };
};

describe('guards of the operator log', () => {
  it('need a login', async () => {
    for (const url of [URL, `${URL}/export_excel`, `${URL}/jenis_aktivitas`]) expect((await get(url, { 'college-id': '1' })).statusCode, url).toBe(401);
  });
  it('need read on laporan: lecturers, students and operators without it are refused', async () => {
    for (const who of ['dosen', 'mahasiswa', 'konfigurasiBaca'] as const) {
      expect((await get(URL, a.h[who])).statusCode, who).toBe(403);
      expect((await get(`${URL}/export_excel`, a.h[who])).statusCode, who).toBe(403);
    }
  });
  it('refuse a token of college 1 with header college-id 2, and show each college only its own log', async () => {
    expect((await get(URL, { ...a.h.laporan, 'college-id': '2' })).statusCode).toBe(403);
    const c1 = await list(`ip_address=${IP}&ignore_default_pagination=true`);
    expect(c1.data.map((r) => r.user.id)).not.toContain(a.fx.dosen2.id);
    const c2 = await list(`ip_address=${IP}`, 'operator2');
    expect(c2.data.map((r) => r.user.id)).toEqual([a.fx.dosen2.id]);
  });
});

describe('GET /api/v2/lms/log_aktivitas', () => {
  it('lists newest first with the user, the kind label and pagination meta', async () => {
    const res = await list(`ip_address=${IP}&per_page=2`);
    expect(res.meta).toMatchObject({ total_items: 4, per_page: 2, total_pages: 2 });
    expect(res.data.map((r) => r.waktu)).toEqual(['2026-11-11T17:00:00Z', '2026-11-11T16:59:59Z']);
    expect(res.data[1]).toMatchObject({ jenis_aktivitas: 'tambah_pertemuan', jenis_aktivitas_label: 'Tambah Pertemuan', user: { username: 'uji.mahasiswa' } });
  });

  it('moves the end of a same-instant range to 23:59:59 of that day in the college zone', async () => {
    expect((await getPengaturan(t.app.deps, 1)).pengaturan_sistem.time_zone).toBe('Asia/Jakarta');
    const same = await list(`ip_address=${IP}&waktu_awal=2026-11-10T17:00:00Z&waktu_akhir=2026-11-10T17:00:00Z`);
    expect(same.data.map((r) => r.waktu).sort()).toEqual(['2026-11-10T17:00:00Z', '2026-11-11T05:00:00Z', '2026-11-11T16:59:59Z']);
    const range = await list(`ip_address=${IP}&waktu_awal=2026-11-11T05:00:00Z&waktu_akhir=2026-11-11T17:00:00Z`);
    expect(range.meta.total_items).toBe(3);
  });

  it('filters by kind (repeatable), user, role, IP, validity and search', async () => {
    const { fx } = a;
    expect((await list(`ip_address=${IP}&jenis_aktivitas=tambah_pertemuan`)).meta.total_items).toBe(1);
    expect((await list(`ip_address=${IP}&jenis_aktivitas=tambah_pertemuan&jenis_aktivitas=ubah_silabus`)).meta.total_items).toBe(4);
    expect((await list(`ip_address=${IP}&id_user=${fx.mahasiswa.user.id}`)).data.every((r) => r.user.id === fx.mahasiswa.user.id)).toBe(true);
    expect((await list(`ip_address=${IP}&role=ROLE_DOSEN`)).meta.total_items).toBe(2);
    const viaOperator = await list(`ip_address=${IP}&is_valid=false`);
    expect(viaOperator.data.map((r) => r.operator)).toEqual(['operator']);
    expect((await list(`ip_address=${IP}&is_valid=true`)).meta.total_items).toBe(3);
    expect((await list(`ip_address=${IP}&search=login akun lain`)).meta.total_items).toBe(1);
    expect((await list(`ip_address=${IP}&search=uji.mahasiswa`)).meta.total_items).toBe(2);
    expect((await list('ip_address=203.0.113.1')).meta.total_items).toBe(0);
  });

  it('refuses bad filters with an Indonesian message naming the field', async () => {
    const cases: [string, string][] = [
      ['waktu_awal=kemarin', 'waktu_awal'],
      ['waktu_awal=2026-11-12T00:00:00Z&waktu_akhir=2026-11-11T00:00:00Z', 'waktu_akhir'],
      ['role=ROLE_ADMIN', 'role'],
      ['id_user=abc', 'id_user'],
      ['is_valid=mungkin', 'is_valid'],
      ['jenis_aktivitas=terbang', 'jenis_aktivitas'],
      ['per_page=5000', 'per_page'],
    ];
    for (const [q, field] of cases) {
      const res = await get(`${URL}?${q}`, a.h.laporan);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().status.message, q).toContain(field);
    }
  });
});

describe('GET /api/v2/lms/log_aktivitas/export_excel', () => {
  const rowsOf = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  };

  it('streams every matching entry (no page limit) under Indonesian headers', async () => {
    const res = await get(`${URL}/export_excel?ip_address=${IP_BANYAK}&per_page=10`, a.h.laporan);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(KOLOM_EKSPOR_LOG_AKTIVITAS.map((h) => (h === 'Waktu' ? 'Waktu (WIB)' : h)));
    expect(rows).toHaveLength(BANYAK + 1);
    const details = new Set(rows.slice(1).map((r) => r[6]));
    expect(details.size).toBe(BANYAK);
  });

  it('applies the same filters as the list; the time is a date cell in the college zone', async () => {
    const res = await get(`${URL}/export_excel?ip_address=${IP}&is_valid=false`, a.h.laporan);
    const rows = await rowsOf(res.rawPayload);
    expect(rows.slice(1)).toHaveLength(1);
    const [[no, waktu, ...rest]] = rows.slice(1) as [unknown[]];
    // 2026-11-11T05:00:00Z is 12:00 in WIB: a real date (sortable, filterable), not the text '11/11/2026, 12:00'.
    expect([no, bacaSelWaktu(waktu), ...rest]).toEqual([1, '2026-11-11 12:00:00', 'uji.dosen', 'Bambang Uji Pratama', 'Dosen', 'Ubah Silabus', 'Diubah lewat Login Akun Lain', IP, 'operator']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cell = wb.worksheets[0]!.getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect(cell.numFmt).toMatch(/d.*m.*y.*h.*m/i);
  });

  it('refuses bad filters before sending a file', async () => {
    const res = await get(`${URL}/export_excel?waktu_awal=besok`, a.h.laporan);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('waktu_awal');
  });
});

describe('GET /api/v2/lms/log_aktivitas/jenis_aktivitas', () => {
  it('includes the settings change kind', async () => {
    const res = await get(`${URL}/jenis_aktivitas`, a.h.laporan);
    expect(res.json().data).toContainEqual({ jenis_aktivitas: 'ubah_pengaturan', label: 'Ubah Pengaturan' });
  });
});
