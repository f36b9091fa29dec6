import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_MATERI, materiItem } from '@lms/shared';
import { MP4, PDF, iso, setupMateri, type MateriFixture } from './materi.fixtures';

/** Creating, listing and reading materials: the refusal matrix, spec 2 §5's messages, what a write leaves behind. */

let f: MateriFixture;
beforeAll(async () => {
  f = await setupMateri();
});
afterAll(async () => f?.t.close());

const DAY = 86_400_000;
const pesan = (res: { json(): { status: { message: string } } }) => res.json().status.message;

describe('POST /api/v2/lms/materi: refusals', () => {
  it('401 / 403 for a student, operators without write, a lecturer outside the class and another college; nothing stored', async () => {
    const before = { materi: await f.count('materi'), files: await f.count('files'), keys: await f.storedKeys() };
    expect((await f.buat({ 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) expect((await f.buat(h)).statusCode).toBe(403);
    expect((await f.buat(f.operatorKelas)).statusCode).toBe(403);
    expect((await f.buat({ ...f.dosen, 'college-id': '2' })).statusCode).toBe(403);
    // a meeting of college 2 does not exist for college 1
    expect((await f.buat(f.operator, { id_pertemuan: String(f.pertemuan2) })).statusCode).toBe(404);
    expect(await f.count('materi')).toBe(before.materi);
    expect(await f.count('files')).toBe(before.files);
    expect(await f.storedKeys()).toEqual(before.keys);
  });

  it("400 with spec 2 §5's message naming the field, and nothing written", async () => {
    const before = { materi: await f.count('materi'), files: await f.count('files'), keys: await f.storedKeys(), log: await f.count('log_aktivitas') };
    const future = iso(Date.now() + DAY);
    const cases: [Record<string, string | null>, string, string, boolean?][] = [
      [{ id_pertemuan: null }, 'id_pertemuan', PESAN_MATERI.pertemuanWajib],
      [{ judul: '  ' }, 'judul', PESAN_MATERI.judulWajib],
      [{ deskripsi: '' }, 'deskripsi', PESAN_MATERI.deskripsiWajib],
      [{ tipe_file: 'gambar' }, 'tipe_file', PESAN_MATERI.tipeWajib],
      [{ jenis_materi: null }, 'jenis_materi', PESAN_MATERI.jenisWajib],
      [{ tampil_sekarang: 'false' }, 'waktu_mulai_tampil', PESAN_MATERI.waktuTampilWajib],
      [{ tampil_sekarang: 'false', waktu_mulai_tampil: iso(Date.now() - DAY) }, 'waktu_mulai_tampil', PESAN_MATERI.waktuTampilLampau],
      [{ is_syarat_hadir: 'true' }, 'deadline', PESAN_MATERI.deadlineWajib],
      [{ is_syarat_hadir: 'true', deadline: iso(Date.now() + 60_000) }, 'deadline', PESAN_MATERI.deadlineSetelahTampil(5)],
      [{ tampil_sekarang: 'false', waktu_mulai_tampil: future, is_syarat_hadir: 'true', deadline: iso(Date.now() + DAY / 2) }, 'deadline', PESAN_MATERI.deadlineSetelahTampil(5)],
      [{ id_pertemuan: String(f.offline), is_syarat_hadir: 'true', deadline: future }, 'is_syarat_hadir', PESAN_MATERI.offlineTanpaSyarat],
      [{ tipe_file: 'url', file_url: 'bukan url' }, 'file_url', PESAN_MATERI.urlTidakValid, true],
    ];
    for (const [over, field, message, noFile] of cases) {
      const res = await f.buat(f.dosen, over, noFile ? null : undefined);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(pesan(res)).toContain(field);
      expect(pesan(res)).toContain(message);
    }
    const tanpaFile = await f.buat(f.dosen, {}, null);
    expect(tanpaFile.statusCode).toBe(400);
    expect(pesan(tanpaFile)).toContain(PESAN_MATERI.materiWajib);
    expect(await f.count('materi')).toBe(before.materi);
    expect(await f.count('files')).toBe(before.files);
    expect(await f.count('log_aktivitas')).toBe(before.log);
    expect(await f.storedKeys()).toEqual(before.keys);
  });

  it('415 for an extension the chosen type does not take, 413 over the type\'s ukuran_max_file', async () => {
    const keys = await f.storedKeys();
    const salahTipe = await f.buat(f.dosen, { tipe_file: 'video' });
    expect(salahTipe.statusCode).toBe(415);
    expect(pesan(salahTipe)).toBe('File type .pdf is not allowed');
    const exe = await f.buat(f.dosen, {}, { filename: 'virus.exe', content: PDF });
    expect(exe.statusCode).toBe(415);
    expect(pesan(exe)).toBe('File type .exe is not allowed');
    await f.setPengaturan((p) => {
      p.pengaturan_sistem.ukuran_max_file.materi.ebook = 0.001;
    });
    try {
      const besar = await f.buat(f.dosen);
      expect(besar.statusCode).toBe(413);
      expect(pesan(besar)).toBe(PESAN_MATERI.ukuranMaksimal(1000));
    } finally {
      await f.setPengaturan((p) => {
        p.pengaturan_sistem.ukuran_max_file.materi.ebook = 20;
      });
    }
    expect(await f.storedKeys()).toEqual(keys);
  });
});

describe('POST /api/v2/lms/materi: success', () => {
  it('stores an e-book with its file, registry row, log entry, shown now', async () => {
    const res = await f.buat(f.dosen, { judul: 'Modul Pertemuan 1' });
    expect(res.statusCode).toBe(200);
    expect(pesan(res)).toBe(PESAN_MATERI.berhasilTambah);
    const m = materiItem.parse(res.json().data);
    expect(m).toMatchObject({ judul: 'Modul Pertemuan 1', tipe_file: 'ebook', jenis_materi: 'modul', is_tampil: true, is_syarat_hadir: false, deadline: null, id_pertemuan: f.online });
    expect(m.file).toMatchObject({ url: `/api/v2/lms/materi/${m.id}/unduh`, name: 'modul.pdf', content_length: PDF.length, extension: 'pdf' });
    expect(m.created_by?.username).toBe('dosen');
    const [file] = await f.q<{ kind: string; id_kelas_kuliah: string }>('select f.kind, f.id_kelas_kuliah from materi m join files f on f.id = m.id_file where m.id = $1', [m.id]);
    expect(file).toEqual({ kind: 'materi', id_kelas_kuliah: f.idKelas });
    const [reg] = await f.q<{ judul: string; syarat_hadir: boolean; id_pertemuan: number }>(
      `select judul, syarat_hadir, id_pertemuan from aktivitas_kelas where jenis = 'materi' and id_sumber = $1`,
      [String(m.id)],
    );
    expect(reg).toEqual({ judul: 'Modul Pertemuan 1', syarat_hadir: false, id_pertemuan: f.online });
    expect(await f.count('log_aktivitas', `jenis_aktivitas = 'tambah_materi' and detail like $1`, ['%Modul Pertemuan 1%'])).toBe(1);
  });

  it('a required video: deadline kept, length read from the file, window registered', async () => {
    const deadline = iso(Date.now() + 2 * DAY).replace(/\.\d{3}Z$/, 'Z');
    const res = await f.buat(f.dosen, { tipe_file: 'video', jenis_materi: 'audio_visual', is_syarat_hadir: 'true', deadline }, { filename: 'kuliah.mp4', content: MP4 });
    expect(res.statusCode).toBe(200);
    const m = materiItem.parse(res.json().data);
    expect(m).toMatchObject({ tipe_file: 'video', is_syarat_hadir: true, deadline });
    expect(m.durasi_detik).toBeGreaterThan(9);
    expect(m.durasi_detik).toBeLessThan(11);
    const [reg] = await f.q<{ syarat_hadir: boolean; waktu_selesai: Date }>(`select syarat_hadir, waktu_selesai from aktivitas_kelas where jenis = 'materi' and id_sumber = $1`, [String(m.id)]);
    expect(reg!.syarat_hadir).toBe(true);
    expect(reg!.waktu_selesai.toISOString().replace(/\.\d{3}Z$/, 'Z')).toBe(deadline);
  });

  it('a url material sent as JSON by an operator with write; http:// added; offline meetings store null', async () => {
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/v2/lms/materi',
      headers: f.operator,
      payload: { id_pertemuan: f.offline, judul: 'Referensi', deskripsi: 'Bacaan', tipe_file: 'url', jenis_materi: 'alat_bantu', file_url: 'www.example.ac.id/bacaan', tampil_sekarang: true, is_syarat_hadir: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(materiItem.parse(res.json().data)).toMatchObject({ tipe_file: 'url', file_url: 'http://www.example.ac.id/bacaan', file: null, is_syarat_hadir: null });
  });
});

describe('GET /api/v2/lms/materi', () => {
  let nanti: number;
  beforeAll(async () => {
    const res = await f.buat(f.dosen, { judul: 'Materi Minggu Depan', tampil_sekarang: 'false', waktu_mulai_tampil: iso(Date.now() + 7 * DAY) });
    nanti = res.json().data.id;
  });

  it("a meeting's list: teachers see everything, students only what is displayed (server time)", async () => {
    const url = `/api/v2/lms/materi?id_pertemuan=${f.online}&per_page=50`;
    const dosen = (await f.t.app.inject({ url, headers: f.dosen })).json();
    const mhs = (await f.t.app.inject({ url, headers: f.mahasiswa })).json();
    const total = await f.count('materi', 'id_pertemuan = $1', [f.online]);
    const tampil = await f.count('materi', 'id_pertemuan = $1 and waktu_mulai_tampil <= now()', [f.online]);
    expect(dosen.meta.total_items).toBe(total);
    expect(mhs.meta.total_items).toBe(tampil);
    expect(total).toBeGreaterThan(tampil);
    expect(dosen.data.map((m: { id: number }) => m.id)).toContain(nanti);
    expect(mhs.data.map((m: { id: number }) => m.id)).not.toContain(nanti);
    expect(dosen.data.every((m: { can: { edit: boolean } }) => m.can.edit)).toBe(true);
    expect(mhs.data.every((m: { can: { edit: boolean } }) => !m.can.edit)).toBe(true);
  });

  it('pages by 10 with meta.total_items, searches the title', async () => {
    const res = (await f.t.app.inject({ url: `/api/v2/lms/materi?id_pertemuan=${f.online}&search=minggu depan`, headers: f.dosen })).json();
    expect(res.data.map((m: { id: number }) => m.id)).toEqual([nanti]);
    expect(res.meta).toMatchObject({ page: 1, per_page: 10, total_items: 1 });
  });

  it('refuses strangers and other colleges; college 2 never sees college 1', async () => {
    const url = `/api/v2/lms/materi?id_pertemuan=${f.online}`;
    expect((await f.t.app.inject({ url, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    for (const h of [f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) expect((await f.t.app.inject({ url, headers: h })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url, headers: { ...f.dosen, 'college-id': '2' } })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url, headers: f.operator2 })).statusCode).toBe(404);
    const semua = (await f.t.app.inject({ url: '/api/v2/lms/materi?per_page=1000', headers: f.operator2 })).json();
    expect(semua.data.every((m: { id_kelas_kuliah: string }) => m.id_kelas_kuliah !== f.idKelas)).toBe(true);
    expect(semua.meta.total_items).toBe(await f.count('materi', 'college_id = 2'));
  });

  it('GET /materi/{id}: a student gets 404 before the display time, the lecturer the material', async () => {
    expect((await f.t.app.inject({ url: `/api/v2/lms/materi/${nanti}`, headers: f.mahasiswa })).statusCode).toBe(404);
    expect((await f.t.app.inject({ url: `/api/v2/lms/materi/${nanti}/unduh`, headers: f.mahasiswa })).statusCode).toBe(404);
    const res = await f.t.app.inject({ url: `/api/v2/lms/materi/${nanti}`, headers: f.dosen });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: nanti, is_tampil: false });
    expect((await f.t.app.inject({ url: `/api/v2/lms/materi/${nanti}`, headers: f.operator2 })).statusCode).toBe(404);
  });
});
