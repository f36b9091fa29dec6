import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKodeSegel } from '@lms/shared';
import { harapanPertemuan, setupBap, teksPdf, type BapFixture, type Headers } from './bap.fixtures';

let f: BapFixture;
beforeAll(async () => {
  f = await setupBap();
}, 180_000);
afterAll(async () => f?.t.close());

const anon = { 'college-id': '1' };
const lainKampus = (h: Headers) => ({ ...h, 'college-id': '2' });
const get = (url: string, headers: Headers) => f.t.app.inject({ method: 'GET', url, headers });
const url = (id: string, q = '') => `/api/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/bap/unduh${q}`;
const jejak = async () => JSON.stringify(await f.q('select (select count(*) from segel_bap) s, (select count(*) from log_aktivitas) l'));

describe('GET /v2/lms/kelas_kuliah/{id}/bap/unduh', () => {
  it('refuses no login, students, operators without kelas_kuliah read, the wrong college, another class’s lecturer, bad input; writes nothing', async () => {
    const before = await jejak();
    expect((await get(url(f.idKelas), anon)).statusCode).toBe(401);
    expect((await get(url(f.idKelas), f.mahasiswa)).statusCode).toBe(403);
    expect((await get(url(f.idKelas), f.operatorLaporan)).statusCode).toBe(403);
    expect((await get(url(f.idKelas), lainKampus(f.operator))).statusCode).toBe(403);
    expect((await get(url(f.idKelas), f.operator2)).statusCode).toBe(404);
    expect((await get(url(f.idKelas), f.dosenLain)).statusCode).toBe(403);
    expect((await get(url(f.kelasLain, '?laporan_saya=true'), f.dosen)).statusCode).toBe(403);
    expect((await get(url('tidak_ada'), f.operator)).statusCode).toBe(404);
    const none = await get(url(f.idKelas, '?include_laporan_kelas=false&include_laporan_pertemuan_detail=false'), f.dosen);
    expect(none.statusCode).toBe(400);
    expect(none.json().status.message).toContain('include_laporan_kelas');
    expect((await get(url(f.idKelas, '?laporan_saya=true&id_pengajar=1'), f.dosen)).statusCode).toBe(400);
    expect((await get(url(f.idKelas, '?include_tanda_tangan=maybe'), f.dosen)).statusCode).toBe(400);
    const bukan = await get(url(f.idKelas, '?id_pengajar=2147483647'), f.operator);
    expect(bukan.statusCode).toBe(400);
    expect(bukan.json().status.message).toContain('id_pengajar');
    expect((await get(url(f.idKelas, '?laporan_saya=true'), f.operator)).statusCode).toBe(403);
    expect(await jejak()).toBe(before);
  });

  it("'Laporan Saya' with signature: dates, topics and attendance counts match the database; sealed and logged", async () => {
    const res = await get(url(f.idKelas, '?laporan_saya=true&include_tanda_tangan=true'), f.dosen);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename.*BAP/);
    const { text, size } = await teksPdf(res.rawPayload);
    expect(size).toEqual([595, 842]);
    const harapan = await harapanPertemuan(f, f.idKelas);
    expect(harapan.length).toBeGreaterThan(3);
    expect(harapan.some((p) => p.hadir > 0)).toBe(true);
    expect(harapan.some((p) => p.status === 'belum_dimulai')).toBe(true);
    for (const p of harapan) {
      expect(text).toContain(p.tanggal);
      if (p.materi) expect(text).toContain(p.materi);
      // The detail report lists the meetings that started (status, or the scheduled start passed), each with its
      // participants and counts; a meeting ahead is not there.
      if (p.status === 'belum_dimulai' && new Date(p.waktu_mulai).getTime() > Date.now()) {
        expect(text).not.toContain(`Pertemuan ${p.nomor} · ${p.tanggal}`);
        continue;
      }
      expect(text).toMatch(new RegExp(`Pertemuan ${p.nomor} · ${p.tanggal}[^\\n]*?hadir ${p.hadir}, tidak hadir ${p.tidak}`));
    }
    expect(text).toContain('BERITA ACARA PERKULIAHAN');
    expect(text).toContain('LAPORAN DETAIL PERTEMUAN');
    const [dosen] = await f.q<{ nama: string; nidn: string }>("select u.nama, d.nidn from users u join dosen d on d.user_id = u.id where u.username = 'dosen'");
    expect(text).toContain(dosen!.nama);
    expect(text).toContain(dosen!.nidn);
    // Both signature images are embedded (the demo lecturer and the programme's signatory have one).
    expect(res.rawPayload.toString('latin1').match(/\/Subtype\s*\/Image/g)!.length).toBeGreaterThanOrEqual(3);

    const kode = res.headers['x-bap-kode'] as string;
    expect(text).toContain(`Kode verifikasi BAP ${formatKodeSegel(kode)}`);
    const [segel] = await f.q<{ hash_sha256: string; ukuran: number; dibuat_oleh: number }>('select hash_sha256, ukuran, dibuat_oleh from segel_bap where kode = $1', [kode]);
    expect(segel!.hash_sha256).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
    expect(segel!.ukuran).toBe(res.rawPayload.length);
    expect(segel!.dibuat_oleh).toBe(await f.userId('dosen'));
    const [log] = await f.q<{ detail: string }>("select detail from log_aktivitas where jenis_aktivitas = 'unduh_bap' order by id desc limit 1");
    expect(log!.detail).toContain(formatKodeSegel(kode));
  });

  it('an operator with kelas_kuliah read downloads one section for a chosen lecturer', async () => {
    const [p] = await f.q<{ id_dosen: number; nama: string }>(
      'select kp.id_dosen, u.nama from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where kp.id_kelas_kuliah = $1 order by kp.urutan desc limit 1',
      [f.idKelas],
    );
    const res = await get(url(f.idKelas, `?id_pengajar=${p!.id_dosen}&include_laporan_pertemuan_detail=false`), f.operatorKelas);
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await teksPdf(res.rawPayload);
    expect(text).toContain('BERITA ACARA PERKULIAHAN');
    expect(text).not.toContain('LAPORAN DETAIL PERTEMUAN');
    expect(text).toContain(p!.nama);
  });
});

describe('GET /v2/lms/bap/verifikasi/{kode} (public)', () => {
  it('confirms a real BAP without login, rejects a forged code, and names the current version after a regeneration', async () => {
    const q = '?laporan_saya=true&include_laporan_pertemuan_detail=false';
    const a = await get(url(f.idKelas, q), f.dosen);
    const kodeA = a.headers['x-bap-kode'] as string;
    const v = await f.t.app.inject({ method: 'GET', url: `/api/v2/lms/bap/verifikasi/${formatKodeSegel(kodeA).toLowerCase()}` });
    expect(v.statusCode, v.body).toBe(200);
    const data = v.json().data;
    expect(data).toMatchObject({ kode: formatKodeSegel(kodeA), status: 'berlaku', terbaru: null, hash_sha256: createHash('sha256').update(a.rawPayload).digest('hex') });
    expect(data.mata_kuliah).toContain('TIF201');
    expect(Object.keys(data).sort()).toEqual(['dibuat_pada', 'hash_sha256', 'kelas', 'kode', 'mata_kuliah', 'pengajar', 'perguruan_tinggi', 'periode', 'pesan', 'status', 'terbaru']);

    for (const palsu of ['ABCD-EFGH-JKMN', 'bukan-kode', '0000-0000-0000']) {
      const r = await f.t.app.inject({ method: 'GET', url: `/api/v2/lms/bap/verifikasi/${palsu}` });
      expect(r.statusCode).toBe(404);
      expect(r.json().status.message).toContain('tidak dikenal');
    }

    const b = await get(url(f.idKelas, q), f.dosen);
    const kodeB = b.headers['x-bap-kode'] as string;
    expect(kodeB).not.toBe(kodeA);
    const lama = (await f.t.app.inject({ method: 'GET', url: `/api/v2/lms/bap/verifikasi/${kodeA}` })).json().data;
    expect(lama).toMatchObject({ status: 'diganti', terbaru: { kode: formatKodeSegel(kodeB) } });
    const baru = (await f.t.app.inject({ method: 'GET', url: `/api/v2/lms/bap/verifikasi/${kodeB}` })).json().data;
    expect(baru).toMatchObject({ status: 'berlaku', terbaru: null });
  });
});

describe('layout (issue 30 defect 12)', () => {
  it('never splits a table row across pages: each meeting row starts and ends on one page', async () => {
    const asli = await f.q<{ id: number; deskripsi: string }>('select id, deskripsi from pertemuan where id_kelas_kuliah = $1', [f.idKelas]);
    const isi = Array.from({ length: 18 }, (_, i) => `pembahasan lanjutan bagian ${i + 1}`).join(' ');
    await f.q(`update pertemuan set deskripsi = '<p>AWAL' || nomor || ' ' || $2 || ' AKHIR' || nomor || '</p>' where id_kelas_kuliah = $1`, [f.idKelas, isi]);
    try {
      const res = await get(url(f.idKelas, '?include_laporan_pertemuan_detail=false'), f.dosen);
      expect(res.statusCode, res.body).toBe(200);
      const { text, pages } = await teksPdf(res.rawPayload);
      expect(pages).toBeGreaterThan(2);
      const halaman = text.split('\n');
      const di = (kata: string) => halaman.findIndex((h) => h.split(' ').includes(kata));
      for (const { nomor } of await harapanPertemuan(f, f.idKelas)) {
        expect(di(`AWAL${nomor}`), `pertemuan ${nomor}`).toBeGreaterThanOrEqual(0);
        expect(di(`AKHIR${nomor}`), `pertemuan ${nomor}`).toBe(di(`AWAL${nomor}`));
      }
    } finally {
      for (const p of asli) await f.q('update pertemuan set deskripsi = $2 where id = $1', [p.id, p.deskripsi]);
    }
  });
});
