import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDUL_UAS, JUDUL_UTS, PESAN_PERTEMUAN, generatePertemuanResult, hariDari, waktuLokal } from '@lms/shared';
import { pertemuanKelas, setupFixture, type Fixture, type Headers } from './pertemuan.fixtures';

let f: Fixture;
beforeAll(async () => {
  f = await setupFixture();
});
afterAll(async () => f?.t.close());

const url = (id: string, query = '') => `/api/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/pertemuan/generate${query}`;
const generate = (id: string, headers: Headers, query = '') => f.t.app.inject({ method: 'POST', url: url(id, query), headers });
const count = async (id: string) => (await f.q<{ n: number }>('select count(*)::int n from pertemuan where id_kelas_kuliah = $1', [id]))[0]!.n;

describe('POST /api/v2/lms/kelas_kuliah/{id}/pertemuan/generate', () => {
  it('401 without a token; 403 for a lecturer, a student and an operator without write', async () => {
    const a = await f.kelasId('TIF302', 'A');
    expect((await generate(a, { 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [f.dosen, f.mahasiswa, f.operatorLaporan]) expect((await generate(a, h, '?ulang=true')).statusCode).toBe(403);
    expect((await generate(a, { ...f.operator, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('404 for an unknown class or a class of another college; 400 for a bad ulang flag', async () => {
    expect((await generate('tidak_ada', f.operator)).statusCode).toBe(404);
    const [k2] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 2 limit 1');
    const res = await generate(k2!.id, f.operator, '?ulang=true');
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe(PESAN_PERTEMUAN.kelasTidakDitemukan);
    const bad = await generate(await f.kelasId('TIF302', 'A'), f.operator, '?ulang=mungkin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('ulang');
  });

  it('409 when the meetings exist, and 409 for ulang once a meeting has started', async () => {
    const akan = await f.kelasId('TIF302', 'A');
    const res = await generate(akan, f.operator);
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(PESAN_PERTEMUAN.sudahDibuat);
    const jalan = await f.kelasId('TIF201', 'A');
    const before = JSON.stringify(await pertemuanKelas(f, jalan));
    const again = await generate(jalan, f.operator, '?ulang=true');
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toBe(PESAN_PERTEMUAN.tidakBisaDibuatUlang);
    expect(JSON.stringify(await pertemuanKelas(f, jalan))).toBe(before);
  });

  it('ulang=true rewrites meetings that have not started in place, keeping their ids', async () => {
    const akan = await f.kelasId('MNJ102', 'C');
    const lama = await pertemuanKelas(f, akan);
    await f.q("update pertemuan set judul = 'diubah manual' where id_kelas_kuliah = $1", [akan]);
    const res = await generate(akan, f.operator, '?ulang=true');
    expect(res.statusCode, res.body).toBe(200);
    const data = generatePertemuanResult.parse(res.json().data);
    expect(data.pertemuan.map((p) => p.id)).toEqual(lama.map((p) => p.id));
    expect(data.pertemuan.some((p) => p.judul === 'diubah manual')).toBe(false);
    expect(res.json().status.message).toBe(PESAN_PERTEMUAN.berhasilDibuat(data.jumlah_pertemuan));
  });

  it('generates from the schedule, the period start and the semester plan in the college zone (WIB)', async () => {
    const akan = await f.kelasId('AKT301', 'E');
    await f.q('delete from pertemuan where id_kelas_kuliah = $1', [akan]);
    const res = await generate(akan, f.operator);
    expect(res.statusCode, res.body).toBe(200);
    const data = generatePertemuanResult.parse(res.json().data);

    const [info] = await f.q<{ mode: string; id_mk: number; mulai: Date; hari: number; jam_mulai: string; jam_selesai: string; id_ruangan: number | null }>(
      `select kk.mode_kuliah mode, kk.id_mata_kuliah id_mk, pr.tanggal_mulai mulai, j.hari, j.jam_mulai, j.jam_selesai, j.id_ruangan
       from kelas_kuliah kk join periode pr on pr.college_id = kk.college_id and pr.kode = kk.periode join kelas_jadwal j on j.id_kelas_kuliah = kk.id
       where kk.id = $1`,
      [akan],
    );
    const rencana = await f.q<{ pertemuan_ke: number; kategori: string; materi: string }>(
      'select pertemuan_ke, kategori, materi from rencana_pembelajaran where id_mata_kuliah = $1 order by pertemuan_ke',
      [info!.id_mk],
    );
    const jumlah = rencana.length ? Math.max(...rencana.map((r) => r.pertemuan_ke)) : 16;
    expect(data.jumlah_pertemuan).toBe(jumlah);
    expect(data.pertemuan.map((p) => p.nomor)).toEqual(Array.from({ length: jumlah }, (_, i) => i + 1));
    for (const p of data.pertemuan) {
      const l = waktuLokal(Date.parse(p.waktu_mulai), 'Asia/Jakarta');
      expect(hariDari(l)).toBe(info!.hari);
      expect(`${String(l.jam).padStart(2, '0')}:${String(l.menit).padStart(2, '0')}:00`).toBe(info!.jam_mulai);
      expect(p.jenis).toBe(info!.mode);
      expect(p.status).toBe('belum_dimulai');
      const r = rencana.find((x) => x.pertemuan_ke === p.nomor);
      if (p.kategori === 'uts') expect(p.judul).toBe(JUDUL_UTS);
      else if (p.kategori === 'uas') expect(p.judul).toBe(JUDUL_UAS);
      else expect(p.judul).toBe(r?.materi.trim() || `Pertemuan ${p.nomor}`);
    }
    // the first meeting falls in the first week of the period
    const first = Date.parse(data.pertemuan[0]!.waktu_mulai);
    expect(first).toBeGreaterThanOrEqual(+info!.mulai);
    expect(first - +info!.mulai).toBeLessThan(7 * 86_400_000);
    // the schedule's room went to every meeting
    const stored = await pertemuanKelas(f, akan);
    expect(stored.every((p) => p.id_ruangan === info!.id_ruangan)).toBe(true);
  });

  it('uses the WITA zone for a college in Makassar', async () => {
    const [k] = await f.q<{ id: string; jam_mulai: string }>(
      `select kk.id, j.jam_mulai from kelas_kuliah kk join kelas_jadwal j on j.id_kelas_kuliah = kk.id
       where kk.college_id = 2 and kk.status = 'akan_dimulai' order by kk.id limit 1`,
    );
    const res = await generate(k!.id, f.operator2, '?ulang=true');
    expect(res.statusCode, res.body).toBe(200);
    const data = generatePertemuanResult.parse(res.json().data);
    const [h, m] = k!.jam_mulai.split(':').map(Number);
    for (const p of data.pertemuan) {
      const d = new Date(p.waktu_mulai);
      // local = UTC + 8 h in Makassar
      expect((d.getUTCHours() + 8) % 24).toBe(h);
      expect(d.getUTCMinutes()).toBe(m);
    }
  });

  it('422 without a schedule, writing nothing', async () => {
    const id = await f.kelasId('TIF302', 'A');
    await f.q('delete from pertemuan where id_kelas_kuliah = $1', [id]);
    await f.q('delete from kelas_jadwal where id_kelas_kuliah = $1', [id]);
    const res = await generate(id, f.operator);
    expect(res.statusCode).toBe(422);
    expect(res.json().status.message).toMatch(/Jadwal kelas belum diatur/);
    expect(await count(id)).toBe(0);
  });
});
