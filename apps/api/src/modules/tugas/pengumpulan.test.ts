import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pengumpulanSaya } from '@lms/shared';
import { PDF_MINI, PNG_1X1 } from '../storager/multipart.test-helper';
import { HOUR, isoAt, setupTugasFixture, type TugasFixture } from './tugas.fixtures';

let f: TugasFixture;
beforeAll(async () => {
  f = await setupTugasFixture();
});
afterAll(async () => f?.t.close());

const get = (url: string, headers: Record<string, string>, extra: Record<string, string> = {}) => f.t.app.inject({ url, headers: { ...headers, ...extra } });
const facts = async (id: number) =>
  f.q<{ id_user: number; sumber: string; detail: { terlambat: boolean } }>(
    `select s.id_user, s.sumber, s.detail from aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas where a.jenis = 'tugas' and a.id_sumber = $1`,
    [String(id)],
  );
const rows = async (id: number) => JSON.stringify(await f.q('select * from tugas_pengumpulan where id_tugas = $1', [id]));

describe('POST /api/v2/lms/tugas/{id}/pengumpulan', () => {
  it('hands in text and files, records the kerjakan_tugas fact in the same transaction, and lets the student replace it', async () => {
    const t = await f.create({ is_syarat_hadir: true });
    const res = await f.submit(t.id, f.mahasiswa, [
      { name: 'teks', value: '<p>Jawaban saya</p><img src=x onerror=alert(1)>' },
      { name: 'files', filename: 'laporan.pdf', content: PDF_MINI },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe('Berhasil mengumpulkan tugas');
    const d = pengumpulanSaya.parse(res.json().data);
    expect(d.pengumpulan).toMatchObject({ teks: '<p>Jawaban saya</p>', terlambat: false, status: 'tepat_waktu' });
    expect(d.pengumpulan!.files.map((x) => x.name)).toEqual(['laporan.pdf']);
    const userId = await f.userId('mahasiswa');
    expect(await facts(t.id)).toEqual([{ id_user: userId, sumber: 'kumpul', detail: expect.objectContaining({ terlambat: false }) }]);
    const [log] = await f.q<{ detail: string }>(`select detail from log_aktivitas where jenis_aktivitas = 'kumpul_tugas' and user_id = $1 order by id desc limit 1`, [userId]);
    expect(log!.detail).toContain(t.judul as string);
    // replace: drop the PDF, add an image; the fact stays one row
    const old = d.pengumpulan!.files[0]!;
    const again = await f.submit(t.id, f.mahasiswa, [
      { name: 'teks', value: '<p>Revisi</p>' },
      { name: 'files_hapus', value: old.id },
      { name: 'files', filename: 'foto.png', content: PNG_1X1 },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.pengumpulan.files.map((x: { name: string }) => x.name)).toEqual(['foto.png']);
    expect((await facts(t.id)).length).toBe(1);
    expect((await get(old.url, f.mahasiswa)).statusCode).toBe(404);
  });

  it('refuses 401, non-students, students outside the class and other colleges, with nothing written', async () => {
    const t = await f.create();
    const before = await rows(t.id);
    const parts = [{ name: 'teks', value: '<p>x</p>' }];
    expect((await f.submit(t.id, { 'college-id': '1' }, parts)).statusCode).toBe(401);
    for (const h of [f.dosen, f.operator, f.mahasiswaLain]) expect((await f.submit(t.id, h, parts)).statusCode).toBe(403);
    expect((await f.submit(t.id, { ...f.mahasiswa, 'college-id': '2' }, parts)).statusCode).toBe(403);
    expect(await rows(t.id)).toBe(before);
  });

  it('400 naming the field for empty work, text when only files are accepted, too many files; 415 for a refused type', async () => {
    const t = await f.create({ pengumpulan_teks: false, maks_file: 1, jenis_file_diterima: ['pdf'] });
    const countFiles = async () => (await f.q<{ n: number }>(`select count(*)::int n from files where kind = 'pengumpulan_tugas'`))[0]!.n;
    const filesBefore = await countFiles();
    const cases: [Parameters<TugasFixture['submit']>[2], string][] = [
      [[{ name: 'teks', value: '' }], 'teks'],
      [[{ name: 'teks', value: '<p>teks</p>' }], 'teks'],
      [
        [
          { name: 'files', filename: 'a.pdf', content: PDF_MINI },
          { name: 'files', filename: 'b.pdf', content: PDF_MINI },
        ],
        'files',
      ],
    ];
    for (const [parts, field] of cases) {
      const res = await f.submit(t.id, f.mahasiswa, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
    expect((await f.submit(t.id, f.mahasiswa, [{ name: 'files', filename: 'foto.png', content: PNG_1X1 }])).statusCode).toBe(415);
    expect(await rows(t.id)).toBe('[]');
    expect(await countFiles()).toBe(filesBefore);
    const tooBig = await f.create({ ukuran_maks_mb: 0.0001 });
    expect((await f.submit(tooBig.id, f.mahasiswa, [{ name: 'files', filename: 'a.pdf', content: PDF_MINI }])).statusCode).toBe(413);
  });

  it('before the start and after the due time: 409 with the reason; late work accepted and flagged when allowed', async () => {
    const now = Date.now();
    const future = await f.create({ waktu_mulai: isoAt(now + HOUR), waktu_selesai: isoAt(now + 2 * HOUR) });
    const r1 = await f.submit(future.id, f.mahasiswa, [{ name: 'teks', value: '<p>x</p>' }]);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().status.message).toBe('Tugas belum dimulai');
    const closed = await f.create({ waktu_mulai: isoAt(now - 3 * HOUR), waktu_selesai: isoAt(now - HOUR) });
    const r2 = await f.submit(closed.id, f.mahasiswa, [{ name: 'teks', value: '<p>x</p>' }]);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().status.message).toBe('Batas waktu pengumpulan telah berakhir');
    const late = await f.create({ waktu_mulai: isoAt(now - 3 * HOUR), waktu_selesai: isoAt(now - HOUR), izinkan_terlambat: true, batas_terlambat: isoAt(now + HOUR) });
    const me = await get(`/api/v2/lms/tugas/${late.id}/pengumpulan/me`, f.mahasiswa);
    expect(me.json().data).toMatchObject({ boleh_kumpul: true, terlambat_jika_kumpul: true, pengumpulan: null });
    const r3 = await f.submit(late.id, f.mahasiswa, [{ name: 'teks', value: '<p>telat</p>' }]);
    expect(r3.statusCode).toBe(200);
    expect(r3.json().data.pengumpulan).toMatchObject({ terlambat: true, status: 'terlambat' });
    expect((await facts(late.id))[0]!.detail.terlambat).toBe(true);
  });

  it('a graded submission cannot be replaced', async () => {
    const t = await f.create();
    expect((await f.submit(t.id, f.mahasiswa, [{ name: 'teks', value: '<p>x</p>' }])).statusCode).toBe(200);
    const nilai = await f.t.app.inject({ method: 'PUT', url: `/api/v2/lms/tugas/${t.id}/nilai/${f.idMahasiswaDemo}`, headers: f.dosen, payload: { nilai: 80 } });
    expect(nilai.statusCode).toBe(200);
    const res = await f.submit(t.id, f.mahasiswa, [{ name: 'teks', value: '<p>y</p>' }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe('Pengumpulan sudah dinilai dan tidak dapat diubah');
  });
});

describe('GET submission files', () => {
  it('serve the submitter, teachers and operators (with Range); never a classmate', async () => {
    const t = await f.create();
    const res = await f.submit(t.id, f.mahasiswa, [{ name: 'files', filename: 'laporan.pdf', content: PDF_MINI }]);
    const file = res.json().data.pengumpulan.files[0];
    for (const h of [f.mahasiswa, f.dosen, f.operator, f.operatorLaporan]) {
      const dl = await get(file.url, h);
      if (h === f.operatorLaporan) {
        expect(dl.statusCode).toBe(403);
        continue;
      }
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals(PDF_MINI)).toBe(true);
    }
    const part = await get(file.url, f.dosen, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
    expect((await get(file.url, f.peserta[0]!.headers)).statusCode).toBe(403);
    expect((await get(file.url, f.mahasiswaLain)).statusCode).toBe(403);
    expect((await get(file.url, f.operator2)).statusCode).toBe(404);
    expect((await get(file.url, { 'college-id': '1' })).statusCode).toBe(401);
    // the storager route follows the same rule for the uploader's classmates
    expect((await get(`/api/v2/storager/files/${file.id}/x`, f.peserta[0]!.headers)).statusCode).toBe(403);
  });

  it('GET pengumpulan/me is for the class\'s students only', async () => {
    const t = await f.create();
    expect((await get(`/api/v2/lms/tugas/${t.id}/pengumpulan/me`, f.dosen)).statusCode).toBe(403);
    expect((await get(`/api/v2/lms/tugas/${t.id}/pengumpulan/me`, f.mahasiswaLain)).statusCode).toBe(403);
    const me = await get(`/api/v2/lms/tugas/${t.id}/pengumpulan/me`, f.mahasiswa);
    expect(me.json().data).toMatchObject({ pengumpulan: null, boleh_kumpul: true, alasan: null, nilai: null });
  });
});
