import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_MATERI, formatPersen, materiBukaResult, materiItem } from '@lms/shared';
import { MP3, MP4, PDF, iso, mundurkanBuka, setupMateri, type MateriFixture } from './materi.fixtures';

/**
 * Proof of use (spec 2 §4): each way a student uses a material writes one attendance fact (aktivitas_selesai), in
 * the transaction of the action, and only what the server could check counts.
 */

let f: MateriFixture;
let syarat: { video_persen: number; audio_persen: number; ebook_detik: number };
beforeAll(async () => {
  f = await setupMateri();
  syarat = (await f.t.app.inject({ url: '/api/v2/lms/pengaturan/me', headers: f.mahasiswa })).json().data.pengaturan_kelas.syarat_kehadiran_online_mahasiswa;
});
afterAll(async () => f?.t.close());

const DAY = 86_400_000;
const fakta = async (id: number, username = 'mahasiswa') =>
  f.q<{ sumber: string; detail: Record<string, unknown> }>(
    `select s.sumber, s.detail from aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas
     where a.jenis = 'materi' and a.id_sumber = $1 and s.id_user = $2`,
    [String(id), await f.userId(username)],
  );
const buka = (id: number, h = f.mahasiswa) => f.t.app.inject({ method: 'POST', url: `/api/v2/lms/materi/${id}/buka`, headers: h });
const baca = (id: number, h = f.mahasiswa) => f.t.app.inject({ method: 'PUT', url: `/api/v2/lms/materi/${id}/sudah_baca`, headers: h });
const lapor = (id: number, payload: object, h = f.mahasiswa) => f.t.app.inject({ method: 'PUT', url: `/api/v2/lms/materi/${id}/progres`, headers: h, payload });
const wajib = () => ({ is_syarat_hadir: 'true', deadline: iso(Date.now() + 2 * DAY) });

describe('e-book: countdown checked by the server, then Sudah Baca', () => {
  let id: number;
  beforeAll(async () => {
    id = (await f.buat(f.dosen, { judul: 'E-book Wajib', ...wajib() })).json().data.id;
  });

  it('refuses before the card was opened and before ebook_detik have passed, then records one fact', async () => {
    expect((await baca(id)).statusCode).toBe(409);
    const opened = materiBukaResult.parse((await buka(id)).json().data);
    expect(opened).toMatchObject({ tipe_file: 'ebook', ebook_detik: syarat.ebook_detik, sisa_detik: syarat.ebook_detik, statusUnduh: 'belum_terpenuhi' });
    const early = await baca(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().status.message).toMatch(/Waktu baca belum terpenuhi, tunggu \d+ detik lagi/);
    expect(await fakta(id)).toEqual([]);
    await mundurkanBuka(f, id, 'mahasiswa', syarat.ebook_detik);
    const [a, b] = await Promise.all([baca(id), baca(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toMatchObject({ statusUnduh: 'terpenuhi', terpenuhi: true });
    const rows = await fakta(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sumber).toBe('baca');
    expect(await f.count('log_aktivitas', `jenis_aktivitas = 'baca_materi' and detail like '%E-book Wajib%'`)).toBe(1);
    const item = materiItem.parse((await f.t.app.inject({ url: `/api/v2/lms/materi/${id}`, headers: f.mahasiswa })).json().data);
    expect(item.statusUnduh).toBe('terpenuhi');
    expect(item.waktu_unduh).not.toBeNull();
  });

  it('opening the card again restarts the countdown', async () => {
    const id2 = (await f.buat(f.dosen, { judul: 'E-book Ulang' })).json().data.id as number;
    await buka(id2);
    await mundurkanBuka(f, id2, 'mahasiswa', syarat.ebook_detik);
    await buka(id2);
    expect((await baca(id2)).statusCode).toBe(409);
  });

  it('is a student\'s: a lecturer gets 403, a stranger 403, another college 404; a video is no e-book', async () => {
    expect((await baca(id, f.dosen)).statusCode).toBe(403);
    expect((await baca(id, f.mahasiswaLain)).statusCode).toBe(403);
    expect((await baca(id, f.operator2)).statusCode).toBe(404);
    const video = (await f.buat(f.dosen, { tipe_file: 'video' }, { filename: 'v.mp4', content: MP4 })).json().data.id as number;
    await buka(video);
    expect((await baca(video)).statusCode).toBe(400);
  });
});

describe('video and audio: stretches credited by the server up to video_persen / audio_persen', () => {
  let id: number;
  beforeAll(async () => {
    id = (await f.buat(f.dosen, { judul: 'Video Wajib', tipe_file: 'video', ...wajib() }, { filename: 'kuliah.mp4', content: MP4 })).json().data.id;
  });

  it('opening gives a stream ticket that plays byte ranges without headers', async () => {
    const opened = materiBukaResult.parse((await buka(id)).json().data);
    expect(opened.stream_url).toMatch(/^\/api\/v2\/lms\/materi\/stream\/.{20,}$/);
    expect(opened.syarat_persen).toBe(syarat.video_persen);
    const part = await f.t.app.inject({ url: opened.stream_url!, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${MP4.length}`);
    expect(part.rawPayload.equals(MP4.subarray(0, 100))).toBe(true);
    const whole = await f.t.app.inject({ url: opened.stream_url! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect((await f.t.app.inject({ url: opened.stream_url!, headers: { range: `bytes=${MP4.length + 10}-` } })).statusCode).toBe(416);
    expect((await f.t.app.inject({ url: '/api/v2/lms/materi/stream/tiket-palsu-yang-cukup-panjang' })).statusCode).toBe(410);
  });

  it('skipping ahead does not count; a report covers no more than could have played since the last one', async () => {
    await buka(id);
    // right after opening, a claim of the whole video is cut to what 0 s of playing allows (the network slack)
    const greedy = await lapor(id, { dari: 0, sampai: 600 });
    expect(greedy.statusCode).toBe(200);
    expect(greedy.json().data.progres_persen).toBeLessThan(25);
    expect(greedy.json().data.terpenuhi).toBe(false);
    // seek to the end and play the last second: only that second counts
    await mundurkanBuka(f, id, 'mahasiswa', 2);
    const skip = await lapor(id, { dari: 9, sampai: 10 });
    expect(skip.json().data.progres_persen).toBeLessThan(35);
    expect(await fakta(id)).toEqual([]);
    // play the first half for real
    await mundurkanBuka(f, id, 'mahasiswa', 10);
    const played = await lapor(id, { dari: 0, sampai: 10 });
    expect(played.json().data.progres_persen).toBeGreaterThanOrEqual(syarat.video_persen);
    expect(played.json().data).toMatchObject({ terpenuhi: true, statusUnduh: 'terpenuhi' });
    const rows = await fakta(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sumber).toBe('tonton');
  });

  it('the report that completes a video or audio is logged once; the heartbeats before and after are not', async () => {
    const log = (jenis: string, judul: string) => f.q<{ detail: string }>(`select detail from log_aktivitas where jenis_aktivitas = $1 and detail like $2`, [jenis, `%"${judul}"%`]);
    const video = (await f.buat(f.dosen, { judul: 'Video Log', tipe_file: 'video', ...wajib() }, { filename: 'log.mp4', content: MP4 })).json().data.id as number;
    await buka(video);
    await mundurkanBuka(f, video, 'mahasiswa', 2);
    expect((await lapor(video, { dari: 0, sampai: 2 })).json().data.terpenuhi).toBe(false);
    expect(await log('tonton_materi', 'Video Log')).toEqual([]);
    await mundurkanBuka(f, video, 'mahasiswa', 10);
    const selesai = await lapor(video, { dari: 2, sampai: 10 });
    expect(selesai.json().data.terpenuhi).toBe(true);
    await mundurkanBuka(f, video, 'mahasiswa', 5);
    await lapor(video, { dari: 0, sampai: 5 });
    expect(await log('tonton_materi', 'Video Log')).toEqual([{ detail: `Menonton materi "Video Log" sampai ${formatPersen(selesai.json().data.progres_persen)}` }]);

    const audio = (await f.buat(f.dosen, { judul: 'Audio Log', tipe_file: 'audio', ...wajib() }, { filename: 'log.mp3', content: MP3 })).json().data.id as number;
    await buka(audio);
    await mundurkanBuka(f, audio, 'mahasiswa', 13);
    await lapor(audio, { dari: 0, sampai: 13 });
    await lapor(audio, { dari: 0, sampai: 1 });
    expect((await log('dengar_materi', 'Audio Log')).map((r) => r.detail)).toEqual([expect.stringMatching(/^Mendengarkan materi "Audio Log" sampai \d+,\d%$/)]);
    // Played to the end after the deadline: no attendance any more, but still the student's activity, once.
    const lewat = (await f.buat(f.dosen, { judul: 'Video Lewat', tipe_file: 'video', ...wajib() }, { filename: 'lewat.mp4', content: MP4 })).json().data.id as number;
    await buka(lewat);
    await f.q(`update materi set deadline = now() - interval '1 minute' where id = $1`, [lewat]);
    await mundurkanBuka(f, lewat, 'mahasiswa', 10);
    expect((await lapor(lewat, { dari: 0, sampai: 10 })).json().data.terpenuhi).toBe(false);
    await lapor(lewat, { dari: 0, sampai: 10 });
    expect(await fakta(lewat)).toEqual([]);
    expect(await log('tonton_materi', 'Video Lewat')).toHaveLength(1);
  });

  it('audio counts as listening; reports need an opened card, a student, a media material', async () => {
    const audio = (await f.buat(f.dosen, { judul: 'Audio', tipe_file: 'audio', ...wajib() }, { filename: 'a.mp3', content: MP3 })).json().data.id as number;
    expect((await lapor(audio, { dari: 0, sampai: 1 })).statusCode).toBe(409);
    await buka(audio);
    await mundurkanBuka(f, audio, 'mahasiswa', 13);
    expect((await lapor(audio, { dari: 0, sampai: 13 })).json().data.terpenuhi).toBe(true);
    expect((await fakta(audio))[0]!.sumber).toBe('dengar');
    expect((await lapor(audio, { dari: 0, sampai: 1 }, f.dosen)).statusCode).toBe(403);
    expect((await lapor(audio, { dari: 'a', sampai: 1 })).statusCode).toBe(400);
    const ebook = (await f.buat(f.dosen, { judul: 'Bukan media' })).json().data.id as number;
    await buka(ebook);
    expect((await lapor(ebook, { dari: 0, sampai: 1 })).statusCode).toBe(400);
  });
});

describe('download and links', () => {
  it("a url material cannot be downloaded; opening it records the fact and gives the link", async () => {
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/v2/lms/materi',
      headers: f.dosen,
      payload: { id_pertemuan: f.online, judul: 'Tautan', deskripsi: 'Baca', tipe_file: 'url', jenis_materi: 'alat_bantu', file_url: 'example.ac.id/x', is_syarat_hadir: false },
    });
    const id = res.json().data.id as number;
    const unduh = await f.t.app.inject({ url: `/api/v2/lms/materi/${id}/unduh`, headers: f.mahasiswa });
    expect(unduh.statusCode).toBe(400);
    expect(unduh.json().status.message).toBe(PESAN_MATERI.urlTidakDapatDiunduh);
    expect(materiBukaResult.parse((await buka(id)).json().data).url).toBe('http://example.ac.id/x');
    expect((await fakta(id)).map((r) => r.sumber)).toEqual(['buka_url']);
  });

  it('downloading a required file records the fact (not for an e-book); Range is honoured; every download is logged', async () => {
    const arsip = (await f.buat(f.dosen, { judul: 'Arsip Wajib', tipe_file: 'video', ...wajib() }, { filename: 'k.mp4', content: MP4 })).json().data.id as number;
    const ebook = (await f.buat(f.dosen, { judul: 'Ebook Wajib Unduh', ...wajib() }, { filename: 'e.pdf', content: PDF })).json().data.id as number;
    const logs = await f.count('log_aktivitas', `jenis_aktivitas = 'unduh_materi'`);
    const d = await f.t.app.inject({ url: `/api/v2/lms/materi/${arsip}/unduh`, headers: f.mahasiswa });
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-disposition']).toContain('attachment');
    expect(d.rawPayload.equals(MP4)).toBe(true);
    expect((await fakta(arsip)).map((r) => r.sumber)).toEqual(['unduh']);
    expect((await f.t.app.inject({ url: `/api/v2/lms/materi/${ebook}/unduh`, headers: f.mahasiswa })).statusCode).toBe(200);
    expect(await fakta(ebook)).toEqual([]);
    const part = await f.t.app.inject({ url: `/api/v2/lms/materi/${arsip}/unduh`, headers: { ...f.dosen, range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(MP4.subarray(10, 20))).toBe(true);
    // two full downloads by the student, one by the lecturer; the ranged part is not a new download
    expect(await f.count('log_aktivitas', `jenis_aktivitas = 'unduh_materi'`)).toBe(logs + 2);
    expect((await f.t.app.inject({ url: `/api/v2/lms/materi/${arsip}/unduh`, headers: f.mahasiswaLain })).statusCode).toBe(403);
  });

  it('after the deadline a use no longer counts', async () => {
    const id = (await f.buat(f.dosen, { judul: 'Lewat Deadline', tipe_file: 'video', ...wajib() }, { filename: 'k.mp4', content: MP4 })).json().data.id as number;
    await f.q(`update materi set deadline = now() - interval '1 minute' where id = $1`, [id]);
    expect((await f.t.app.inject({ url: `/api/v2/lms/materi/${id}/unduh`, headers: f.mahasiswa })).statusCode).toBe(200);
    expect(await fakta(id)).toEqual([]);
    const item = materiItem.parse((await f.t.app.inject({ url: `/api/v2/lms/materi/${id}`, headers: f.mahasiswa })).json().data);
    expect(item.statusUnduh).toBe('belum_terpenuhi');
  });
});
