import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_PENGGUNA, PESAN_VALIDASI, hariIni, normalizeHakAkses, tanggalLahirPalingLambat } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { hitung, masuk, operatorDengan, satu, type Headers } from './pengguna.fixtures';

/**
 * /pengguna: list, detail, create, change (spec 1 §2.4 data master; §5 rules). Guards: no login 401, lecturers,
 * students and operators without data_master 403, read vs write, a college-1 token with college-id 2 403; college 2's
 * users never appear; bad input 400 naming the field with nothing written.
 */
let t: TestContext;
const h: Record<string, Headers> = {};
let prodiTI: number;
let prodi2: number;

beforeAll(async () => {
  t = await createTestApp();
  h.operator = await masuk(t, 'operator', 'operator123');
  h.laporan = await masuk(t, 'operator.laporan', 'operator123');
  h.dosen = await masuk(t, 'dosen', 'dosen123');
  h.mahasiswa = await masuk(t, 'mahasiswa', 'mahasiswa123');
  h.operator2 = await masuk(t, 'operator2', 'operator123', 2);
  h.baca = (await operatorDengan(t, 'uji.pengguna.baca', { data_master: 'read' })).h;
  prodiTI = (await satu<{ id: number }>(t, `select id from prodi where college_id = 1 and kode = '55201'`))!.id;
  prodi2 = (await satu<{ id: number }>(t, `select id from prodi where college_id = 2 order by id limit 1`))!.id;
});
afterAll(async () => t?.close());

const URL = '/api/v2/lms/pengguna';
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const post = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: URL, headers, payload });
const put = (id: number, headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload });
const mahasiswaBaru = (extra: Record<string, unknown> = {}) => ({
  role: 'mahasiswa',
  nim: '2025999001',
  nama: 'Dimas Uji Saputra',
  email: 'dimas@uji.ac.id',
  telepon: '081234567890',
  nik: '3174012345678901',
  id_prodi: prodiTI,
  angkatan: 2025,
  tanggal_lahir: '2006-02-01',
  nama_orang_tua: 'Bapak Uji',
  tanggal_lahir_orang_tua: '1970-05-05',
  password: 'rahasia123',
  ...extra,
});

describe('GET /v2/lms/pengguna', () => {
  it('401 without a login; 403 for lecturers, students, operators without data_master and a token of another college', async () => {
    expect((await get(`${URL}?role=mahasiswa`, { 'college-id': '1' })).statusCode).toBe(401);
    for (const k of ['dosen', 'mahasiswa', 'laporan']) expect((await get(`${URL}?role=mahasiswa`, h[k]!)).statusCode, k).toBe(403);
    expect((await get(`${URL}?role=mahasiswa`, { ...h.operator!, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('400 naming role when it is missing or unknown', async () => {
    for (const q of ['', '?role=admin']) {
      const res = await get(`${URL}${q}`, h.baca!);
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain('role');
    }
  });

  it('lists one role of the college ordered by name, with one total, to a reader of data_master', async () => {
    const total = await hitung(t, `users where college_id = 1 and role = 'ROLE_MAHASISWA'`);
    const res = await get(`${URL}?role=mahasiswa&per_page=7&page=2`, h.baca!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 2, per_page: 7, total_items: total, total_pages: Math.ceil(total / 7) });
    expect(body.data).toHaveLength(7);
    const names = (body.data as { nama: string }[]).map((u) => u.nama.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(body.data.every((u: { role: string; nomor_induk: string | null }) => u.role === 'mahasiswa' && u.nomor_induk)).toBe(true);
  });

  it("never shows college 2's users, and college 2 sees only its own", async () => {
    const c2 = (await satu<{ username: string }>(t, `select username from users where college_id = 2 and role = 'ROLE_DOSEN' limit 1`))!.username;
    const mine = await get(`${URL}?role=dosen&per_page=100&search=${encodeURIComponent(c2)}`, h.baca!);
    expect(mine.json().data.map((u: { username: string }) => u.username)).not.toContain(c2);
    const theirs = await get(`${URL}?role=dosen&per_page=100`, h.operator2!);
    expect(theirs.json().meta.total_items).toBe(await hitung(t, `users where college_id = 2 and role = 'ROLE_DOSEN'`));
  });

  it('searches NIM, name and email; filters study programme, intake year and status', async () => {
    const m = (await satu<{ nim: string; nama: string; angkatan: number; id_prodi: number }>(
      t,
      `select m.nim, u.nama, m.angkatan, m.id_prodi from mahasiswa m join users u on u.id = m.user_id where m.college_id = 1 and u.is_active order by m.nim limit 1`,
    ))!;
    const byNim = (await get(`${URL}?role=mahasiswa&search=${m.nim}`, h.baca!)).json().data;
    expect(byNim.map((u: { nomor_induk: string }) => u.nomor_induk)).toContain(m.nim);
    const filtered = (await get(`${URL}?role=mahasiswa&per_page=100&id_prodi=${m.id_prodi}&angkatan=${m.angkatan}`, h.baca!)).json();
    expect(filtered.meta.total_items).toBe(await hitung(t, `mahasiswa where college_id = 1 and id_prodi = $1 and angkatan = $2`, [m.id_prodi, m.angkatan]));
    await t.database.query(`update users set is_active = false where college_id = 1 and username = (select nim from mahasiswa where college_id = 1 order by nim desc limit 1)`);
    const nonaktif = (await get(`${URL}?role=mahasiswa&is_active=false`, h.baca!)).json();
    expect(nonaktif.meta.total_items).toBeGreaterThan(0);
    expect(nonaktif.meta.total_items).toBe(await hitung(t, `users where college_id = 1 and role = 'ROLE_MAHASISWA' and not is_active`));
    expect(nonaktif.data.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
  });

  it("shows operators' access maps and the seeded personal data", async () => {
    const ops = (await get(`${URL}?role=operator&search=operator.laporan`, h.baca!)).json().data;
    expect(ops[0].hak_akses).toEqual(normalizeHakAkses({ laporan: 'read' }));
    const mhs = (await get(`${URL}?role=mahasiswa&search=mahasiswa`, h.baca!)).json().data.find((u: { username: string }) => u.username === 'mahasiswa');
    expect(mhs.telepon).toMatch(/^0\d{9,}$/);
    expect(mhs.tanggal_lahir).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('GET /v2/lms/pengguna/{id}', () => {
  it("answers a reader, 404 for another college's user, 400 for a bad id", async () => {
    const id = (await satu<{ id: number }>(t, `select id from users where college_id = 1 and username = 'dosen'`))!.id;
    const res = await get(`${URL}/${id}`, h.baca!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, role: 'dosen', username: 'dosen' });
    const other = (await satu<{ id: number }>(t, `select id from users where college_id = 2 limit 1`))!.id;
    expect((await get(`${URL}/${other}`, h.baca!)).statusCode).toBe(404);
    expect((await get(`${URL}/${id}`, h.laporan!)).statusCode).toBe(403);
    expect((await get(`${URL}/abc`, h.baca!)).statusCode).toBe(400);
  });
});

describe('POST /v2/lms/pengguna', () => {
  it('403 for a reader without write and for a token of another college', async () => {
    expect((await post(h.baca!, mahasiswaBaru())).statusCode).toBe(403);
    expect((await post({ ...h.operator!, 'college-id': '2' }, mahasiswaBaru())).statusCode).toBe(403);
    expect((await post({ 'college-id': '1' }, mahasiswaBaru())).statusCode).toBe(401);
  });

  it('400 naming the field for every rule of spec 1 §5, writing nothing', async () => {
    const today = hariIni('Asia/Jakarta');
    const before = await hitung(t, 'users');
    const cases: [Record<string, unknown>, string][] = [
      [{ telepon: '81234567890' }, 'telepon'],
      [{ email: 'dimas@' }, 'email'],
      [{ nik: '12345' }, 'nik'],
      [{ nim: 'x' }, 'nim'],
      [{ password: 'pendek' }, 'password'],
      [{ id_prodi: prodi2 }, 'id_prodi'],
      [{ tanggal_lahir: tanggalLahirPalingLambat(today, 14) }, 'tanggal_lahir'],
      [{ tanggal_lahir_orang_tua: tanggalLahirPalingLambat(today, 29) }, 'tanggal_lahir_orang_tua'],
      [{ tanggal_lahir: '2005-02-30' }, 'tanggal_lahir'],
    ];
    for (const [patch, field] of cases) {
      const res = await post(h.operator!, mahasiswaBaru(patch));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().status.message, field).toContain(`${field} —`);
    }
    const operatorBantuan = await post(h.operator!, { role: 'operator', username: 'op.bantuan', nama: 'Op', password: 'rahasia123', hak_akses: { bantuan: 'write' } });
    expect(operatorBantuan.statusCode).toBe(400);
    expect(operatorBantuan.json().status.message).toContain('bantuan');
    expect(await hitung(t, 'users')).toBe(before);
  });

  it('creates a student (username = NIM) with personal data, logged; the new student can log in', async () => {
    const res = await post(h.operator!, mahasiswaBaru());
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_PENGGUNA.ditambah);
    expect(res.json().data).toMatchObject({ role: 'mahasiswa', username: '2025999001', nomor_induk: '2025999001', angkatan: 2025, telepon: '081234567890', tanggal_lahir_orang_tua: '1970-05-05' });
    expect(res.json().data.prodi.id).toBe(prodiTI);
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas = 'tambah_pengguna' and detail like '%2025999001%'`)).toBe(1);
    await masuk(t, '2025999001', 'rahasia123');
    // The same NIM again: 409 naming it.
    const dup = await post(h.operator!, mahasiswaBaru({ nama: 'Lain' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.message).toBe(PESAN_PENGGUNA.nimDipakai('2025999001'));
  });

  it('creates a lecturer whose username defaults to the NIDN, and an operator with an access map', async () => {
    const dosen = await post(h.operator!, { role: 'dosen', nidn: '0101019901', nama: 'Rina Uji', gelar_depan: 'Dr.', gelar_akademik: 'M.T.', password: 'rahasia123' });
    expect(dosen.statusCode).toBe(200);
    expect(dosen.json().data).toMatchObject({ username: '0101019901', nomor_induk: '0101019901', gelar_depan: 'Dr.', prodi: null });
    const op = await post(h.operator!, { role: 'operator', username: 'Op.Baru', nama: 'Operator Baru', password: 'rahasia123', hak_akses: { data_master: 'read', bantuan: 'read' } });
    expect(op.statusCode).toBe(200);
    expect(op.json().data.hak_akses).toEqual(normalizeHakAkses({ data_master: 'read', bantuan: 'read' }));
    // Usernames are unique without regard to case.
    const dup = await post(h.operator!, { role: 'operator', username: 'op.baru', nama: 'X', password: 'rahasia123' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.message).toBe(PESAN_PENGGUNA.usernameDipakai('op.baru'));
    const me = await get('/api/v2/lms/access_control/me', await masuk(t, 'op.baru', 'rahasia123'));
    expect(me.json().data.find((a: { permission_key: string }) => a.permission_key === 'data_master').akses).toBe('read');
  });
});

describe('PUT /v2/lms/pengguna/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await satu<{ id: number }>(t, `select id from users where college_id = 1 and username = 'mahasiswa'`))!.id;
  });
  const ubah = (extra: Record<string, unknown> = {}) => {
    const { nim: _n, password: _p, ...rest } = mahasiswaBaru({ nama: 'Siti Nurhaliza Uji', ...extra });
    return rest;
  };

  it('403 for a reader and for a token of another college; 404 for a user of another college', async () => {
    expect((await put(id, h.baca!, ubah())).statusCode).toBe(403);
    expect((await put(id, { ...h.operator!, 'college-id': '2' }, ubah())).statusCode).toBe(403);
    expect((await put(id, h.operator2!, { ...ubah(), id_prodi: prodi2 })).statusCode).toBe(404);
  });

  it('400 for another role or a broken rule, changing nothing', async () => {
    const before = await satu(t, `select u.nama, p.telepon from users u left join profil_pengguna p on p.user_id = u.id where u.id = $1`, [id]);
    const role = await put(id, h.operator!, { role: 'dosen', nama: 'X', gelar_depan: '', gelar_akademik: '' });
    expect(role.statusCode).toBe(400);
    expect(role.json().status.message).toContain('role —');
    const tel = await put(id, h.operator!, ubah({ telepon: '0812' }));
    expect(tel.json().status.message).toBe(`Data tidak valid: telepon — ${PESAN_VALIDASI.telepon}`);
    expect(await satu(t, `select u.nama, p.telepon from users u left join profil_pengguna p on p.user_id = u.id where u.id = $1`, [id])).toEqual(before);
  });

  it('changes the person, logged; the NIM stays', async () => {
    const res = await put(id, h.operator!, ubah({ telepon: '089876543210', angkatan: 2024 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nama: 'Siti Nurhaliza Uji', telepon: '089876543210', angkatan: 2024, username: 'mahasiswa' });
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas = 'ubah_pengguna' and detail like '%Siti Nurhaliza Uji%'`)).toBe(1);
  });
});
