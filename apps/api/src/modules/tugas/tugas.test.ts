import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tugasItem } from '@lms/shared';
import { HOUR, isoAt, setupTugasFixture, type TugasFixture } from './tugas.fixtures';
import { multipart, PDF_MINI } from '../storager/multipart.test-helper';

let f: TugasFixture;
beforeAll(async () => {
  f = await setupTugasFixture();
});
afterAll(async () => f?.t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const snapshotTugas = async () => JSON.stringify(await f.q('select * from tugas order by id'));
const registry = async (id: number) => (await f.q<Record<string, unknown>>(`select * from aktivitas_kelas where jenis = 'tugas' and id_sumber = $1`, [String(id)]))[0];

describe('POST /api/v2/lms/tugas', () => {
  it('creates a task in the meeting, registered as a graded activity and logged, with sanitized description', async () => {
    const res = await inject('POST', '/api/v2/lms/tugas', f.dosen, f.body({ is_syarat_hadir: true, jenis_file_diterima: ['pdf', 'pdf'] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe('Berhasil menambahkan tugas');
    const t = tugasItem.parse(res.json().data);
    expect(t).toMatchObject({ id_pertemuan: f.idPertemuan, id_kelas_kuliah: f.idKelas, jenis: 'individu', status: 'berlangsung', jenis_file_diterima: ['pdf'] });
    expect(t.deskripsi).toBe('<p>Kerjakan soal <strong>1-5</strong></p>');
    expect(t.rekap).toMatchObject({ jumlah_pengumpulan: 0, status_nilai: 'belum_berakhir' });
    const reg = await registry(t.id);
    expect(reg).toMatchObject({ id_pertemuan: f.idPertemuan, judul: t.judul, syarat_hadir: true, dinilai: true });
    const [log] = await f.q<{ detail: string }>(`select detail from log_aktivitas where jenis_aktivitas = 'tambah_tugas' order by id desc limit 1`);
    expect(log!.detail).toContain(t.judul);
    // count_activity of the meeting reads the registry
    const p = await inject('GET', `/api/v2/lms/pertemuan/${f.idPertemuan}`, f.dosen);
    const n = await f.q<{ n: number }>(`select count(*)::int n from aktivitas_kelas where jenis = 'tugas' and id_pertemuan = $1`, [f.idPertemuan]);
    expect(p.json().data.count_activity.tugas).toBe(n[0]!.n);
  });

  it('lets an operator with write choose the meeting; refuses 401, students, read-only operators, outsiders, other colleges', async () => {
    const before = await snapshotTugas();
    expect((await inject('POST', '/api/v2/lms/tugas', { 'college-id': '1' }, f.body())).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) expect((await inject('POST', '/api/v2/lms/tugas', h, f.body())).statusCode).toBe(403);
    expect((await inject('POST', '/api/v2/lms/tugas', { ...f.dosen, 'college-id': '2' }, f.body())).statusCode).toBe(403);
    // a meeting of college 2 does not exist for college 1
    expect((await inject('POST', '/api/v2/lms/tugas', f.operator, f.body({ id_pertemuan: f.idPertemuan2 }))).statusCode).toBe(404);
    // the lecturer does not teach that class
    expect((await inject('POST', '/api/v2/lms/tugas', f.dosen, f.body({ id_pertemuan: f.idPertemuanLain }))).statusCode).toBe(403);
    expect(await snapshotTugas()).toBe(before);
    const res = await inject('POST', '/api/v2/lms/tugas', f.operator, f.body({ id_pertemuan: f.idPertemuanLain, judul: 'Tugas operator' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id_pertemuan).toBe(f.idPertemuanLain);
  });

  it('400 naming the field, with nothing written', async () => {
    const before = await snapshotTugas();
    const now = Date.now();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id_pertemuan: null }, 'id_pertemuan', 'Pertemuan wajib diisi'],
      [{ judul: '' }, 'judul', 'Judul wajib diisi'],
      [{ jenis: 'pasangan' }, 'jenis', 'Jenis tugas wajib dipilih'],
      [{ waktu_selesai: isoAt(now - 2 * HOUR) }, 'waktu_selesai', 'Waktu selesai tidak boleh kurang dari waktu mulai'],
      [{ izinkan_terlambat: true, batas_terlambat: isoAt(now) }, 'batas_terlambat', 'Batas keterlambatan'],
      [{ pengumpulan_teks: false, pengumpulan_file: false }, 'pengumpulan_file', 'Pilih minimal satu cara pengumpulan'],
      [{ ukuran_maks_mb: 5000 }, 'ukuran_maks_mb', 'batas kampus'],
      [{ nilai_maks: 0 }, 'nilai_maks', ''],
    ];
    for (const [o, field, msg] of cases) {
      const res = await inject('POST', '/api/v2/lms/tugas', f.dosen, f.body(o));
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(res.json().status.message).toContain(field);
      expect(res.json().status.message).toContain(msg);
    }
    expect(await snapshotTugas()).toBe(before);
  });
});

describe('GET /api/v2/lms/tugas and /{id}', () => {
  it('lists tasks of the caller\'s classes with filters, and never another college\'s', async () => {
    const k = await f.create({ jenis: 'kelompok', judul: 'Proyek Kelompok' });
    const mine = await inject('GET', '/api/v2/lms/tugas?jenis_tugas=kelompok&ignore_default_pagination=true', f.dosen);
    expect(mine.statusCode).toBe(200);
    const items = mine.json().data.map((x: unknown) => tugasItem.parse(x));
    expect(items.some((x: { id: number }) => x.id === k.id)).toBe(true);
    expect(items.every((x: { jenis: string }) => x.jenis === 'kelompok')).toBe(true);
    const s = await inject('GET', `/api/v2/lms/tugas?id_kelas_kuliah=${encodeURIComponent(f.idKelas)}&ignore_default_pagination=true`, f.mahasiswa);
    const si = s.json().data.map((x: unknown) => tugasItem.parse(x));
    expect(si.length).toBeGreaterThan(0);
    expect(si.every((x: { saya: unknown; rekap: unknown }) => x.saya !== null && x.rekap === null)).toBe(true);
    expect(si.find((x: { id: number }) => x.id === k.id).saya).toMatchObject({ status_pengumpulan: 'belum_mengumpulkan', boleh_kumpul: false, id_kelompok: null });
    // a student outside the class does not see it; college 2 sees none of college 1
    const out = await inject('GET', '/api/v2/lms/tugas?ignore_default_pagination=true', f.mahasiswaLain);
    expect(out.json().data.some((x: { id: number }) => x.id === k.id)).toBe(false);
    const c2 = await inject('GET', '/api/v2/lms/tugas?ignore_default_pagination=true', f.operator2);
    const ids1 = new Set((await f.q<{ id: number }>('select id from tugas where college_id = 1')).map((r) => r.id));
    expect(c2.json().data.some((x: { id: number }) => ids1.has(x.id))).toBe(false);
    expect((await inject('GET', '/api/v2/lms/tugas', { 'college-id': '1' })).statusCode).toBe(401);
    expect((await inject('GET', '/api/v2/lms/tugas', f.operatorLaporan)).statusCode).toBe(403);
    expect((await inject('GET', '/api/v2/lms/tugas?jenis_tugas=lain', f.dosen)).statusCode).toBe(400);
  });

  it('filters what a student still has to hand in', async () => {
    const t = await f.create({ judul: 'Belum dikumpulkan' });
    const url = '/api/v2/lms/tugas?belum_dikumpulkan=true&ignore_default_pagination=true';
    expect((await inject('GET', url, f.mahasiswa)).json().data.some((x: { id: number }) => x.id === t.id)).toBe(true);
    const m = multipart([{ name: 'teks', value: '<p>Jawaban</p>' }]);
    expect((await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/pengumpulan`, headers: { ...f.mahasiswa, ...m.headers }, payload: m.payload })).statusCode).toBe(200);
    expect((await inject('GET', url, f.mahasiswa)).json().data.some((x: { id: number }) => x.id === t.id)).toBe(false);
  });

  it('detail: 401, 403 outside the class, 404 for another college\'s task', async () => {
    const t = await f.create();
    expect((await inject('GET', `/api/v2/lms/tugas/${t.id}`, { 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) expect((await inject('GET', `/api/v2/lms/tugas/${t.id}`, h)).statusCode).toBe(403);
    expect((await inject('GET', `/api/v2/lms/tugas/${t.id}`, f.operator2)).statusCode).toBe(404);
    const ok = await inject('GET', `/api/v2/lms/tugas/${t.id}`, f.mahasiswa);
    expect(ok.json().data.can).toEqual({ edit: false, nilai: false, kumpul: true });
  });
});

describe('PUT and DELETE /api/v2/lms/tugas/{id}', () => {
  it('updates the registry with the task; refuses outsiders and a meeting of another class', async () => {
    const t = await f.create();
    const before = await snapshotTugas();
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) expect((await inject('PUT', `/api/v2/lms/tugas/${t.id}`, h, f.body({ judul: 'X' }))).statusCode).toBe(403);
    expect((await inject('PUT', `/api/v2/lms/tugas/${t.id}`, f.dosen, f.body({ id_pertemuan: f.idPertemuanLain }))).statusCode).toBe(400);
    expect(await snapshotTugas()).toBe(before);
    const selesai = isoAt(Date.now() + 72 * HOUR);
    const res = await inject('PUT', `/api/v2/lms/tugas/${t.id}`, f.dosen, f.body({ judul: 'Laporan Revisi', waktu_selesai: selesai }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ judul: 'Laporan Revisi', waktu_selesai: selesai });
    const reg = await registry(t.id);
    expect(reg!.judul).toBe('Laporan Revisi');
    expect(new Date(reg!.waktu_selesai as string).toISOString()).toBe(new Date(selesai).toISOString());
  });

  it('refuses changing jenis once something was handed in', async () => {
    const t = await f.create();
    const m = multipart([{ name: 'files', filename: 'jawaban.pdf', content: PDF_MINI }]);
    expect((await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/pengumpulan`, headers: { ...f.mahasiswa, ...m.headers }, payload: m.payload })).statusCode).toBe(200);
    const res = await inject('PUT', `/api/v2/lms/tugas/${t.id}`, f.dosen, f.body({ jenis: 'kelompok' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('Jenis tugas tidak dapat diubah');
  });

  it('deletes the task with its registry row, facts and files', async () => {
    const t = await f.create();
    const m = multipart([{ name: 'files', filename: 'jawaban.pdf', content: PDF_MINI }]);
    const sub = await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/pengumpulan`, headers: { ...f.mahasiswa, ...m.headers }, payload: m.payload });
    const fileId = sub.json().data.pengumpulan.files[0].id as string;
    expect((await inject('DELETE', `/api/v2/lms/tugas/${t.id}`, f.mahasiswa)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/v2/lms/tugas/${t.id}`, f.operator2)).statusCode).toBe(404);
    const res = await inject('DELETE', `/api/v2/lms/tugas/${t.id}`, f.dosen);
    expect(res.statusCode).toBe(200);
    expect(await registry(t.id)).toBeUndefined();
    expect(await f.q('select 1 from tugas_pengumpulan where id_tugas = $1', [t.id])).toEqual([]);
    expect(await f.q('select 1 from files where id = $1', [fileId])).toEqual([]);
    expect((await inject('GET', `/api/v2/lms/tugas/${t.id}`, f.dosen)).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  it('uploads lampiran_tugas readable by participants, removes them, refuses students', async () => {
    const t = await f.create();
    const m = multipart([{ name: 'files', filename: 'soal.pdf', content: PDF_MINI }]);
    const denied = await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/lampiran`, headers: { ...f.mahasiswa, ...m.headers }, payload: m.payload });
    expect(denied.statusCode).toBe(403);
    const res = await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/lampiran`, headers: { ...f.dosen, ...m.headers }, payload: m.payload });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data.lampiran[0];
    expect(file).toMatchObject({ name: 'soal.pdf', extension: 'pdf' });
    const dl = await inject('GET', file.url, f.mahasiswa);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF_MINI)).toBe(true);
    expect((await inject('GET', file.url, f.mahasiswaLain)).statusCode).toBe(403);
    const bad = multipart([{ name: 'files', filename: 'virus.exe', content: Buffer.from('MZ') }]);
    expect((await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/lampiran`, headers: { ...f.dosen, ...bad.headers }, payload: bad.payload })).statusCode).toBe(415);
    const del = await inject('DELETE', `/api/v2/lms/tugas/${t.id}/lampiran/${file.id}`, f.dosen);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.lampiran).toEqual([]);
    expect((await inject('GET', file.url, f.dosen)).statusCode).toBe(404);
  });
});
