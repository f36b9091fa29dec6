import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_PERTEMUAN, pertemuanDetail, pertemuanTeksItem } from '@lms/shared';
import { pertemuanKelas, setupFixture, type Fixture, type Headers } from './pertemuan.fixtures';

let f: Fixture;
let idPertemuan: number;
beforeAll(async () => {
  f = await setupFixture();
  idPertemuan = (await pertemuanKelas(f, await f.kelasId('TIF201', 'A'))).find((p) => p.nomor === 1)!.id;
});
afterAll(async () => f?.t.close());

const url = (id: number, idTeks?: number | string) => `/api/v2/lms/pertemuan/${id}/teks${idTeks !== undefined ? `/${idTeks}` : ''}`;
const post = (id: number, headers: Headers, payload: object) => f.t.app.inject({ method: 'POST', url: url(id), headers, payload });
const countTeks = async (id: number) => (await f.q<{ n: number }>('select count(*)::int n from pertemuan_teks where id_pertemuan = $1', [id]))[0]!.n;

describe('GET /api/v2/lms/pertemuan/{id}/teks', () => {
  it('401 / 403 outside the class / 404 for another college', async () => {
    expect((await f.t.app.inject({ url: url(idPertemuan), headers: { 'college-id': '1' } })).statusCode).toBe(401);
    for (const h of [f.mahasiswaLain, f.dosenLain, f.operatorLaporan]) expect((await f.t.app.inject({ url: url(idPertemuan), headers: h })).statusCode).toBe(403);
    const [p2] = await f.q<{ id: number }>('select id_pertemuan id from pertemuan_teks where college_id = 2 limit 1');
    expect((await f.t.app.inject({ url: url(p2!.id), headers: f.operator })).statusCode).toBe(404);
  });

  it('lets a participant read the texts of the meeting', async () => {
    const res = await f.t.app.inject({ url: url(idPertemuan), headers: f.mahasiswa });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.map((x: unknown) => pertemuanTeksItem.parse(x));
    expect(items.length).toBe(await countTeks(idPertemuan));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((x: { id_pertemuan: number }) => x.id_pertemuan === idPertemuan)).toBe(true);
  });
});

describe('POST /api/v2/lms/pertemuan/{id}/teks', () => {
  it('401 / 403 for a participant, a read-only operator, a lecturer outside the class, and across colleges', async () => {
    const before = await countTeks(idPertemuan);
    const payload = { judul: 'Catatan', isi: '<p>Isi</p>' };
    expect((await post(idPertemuan, { 'college-id': '1' }, payload)).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorLaporan, f.dosenLain]) expect((await post(idPertemuan, h, payload)).statusCode).toBe(403);
    expect((await post(idPertemuan, { ...f.dosen, 'college-id': '2' }, payload)).statusCode).toBe(403);
    expect(await countTeks(idPertemuan)).toBe(before);
  });

  it('400 naming the field for missing or too long input, and for HTML with no text after sanitizing', async () => {
    const before = await countTeks(idPertemuan);
    const cases: [object, string][] = [
      [{ isi: '<p>Isi</p>' }, 'judul'],
      [{ judul: '   ', isi: '<p>Isi</p>' }, 'judul'],
      [{ judul: 'x'.repeat(201), isi: '<p>Isi</p>' }, 'judul'],
      [{ judul: 'Catatan' }, 'isi'],
      [{ judul: 'Catatan', isi: '<script>alert(1)</script><p><br></p>' }, 'isi'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(idPertemuan, f.dosen, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
    expect(await countTeks(idPertemuan)).toBe(before);
  });

  it('stores sanitized HTML: no <script>, no on* handlers, no javascript: links; links get rel=noopener', async () => {
    const isi =
      '<h2 onclick="x()">Judul</h2><p style="color:red" onmouseover="steal()">Halo <strong>dunia</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">jahat</a> <a href="https://unm.ac.id" target="_blank">situs</a>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<table><tr><td onclick="y()">sel</td></tr></table>';
    const res = await post(idPertemuan, f.dosen, { judul: '  Materi Tambahan  ', isi });
    expect(res.statusCode, res.body).toBe(201);
    const item = pertemuanTeksItem.parse(res.json().data);
    expect(item.judul).toBe('Materi Tambahan');
    expect(item.isi).not.toMatch(/<script|onclick|onmouseover|onerror|javascript:|<img|<iframe|style=|target=/i);
    expect(item.isi).toContain('<h2>Judul</h2>');
    expect(item.isi).toContain('<strong>dunia</strong>');
    expect(item.isi).toContain('<a href="https://unm.ac.id" rel="noopener">situs</a>');
    expect(item.isi).toContain('<td>sel</td>');
    expect(item.created_by).toEqual({ id: await f.userId('dosen'), nama: expect.any(String) });
    const [stored] = await f.q<{ isi: string }>('select isi from pertemuan_teks where id = $1', [item.id]);
    expect(stored!.isi).toBe(item.isi);
    // the meeting counts it
    const d = pertemuanDetail.parse((await f.t.app.inject({ url: `/api/v2/lms/pertemuan/${idPertemuan}`, headers: f.dosen })).json().data);
    expect(d.count_activity.teks).toBe(await countTeks(idPertemuan));
  });

  it('an operator with write may add text to any class', async () => {
    const res = await post(idPertemuan, f.operator, { judul: 'Pengumuman kelas', isi: '<p>Ruang pindah</p>' });
    expect(res.statusCode).toBe(201);
  });
});

describe('PUT / DELETE /api/v2/lms/pertemuan/{id}/teks/{idTeks}', () => {
  async function buat() {
    const res = await post(idPertemuan, f.dosen, { judul: 'Sementara', isi: '<p>Awal</p>' });
    return pertemuanTeksItem.parse(res.json().data);
  }

  it('401 / 403 for a participant; 404 for an unknown text or a text of another meeting', async () => {
    const item = await buat();
    const put = (id: number, idTeks: number | string, headers: Headers) =>
      f.t.app.inject({ method: 'PUT', url: url(id, idTeks), headers, payload: { judul: 'Baru' } });
    expect((await put(idPertemuan, item.id, { 'college-id': '1' })).statusCode).toBe(401);
    expect((await put(idPertemuan, item.id, f.mahasiswa)).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'DELETE', url: url(idPertemuan, item.id), headers: f.mahasiswa })).statusCode).toBe(403);
    const missing = await put(idPertemuan, 99999999, f.dosen);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status.message).toBe(PESAN_PERTEMUAN.teksTidakDitemukan);
    const lain = (await pertemuanKelas(f, await f.kelasId('TIF201', 'A'))).find((p) => p.nomor === 3)!.id;
    expect((await put(lain, item.id, f.dosen)).statusCode).toBe(404);
    expect((await put(idPertemuan, 'abc', f.dosen)).statusCode).toBe(400);
  });

  it('updates judul and sanitized isi; refuses an empty isi', async () => {
    const item = await buat();
    const res = await f.t.app.inject({
      method: 'PUT',
      url: url(idPertemuan, item.id),
      headers: f.dosen,
      payload: { isi: '<p onclick="a()">Ubah <em>isi</em></p><script>x</script>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(pertemuanTeksItem.parse(res.json().data)).toMatchObject({ judul: 'Sementara', isi: '<p>Ubah <em>isi</em></p>' });
    const empty = await f.t.app.inject({ method: 'PUT', url: url(idPertemuan, item.id), headers: f.dosen, payload: { isi: '<script>x</script>' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().status.message).toContain('isi');
    const [stored] = await f.q<{ isi: string }>('select isi from pertemuan_teks where id = $1', [item.id]);
    expect(stored!.isi).toBe('<p>Ubah <em>isi</em></p>');
  });

  it('deletes, then answers 404', async () => {
    const item = await buat();
    const del = await f.t.app.inject({ method: 'DELETE', url: url(idPertemuan, item.id), headers: f.operator });
    expect(del.statusCode).toBe(200);
    expect((await f.q('select 1 from pertemuan_teks where id = $1', [item.id])).length).toBe(0);
    expect((await f.t.app.inject({ method: 'DELETE', url: url(idPertemuan, item.id), headers: f.operator })).statusCode).toBe(404);
  });
});
