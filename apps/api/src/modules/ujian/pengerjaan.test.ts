import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_UJIAN } from '@lms/shared';
import { tutupPengerjaanLewat } from './tutup-pengerjaan.job';
import { buatUjianDenganSoal, countRows, isoAt, setupUjian, soalPilihan, type UjianFixture } from './ujian.fixtures';

/**
 * Taking an exam: start (draw fixed), the attempt without keys, answers saved idempotently with the highest client
 * sequence kept, refusals (outsider, wrong kind, outside the draw, after the deadline), submit with the attendance
 * fact, closing by the server, violations stored once.
 */
let f: UjianFixture;
let ujian: Awaited<ReturnType<typeof buatUjianDenganSoal>>;
beforeAll(async () => {
  f = await setupUjian();
  ujian = await buatUjianDenganSoal(f);
});
afterAll(async () => f?.t.close());

const url = (id: number, rest = '') => `/v2/lms/ujian/${id}/pengerjaan${rest}`;
const save = (id: number, idSoal: number, seq: number, jawaban: unknown, h = f.mahasiswa) => f.req('PUT', url(id, `/jawaban/${idSoal}`), h, { seq, jawaban });

describe('start and me', () => {
  it('refuses non-students, outsiders, other colleges; me before start is belum_dimulai without questions', async () => {
    expect((await f.req('POST', url(ujian.id, '/start'), { 'college-id': '1' })).statusCode).toBe(401);
    expect((await f.req('POST', url(ujian.id, '/start'), f.dosen)).statusCode).toBe(403);
    expect((await f.req('POST', url(ujian.id, '/start'), f.mahasiswaLain)).statusCode).toBe(403);
    expect((await f.req('POST', url(ujian.id, '/start'), { ...f.mahasiswa, 'college-id': '2' })).statusCode).toBe(403);
    const me = (await f.req('GET', url(ujian.id, '/me'), f.mahasiswa)).json().data;
    expect(me).toMatchObject({ status: 'belum_dimulai', pengerjaan: null, kelompok: null, jawaban: [] });
  });

  it('starts once: the questions come without keys, a second start continues the same attempt', async () => {
    const res = await f.req('POST', url(ujian.id, '/start'), f.mahasiswa);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.status).toBe('sedang_berlangsung');
    expect(d.kelompok[0].soal.map((s: { id: number }) => s.id)).toEqual(ujian.idSoal);
    expect(res.body).not.toContain('"kunci"');
    expect(Date.parse(d.pengerjaan.batas_waktu) - Date.parse(d.pengerjaan.waktu_mulai)).toBe(30 * 60_000);
    const again = await f.req('POST', url(ujian.id, '/start'), f.mahasiswa);
    expect(again.json().data.pengerjaan.id).toBe(d.pengerjaan.id);
    expect(await countRows(f, 'ujian_pengerjaan', 'id_ujian = $1', [ujian.id])).toBe(1);
    expect(await countRows(f, 'log_aktivitas', "jenis_aktivitas = 'mulai_ujian'")).toBe(1);
  });

  it('the answer to a start is what a reload shows; two starts at once make one attempt and one log line', async () => {
    const lain = await buatUjianDenganSoal(f);
    const log = () => countRows(f, 'log_aktivitas', "jenis_aktivitas = 'mulai_ujian'");
    const sebelum = await log();
    const [a, b] = await Promise.all([f.req('POST', url(lain.id, '/start'), f.mahasiswa), f.req('POST', url(lain.id, '/start'), f.mahasiswa)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data.pengerjaan.id).toBe(a.json().data.pengerjaan.id);
    expect(await countRows(f, 'ujian_pengerjaan', 'id_ujian = $1', [lain.id])).toBe(1);
    expect(await log()).toBe(sebelum + 1);
    const me = (await f.req('GET', url(lain.id, '/me'), f.mahasiswa)).json().data;
    const { server_time: _a, ...dariStart } = a.json().data;
    const { server_time: _b, ...dariMe } = me;
    expect(dariStart).toEqual(dariMe);
    expect(dariStart.kelompok[0].soal.map((s: { id: number }) => s.id)).toEqual(lain.idSoal);
  });

  it('is refused before the start and after the end, and without questions', async () => {
    const nanti = await buatUjianDenganSoal(f, { waktu_mulai: isoAt(3_600_000), waktu_selesai: isoAt(7_200_000) });
    const r = await f.req('POST', url(nanti.id, '/start'), f.mahasiswa);
    expect(r.statusCode).toBe(422);
    expect(r.json().status.message).toBe(PESAN_UJIAN.belumDimulai);
    const kosong = (await f.req('POST', '/v2/lms/ujian', f.dosen, { ...(await import('./ujian.fixtures')).ujianBody(f.idPertemuan) })).json().data.id;
    expect((await f.req('POST', url(kosong, '/start'), f.mahasiswa)).json().status.message).toBe(PESAN_UJIAN.belumAdaSoal);
  });
});

describe('saving answers', () => {
  it('keeps the highest sequence per question: replays and reordered writes never overwrite a newer answer', async () => {
    const [pil] = ujian.idSoal;
    const a = (await save(ujian.id, pil!, 2, { pilihan: 2 })).json().data;
    expect(a).toMatchObject({ id_soal: pil, seq: 2, diterima: true });
    // An older write arriving late, and the same write again.
    expect((await save(ujian.id, pil!, 1, { pilihan: 0 })).json().data).toMatchObject({ seq: 2, diterima: false });
    expect((await save(ujian.id, pil!, 2, { pilihan: 0 })).json().data).toMatchObject({ seq: 2, diterima: false });
    const [row] = await f.q<{ jawaban: unknown; seq: string }>('select jawaban, seq from ujian_jawaban where id_soal = $1', [pil]);
    expect(row!.jawaban).toEqual({ pilihan: 2 });
    expect((await save(ujian.id, pil!, 3, { pilihan: 1 })).json().data).toMatchObject({ seq: 3, diterima: true });
  });

  it('concurrent writes of one question end with the highest sequence', async () => {
    const [, bs] = ujian.idSoal;
    const seqs = [5, 3, 9, 1, 7, 8, 2, 6, 4];
    await Promise.all(seqs.map((s) => save(ujian.id, bs!, s, { benar_salah: s % 2 ? 'benar' : 'salah' })));
    const [row] = await f.q<{ jawaban: unknown; seq: string }>('select jawaban, seq from ujian_jawaban where id_soal = $1', [bs]);
    expect(Number(row!.seq)).toBe(9);
    expect(row!.jawaban).toEqual({ benar_salah: 'benar' });
  });

  it('refuses an answer of the wrong kind, an option that does not exist, text where text is not accepted', async () => {
    const [pil, bs] = ujian.idSoal;
    const before = await countRows(f, 'ujian_jawaban');
    expect((await save(ujian.id, pil!, 10, { benar_salah: 'benar' })).statusCode).toBe(400);
    expect((await save(ujian.id, pil!, 10, { pilihan: 3 })).statusCode).toBe(400);
    expect((await save(ujian.id, bs!, 20, { pilihan: 0 })).json().detail.issues[0].message).toBe(PESAN_UJIAN.jawabanTidakSesuai);
    expect((await save(ujian.id, pil!, 0, { pilihan: 0 })).statusCode).toBe(400);
    expect(await countRows(f, 'ujian_jawaban')).toBe(before);
  });

  it('refuses a question outside the draw, a lecturer, and another student', async () => {
    const other = await buatUjianDenganSoal(f, {}, [soalPilihan()]);
    expect((await save(ujian.id, other.idSoal[0]!, 1, { pilihan: 0 })).statusCode).toBe(404);
    expect((await save(ujian.id, ujian.idSoal[0]!, 99, { pilihan: 0 }, f.dosen)).statusCode).toBe(403);
    expect((await save(ujian.id, ujian.idSoal[0]!, 99, { pilihan: 0 }, f.mahasiswaLain)).statusCode).toBe(403);
  });

  it('essay text is saved; clearing with null is a newer write too', async () => {
    const [, , es] = ujian.idSoal;
    expect((await save(ujian.id, es!, 1, { esay: { teks: 'Normalisasi mengurangi redundansi.' } })).json().data.diterima).toBe(true);
    expect((await save(ujian.id, es!, 2, null)).json().data.diterima).toBe(true);
    expect((await save(ujian.id, es!, 3, { esay: { teks: 'Jawaban akhir' } })).json().data.diterima).toBe(true);
    const me = (await f.req('GET', url(ujian.id, '/me'), f.mahasiswa)).json().data;
    expect(me.jawaban.find((j: { id_soal: number }) => j.id_soal === es)).toMatchObject({ seq: 3, jawaban: { esay: { teks: 'Jawaban akhir', files: [] } } });
    expect(me.pengerjaan.jumlah_soal_dijawab).toBe(3);
  });
});

describe('violations, submit and after', () => {
  it('stores each violation once, however often it is sent', async () => {
    const list = [
      { client_id: '0b7f0d2c-1111-4c4c-9d9d-000000000001', jenis: 'buka_tab', waktu: isoAt(0) },
      { client_id: '0b7f0d2c-1111-4c4c-9d9d-000000000002', jenis: 'keluar_fullscreen', waktu: isoAt(0) },
    ];
    expect((await f.req('POST', url(ujian.id, '/pelanggaran'), f.mahasiswa, { list })).json().data).toEqual({ diterima: 2, baru: 2 });
    expect((await f.req('POST', url(ujian.id, '/pelanggaran'), f.mahasiswa, { list })).json().data).toEqual({ diterima: 2, baru: 0 });
    expect((await f.req('POST', url(ujian.id, '/pelanggaran'), f.mahasiswa, { list: [{ ...list[0], jenis: 'lain' }] })).statusCode).toBe(400);
    const mon = (await f.req('GET', `/v2/lms/ujian/${ujian.id}/monitor`, f.dosen)).json().data;
    const row = mon.find((r: { id_pengerjaan: number | null }) => r.id_pengerjaan !== null);
    expect(row).toMatchObject({ jumlah_soal_dijawab: 3, terhubung: true });
    expect(row.pelanggaran.map((v: { jenis: string }) => v.jenis).sort()).toEqual(['buka_tab', 'keluar_fullscreen']);
    expect((await f.req('GET', `/v2/lms/ujian/${ujian.id}/monitor`, f.mahasiswa)).statusCode).toBe(403);
  });

  it('submit closes the attempt, writes the attendance fact once, and later saves are refused', async () => {
    const [uid] = await f.q<{ id: number }>("select id from users where username = 'mahasiswa' and college_id = 1");
    const res = await f.req('POST', url(ujian.id, '/selesai'), f.mahasiswa);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'selesai', kelompok: null, pengerjaan: { cara_selesai: 'kirim', jumlah_soal_dijawab: 3 } });
    expect((await f.req('POST', url(ujian.id, '/selesai'), f.mahasiswa)).statusCode).toBe(200);
    const facts = await f.q<{ sumber: string; detail: { cara_selesai: string } }>(
      `select s.sumber, s.detail from aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas where a.jenis = 'ujian' and a.id_sumber = $1 and s.id_user = $2`,
      [String(ujian.id), uid!.id],
    );
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({ sumber: 'kerjakan', detail: { cara_selesai: 'kirim' } });
    const late = await save(ujian.id, ujian.idSoal[0]!, 100, { pilihan: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().status.message).toBe(PESAN_UJIAN.sudahBerakhir);
    expect((await f.req('POST', url(ujian.id, '/start'), f.mahasiswa)).statusCode).toBe(409);
  });

  it('the server closes an attempt at its deadline, keeping the answers acknowledged before it', async () => {
    const u = await buatUjianDenganSoal(f, {}, [soalPilihan()]);
    await f.req('POST', url(u.id, '/start'), f.mahasiswa);
    expect((await save(u.id, u.idSoal[0]!, 1, { pilihan: 1 })).json().data.diterima).toBe(true);
    // The deadline passes (moved into the past, as if the clock ran).
    await f.q("update ujian_pengerjaan set batas_waktu = now() - interval '1 minute' where id_ujian = $1", [u.id]);
    expect((await save(u.id, u.idSoal[0]!, 2, { pilihan: 2 })).statusCode).toBe(409);
    const r = await tutupPengerjaanLewat(f.t.app.deps);
    expect(r.ditutup).toBeGreaterThanOrEqual(1);
    const [p] = await f.q<{ cara_selesai: string; waktu_selesai: Date; batas_waktu: Date }>(
      'select cara_selesai, waktu_selesai, batas_waktu from ujian_pengerjaan where id_ujian = $1',
      [u.id],
    );
    expect(p!.cara_selesai).toBe('waktu_habis');
    expect(p!.waktu_selesai.getTime()).toBe(p!.batas_waktu.getTime());
    const [j] = await f.q<{ jawaban: unknown }>('select jawaban from ujian_jawaban where id_soal = $1', [u.idSoal[0]]);
    expect(j!.jawaban).toEqual({ pilihan: 1 });
    expect((await tutupPengerjaanLewat(f.t.app.deps)).ditutup).toBe(0);
  });

  it('a teacher ends one attempt; announcements reach the takers', async () => {
    const u = await buatUjianDenganSoal(f, {}, [soalPilihan()]);
    const p = (await f.req('POST', url(u.id, '/start'), f.mahasiswa)).json().data.pengerjaan;
    expect((await f.req('POST', `/v2/lms/ujian/${u.id}/pengumuman`, f.mahasiswa, { isi: 'x' })).statusCode).toBe(403);
    expect((await f.req('POST', `/v2/lms/ujian/${u.id}/pengumuman`, f.dosen, { isi: ' ' })).json().detail.issues[0].message).toBe(PESAN_UJIAN.isiPengumumanWajib);
    expect((await f.req('POST', `/v2/lms/ujian/${u.id}/pengumuman`, f.dosen, { isi: 'Soal nomor 1 sudah diperbaiki.' })).statusCode).toBe(200);
    const me = (await f.req('GET', url(u.id, '/me'), f.mahasiswa)).json().data;
    expect(me.pengumuman.map((x: { isi: string }) => x.isi)).toEqual(['Soal nomor 1 sudah diperbaiki.']);
    expect((await f.req('POST', url(u.id, `/${p.id}/paksa_selesai`), f.mahasiswa)).statusCode).toBe(403);
    expect((await f.req('POST', url(u.id, `/${p.id}/paksa_selesai`), f.dosen)).statusCode).toBe(200);
    const after = (await f.req('GET', url(u.id, '/me'), f.mahasiswa)).json().data;
    expect(after.pengerjaan.cara_selesai).toBe('paksa');
  });
});
