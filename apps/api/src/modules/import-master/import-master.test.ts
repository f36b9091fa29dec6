import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_MAX_BYTES, JENIS_IMPORT, KOLOM_IMPORT, pesanUkuranFileMaks } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';
import { dosen, files, importMaster, kelasJadwal, kelasKuliah, kelasPengajar, kelasPeserta, mahasiswa, mataKuliah, prodi, users } from '../../db/schema';
import { LocalDiskStorage } from '../../plugins/storage';
import { multipart, PNG_1X1 } from '../storager/multipart.test-helper';

let t: TestContext;
let dir: string;
let h: Record<'op' | 'opLaporan' | 'dsn' | 'mhs' | 'op2', Record<string, string>>;
const db = () => t.database.db;

async function xlsx(rows: (string | number)[][], sheet = 'Data') {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function readXlsx(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}
function post(jenis: string, content: Buffer, filename: string, headers: Record<string, string> = h.op) {
  const mp = multipart([{ name: 'file', filename, content }]);
  return t.app.inject({ method: 'POST', url: `/api/v2/lms/import_master/${jenis}`, headers: { ...headers, ...mp.headers }, payload: mp.payload });
}
const count = async (table: typeof users | typeof files | typeof importMaster | typeof mahasiswa | typeof dosen | typeof prodi) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const snapshot = async () => ({
  users: await count(users),
  mahasiswa: await count(mahasiswa),
  dosen: await count(dosen),
  prodi: await count(prodi),
  kelas: (await db().select({ n: sql<number>`count(*)::int` }).from(kelasKuliah))[0]!.n,
  peserta: (await db().select({ n: sql<number>`count(*)::int` }).from(kelasPeserta))[0]!.n,
});

beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-import-'));
  t.app.deps.storage = new LocalDiskStorage(dir);
  const [op, opLaporan, dsn, mhs, op2] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, 'operator2', 'operator123', 2),
  ]);
  h = { op: op!, opLaporan: opLaporan!, dsn: dsn!, mhs: mhs!, op2: op2! };
});
afterAll(async () => {
  await t?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const PRODI_HEADER = ['kode', 'nama', 'jenjang', 'penandatangan'];

describe('access to the import', () => {
  it('401 without a token, 403 for a token of another college', async () => {
    const file = await xlsx([PRODI_HEADER, ['99001', 'Prodi Uji', 'S1', '']]);
    expect((await post('prodi', file, 'p.xlsx', { 'college-id': '1' })).statusCode).toBe(401);
    expect((await post('prodi', file, 'p.xlsx', { ...h.op, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('403 for operator.laporan, lecturers and students; nothing written', async () => {
    const before = await snapshot();
    const imports = await count(importMaster);
    const file = await xlsx([PRODI_HEADER, ['99001', 'Prodi Uji', 'S1', '']]);
    for (const who of [h.opLaporan, h.mhs, h.dsn]) expect((await post('prodi', file, 'p.xlsx', who)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v2/lms/import_master/prodi/template', headers: h.opLaporan })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v2/lms/import_master', headers: h.mhs })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await count(importMaster)).toBe(imports);
  });

  it('400 for an unknown jenis, naming it', async () => {
    const res = await post('ruangan', await xlsx([PRODI_HEADER]), 'p.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('jenis');
  });
});

describe('file checks', () => {
  it('a PNG renamed .xlsx, a .txt and a binary .csv are refused (415) without any record', async () => {
    const imports = await count(importMaster);
    const fileRows = await count(files);
    const png = await post('prodi', PNG_1X1, 'data.xlsx');
    expect(png.statusCode).toBe(415);
    expect(png.json().status.message).toContain('.xlsx');
    const txt = await post('prodi', Buffer.from('kode,nama\n'), 'data.txt');
    expect(txt.statusCode).toBe(415);
    expect(txt.json().status.message).toBe('Tipe file .txt tidak diizinkan');
    const bin = await post('prodi', Buffer.from([0x6b, 0x6f, 0x00, 0xff, 0xfe, 0x0a]), 'data.csv');
    expect(bin.statusCode).toBe(415);
    expect(await count(importMaster)).toBe(imports);
    expect(await count(files)).toBe(fileRows);
  });

  it('a file over 5 MB is 413 with the size message', async () => {
    const big = Buffer.concat([Buffer.from('kode,nama,jenjang\n'), Buffer.alloc(IMPORT_MAX_BYTES + 10, 0x61)]);
    const res = await post('prodi', big, 'besar.csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().status.message).toBe(pesanUkuranFileMaks(IMPORT_MAX_BYTES));
  });

  it('a missing file is 400 naming the field', async () => {
    const mp = multipart([{ name: 'catatan', value: 'x' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/lms/import_master/prodi', headers: { ...h.op, ...mp.headers }, payload: mp.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('file');
  });
});

describe('validation: all or nothing', () => {
  it('malformed rows are 422 with errors per row, nothing applied, a failed record and a downloadable report', async () => {
    const before = await snapshot();
    const imports = await count(importMaster);
    const file = await xlsx([
      ['nim', 'nama', 'kode_prodi', 'angkatan', 'email'],
      ['2026999001', 'Mahasiswa Valid', '55201', 2026, ''],
      ['2026999002', 'Prodi Salah', '00000', 1800, 'bukan-email'],
      ['2026999001', 'Duplikat NIM', '55201', 2026, ''],
      ['', 'Tanpa NIM', '55201', 2026, ''],
    ]);
    const res = await post('mahasiswa', file, 'mahasiswa-baru.xlsx');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status.message).toContain('3 dari 4 baris ditolak');
    expect(body.data).toMatchObject({ status: 'failed', total_baris: 4, baris_diterima: 1, baris_ditolak: 3 });
    const errs = body.data.errors as { baris: number; kolom: string; pesan: string }[];
    expect(errs).toContainEqual({ baris: 3, kolom: 'kode_prodi', pesan: 'Prodi dengan kode 00000 tidak terdaftar' });
    expect(errs.some((e) => e.baris === 3 && e.kolom === 'angkatan')).toBe(true);
    expect(errs.some((e) => e.baris === 3 && e.kolom === 'email')).toBe(true);
    expect(errs).toContainEqual({ baris: 4, kolom: 'nim', pesan: 'NIM duplikat dengan baris 2' });
    expect(errs).toContainEqual({ baris: 5, kolom: 'nim', pesan: 'nim wajib diisi' });
    expect(await snapshot()).toEqual(before);
    expect(await count(importMaster)).toBe(imports + 1);
    const [rec] = await db().select().from(importMaster).where(eq(importMaster.id, body.data.id));
    expect(rec).toMatchObject({ status: 'failed', jenis: 'mahasiswa', namaFile: 'mahasiswa-baru.xlsx', barisDitolak: 3 });

    const report = await t.app.inject({ url: body.data.url_laporan, headers: h.op });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('attachment');
    const ws = (await readXlsx(report.rawPayload)).getWorksheet('Laporan')!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header).toContain('Alasan');
    expect(ws.rowCount).toBe(1 + 3);
    const alasan = ws.getRow(2).getCell(header.indexOf('Alasan') + 1).text;
    expect(alasan).toContain('tidak terdaftar');
    // the report belongs to operators (and its owner), not to lecturers
    expect((await t.app.inject({ url: body.data.url_laporan, headers: h.dsn })).statusCode).toBe(403);
  });

  it('a missing required column fails the whole file on row 1', async () => {
    const res = await post('prodi', await xlsx([['kode', 'nama'], ['99002', 'Tanpa Jenjang']]), 'p.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toContainEqual({ baris: 1, kolom: 'jenjang', pesan: 'Kolom jenjang tidak ditemukan pada baris judul' });
    expect(res.json().data.baris_ditolak).toBe(1);
  });

  it('references of another college are not found', async () => {
    const [c2mk] = await db().select().from(mataKuliah).where(eq(mataKuliah.collegeId, 2));
    const header = KOLOM_IMPORT.kelas.map((k) => k.key);
    const row = Object.fromEntries(KOLOM_IMPORT.kelas.map((k) => [k.key, k.contoh]));
    row.kode_mata_kuliah = c2mk!.kode;
    const res = await post('kelas', await xlsx([header, header.map((k) => row[k]!)]), 'kelas.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toContainEqual({ baris: 2, kolom: 'kode_mata_kuliah', pesan: `Mata kuliah dengan kode ${c2mk!.kode} tidak terdaftar` });
  });
});

describe('successful imports', () => {
  it('every template downloads with its headers and an example row that imports as is', async () => {
    for (const jenis of JENIS_IMPORT) {
      const res = await t.app.inject({ url: `/api/v2/lms/import_master/${jenis}/template`, headers: h.op });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="template-import-${jenis}.xlsx"`);
      const wb = await readXlsx(res.rawPayload);
      const ws = wb.getWorksheet('Data')!;
      expect((ws.getRow(1).values as string[]).slice(1)).toEqual(KOLOM_IMPORT[jenis].map((k) => k.key));
      expect(wb.getWorksheet('Petunjuk')).toBeDefined();
      const imported = await post(jenis, res.rawPayload, `template-${jenis}.xlsx`);
      expect(imported.statusCode, `${jenis}: ${imported.body}`).toBe(200);
      expect(imported.json().data).toMatchObject({ status: 'completed', total_baris: 1, baris_diterima: 1, baris_ditolak: 0, errors: [] });
    }
    const [ilkom] = await db().select().from(prodi).where(and(eq(prodi.collegeId, 1), eq(prodi.kode, '55202')));
    expect(ilkom?.nama).toBe('Ilmu Komputer');
  });

  it('imports lecturers and students with accounts (initial password = NIDN / NIM), then re-import updates', async () => {
    const before = await snapshot();
    const dosenFile = await xlsx([
      ['NIDN', 'Nama', 'Gelar Depan', 'Gelar Akademik', 'Email', 'Kode Prodi'],
      ['0501017701', 'Wahyu Hidayat', 'Dr.', 'S.T., M.Kom.', 'wahyu@unm.ac.id', '55201'],
      [501017702, 'Lina Marlina', '', 'S.Kom., M.T.', '', '57201'],
    ]);
    const res = await post('dosen', dosenFile, 'dosen.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe('Import berhasil: 2 baris diterapkan');
    expect((await snapshot()).dosen).toBe(before.dosen + 2);
    // the 9-digit number Excel made of 0501017702 got its leading zero back
    const [lina] = await db().select().from(dosen).where(eq(dosen.nidn, '0501017702'));
    expect(lina).toBeDefined();
    await loginHeaders(t.app, '0501017701', '0501017701');

    const again = await post(
      'dosen',
      await xlsx([
        ['nidn', 'nama', 'gelar_depan', 'gelar_akademik'],
        ['0501017701', 'Wahyu Hidayat Saputra', '', ''],
      ]),
      'dosen-ubah.xlsx',
    );
    expect(again.statusCode).toBe(200);
    expect((await snapshot()).dosen).toBe(before.dosen + 2);
    const [wahyu] = await db().select({ u: users }).from(dosen).innerJoin(users, eq(users.id, dosen.userId)).where(eq(dosen.nidn, '0501017701'));
    // name updated, empty optional cells keep the stored titles and email
    expect(wahyu!.u).toMatchObject({ nama: 'Wahyu Hidayat Saputra', gelarDepan: 'Dr.', gelarAkademik: 'S.T., M.Kom.', email: 'wahyu@unm.ac.id' });
    const report = await t.app.inject({ url: again.json().data.url_laporan, headers: h.op });
    const ws = (await readXlsx(report.rawPayload)).getWorksheet('Laporan')!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(ws.getRow(2).getCell(header.indexOf('Status') + 1).text).toBe('Diperbarui');

    const mhsCsv = Buffer.from(
      '\uFEFFnim;nama;kode_prodi;angkatan;email\r\n2026101901;"Rara; Anindya";55201;2026;\r\n2026101902;Bima Sakti;55201;2026;bima@student.unm.ac.id\r\n',
    );
    const m = await post('mahasiswa', mhsCsv, 'mahasiswa.csv');
    expect(m.statusCode, m.body).toBe(200);
    const [rara] = await db().select({ u: users }).from(mahasiswa).innerJoin(users, eq(users.id, mahasiswa.userId)).where(eq(mahasiswa.nim, '2026101901'));
    expect(rara!.u.nama).toBe('Rara; Anindya');
    await loginHeaders(t.app, '2026101902', '2026101902');
  });

  it('imports a class with teachers, participants, leader and schedule; a re-import replaces the lists', async () => {
    const header = KOLOM_IMPORT.kelas.map((k) => k.key);
    const base: Record<string, string> = {
      periode: '20261',
      kode_mata_kuliah: 'TIF302',
      label: 'D',
      jenis_kelas: 'Karyawan',
      mode_kuliah: 'campuran',
      kapasitas: '30',
      kampus: 'Kampus B Cibubur',
      lingkup: '',
      kode_prodi_kelas: '55201;57201',
      pengajar: '0501017701:dosen_koordinator; 0412078501:asisten',
      peserta: '2026101901;2026101902',
      nim_ketua_kelas: '2026101902',
      jadwal: 'Sabtu 08:00-10:30 Daring; Rabu 18.30-20.10 Gedung A Ruang 401',
    };
    const res = await post('kelas', await xlsx([header, header.map((k) => base[k]!)]), 'kelas.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const [mk] = await db().select().from(mataKuliah).where(and(eq(mataKuliah.collegeId, 1), eq(mataKuliah.kode, 'TIF302')));
    const [k] = await db().select().from(kelasKuliah).where(and(eq(kelasKuliah.idMataKuliah, mk!.id), eq(kelasKuliah.kampusNama, 'Kampus B Cibubur'), eq(kelasKuliah.modeKuliah, 'campuran')));
    expect(k).toMatchObject({ periode: 20261, kapasitas: 30, status: 'akan_dimulai' });
    expect(k!.id.split('_')[2]).toBe(String(mk!.id));
    const pengajar = await db().select({ nidn: dosen.nidn, jabatan: kelasPengajar.jabatan, urutan: kelasPengajar.urutan }).from(kelasPengajar).innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen)).where(eq(kelasPengajar.idKelasKuliah, k!.id));
    expect(pengajar.sort((a, b) => a.urutan - b.urutan)).toEqual([
      { nidn: '0501017701', jabatan: 'dosen_koordinator', urutan: 0 },
      { nidn: '0412078501', jabatan: 'asisten', urutan: 1 },
    ]);
    const peserta = await db().select({ nim: mahasiswa.nim, jabatan: kelasPeserta.jabatan }).from(kelasPeserta).innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa)).where(eq(kelasPeserta.idKelasKuliah, k!.id));
    expect(peserta.sort((a, b) => a.nim.localeCompare(b.nim))).toEqual([
      { nim: '2026101901', jabatan: 'peserta' },
      { nim: '2026101902', jabatan: 'ketua_kelas' },
    ]);
    const jadwal = await db().select().from(kelasJadwal).where(eq(kelasJadwal.idKelasKuliah, k!.id));
    expect(jadwal.map((j) => [j.hari, j.jamMulai, j.jamSelesai, j.ruangan]).sort()).toEqual([
      [3, '18:30:00', '20:10:00', 'Gedung A Ruang 401'],
      [6, '08:00:00', '10:30:00', 'Daring'],
    ]);

    const before = await snapshot();
    const changed: Record<string, string> = { ...base, kapasitas: '25', peserta: '2026101901', nim_ketua_kelas: '2026101901', jadwal: '' };
    const again = await post('kelas', await xlsx([header, header.map((key) => changed[key]!)]), 'kelas-ubah.xlsx');
    expect(again.statusCode, again.body).toBe(200);
    const after = await snapshot();
    expect(after.kelas).toBe(before.kelas);
    expect(after.peserta).toBe(before.peserta - 1);
    const [k2] = await db().select().from(kelasKuliah).where(eq(kelasKuliah.id, k!.id));
    expect(k2!.kapasitas).toBe(25);
    // an empty jadwal cell keeps the stored schedule
    expect(await db().select().from(kelasJadwal).where(eq(kelasJadwal.idKelasKuliah, k!.id))).toHaveLength(2);
  });

  it('rejects class rows with bad lists and over-capacity participants', async () => {
    const header = KOLOM_IMPORT.kelas.map((k) => k.key);
    const row = (o: Record<string, string>) => header.map((k) => o[k] ?? Object.fromEntries(KOLOM_IMPORT.kelas.map((x) => [x.key, x.contoh]))[k]!);
    const res = await post(
      'kelas',
      await xlsx([
        header,
        row({ pengajar: '0412078501:dosen;0421099003:dosen' }),
        row({ label: 'A', kapasitas: '1' }),
        row({ label: 'B', jadwal: 'Senen 07:00-09:00' }),
        row({ label: 'C', nim_ketua_kelas: '2026101902' }),
        row({ label: 'D', periode: '20271' }),
      ]),
      'kelas-salah.xlsx',
    );
    expect(res.statusCode).toBe(422);
    const errs = res.json().data.errors as { baris: number; kolom: string; pesan: string }[];
    expect(errs).toContainEqual({ baris: 2, kolom: 'pengajar', pesan: 'Harus ada tepat satu dosen_koordinator (tercantum 0)' });
    expect(errs).toContainEqual({ baris: 3, kolom: 'peserta', pesan: 'Jumlah peserta (2) melebihi kapasitas (1)' });
    expect(errs.some((e) => e.baris === 4 && e.kolom === 'jadwal')).toBe(true);
    expect(errs.some((e) => e.baris === 5 && e.kolom === 'nim_ketua_kelas')).toBe(true);
    expect(errs).toContainEqual({ baris: 6, kolom: 'periode', pesan: 'Periode 20271 belum terdaftar' });
  });
});

describe('GET /api/v2/lms/import_master (history)', () => {
  it('lists this college imports newest first with paging; college 2 sees none of them', async () => {
    const [{ n }] = (await db().select({ n: sql<number>`count(*)::int` }).from(importMaster).where(eq(importMaster.collegeId, 1))) as [{ n: number }];
    const res = await t.app.inject({ url: '/api/v2/lms/import_master?per_page=3', headers: h.op });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total_items).toBe(n);
    expect(body.data).toHaveLength(Math.min(3, n));
    const item = body.data[0];
    expect(Object.keys(item).sort()).toEqual(['baris_diterima', 'baris_ditolak', 'created_at', 'created_by', 'id', 'jenis', 'nama_file', 'status', 'total_baris', 'url_laporan']);
    expect(item.created_by.nama).toEqual(expect.any(String));
    const times = body.data.map((d: { created_at: string }) => d.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const failed = (await t.app.inject({ url: '/api/v2/lms/import_master?status=failed&per_page=100', headers: h.op })).json();
    expect(failed.data.every((d: { status: string }) => d.status === 'failed')).toBe(true);
    const other = (await t.app.inject({ url: '/api/v2/lms/import_master', headers: h.op2 })).json();
    expect(other.meta.total_items).toBe(0);
    expect((await t.app.inject({ url: '/api/v2/lms/import_master', headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/lms/import_master?per_page=0', headers: h.op })).statusCode).toBe(400);
  });
});
