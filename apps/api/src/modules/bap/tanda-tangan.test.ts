import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../bank-soal/bank-soal.fixtures';
import { setupBap, teksPdf, type BapFixture, type Headers } from './bap.fixtures';
import { bacaInfoPng, buatPngTandaTangan } from './png';

let f: BapFixture;
beforeAll(async () => {
  f = await setupBap();
}, 180_000);
afterAll(async () => f?.t.close());

const anon = { 'college-id': '1' };
const lainKampus = (h: Headers) => ({ ...h, 'college-id': '2' });
const inj = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, body?: { payload: Buffer | object; headers?: Record<string, string> }) =>
  f.t.app.inject({ method, url, headers: { ...headers, ...(body?.headers ?? {}) }, ...(body ? { payload: body.payload } : {}) });
const ttd = (data: Buffer, name = 'ttd.png') => multipart({}, [{ field: 'file', name, type: 'image/png', data }]);
const jejak = async () =>
  JSON.stringify(await f.q('select (select count(*) from log_aktivitas) l, (select string_agg(md5(png_base64), \',\' order by user_id) from tanda_tangan_pengguna) t, (select string_agg(md5(coalesce(png_base64, \'\')) || nip || jabatan, \',\' order by id_prodi) from penandatangan_prodi) p, (select count(*) from template_bap) tp'));

describe('png', () => {
  it('reads size and transparency of the generated signature and refuses other bytes', () => {
    expect(bacaInfoPng(buatPngTandaTangan(3))).toEqual({ lebar: 240, tinggi: 120, transparan: true });
    expect(bacaInfoPng(PNG_1PX)).toMatchObject({ lebar: 1, tinggi: 1 });
    expect(bacaInfoPng(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('/v2/lms/profil/tanda_tangan', () => {
  const u = '/api/v2/lms/profil/tanda_tangan';
  it('refuses no login, students, operators, the wrong college and a PNG that is not 240x120 transparent; nothing written', async () => {
    const before = await jejak();
    expect((await inj('GET', u, anon)).statusCode).toBe(401);
    expect((await inj('PUT', u, f.mahasiswa, ttd(buatPngTandaTangan(1)))).statusCode).toBe(403);
    expect((await inj('PUT', u, f.operator, ttd(buatPngTandaTangan(1)))).statusCode).toBe(403);
    expect((await inj('PUT', u, lainKampus(f.dosenLain), ttd(buatPngTandaTangan(1)))).statusCode).toBe(403);
    const kecil = await inj('PUT', u, f.dosenLain, ttd(PNG_1PX));
    expect(kecil.statusCode).toBe(400);
    expect(kecil.json().status.message).toContain('240x120');
    expect((await inj('PUT', u, f.dosenLain, ttd(buatPngTandaTangan(1, 200, 100)))).statusCode).toBe(400);
    expect((await inj('PUT', u, f.dosenLain, ttd(Buffer.from('%PDF-1.4 bukan gambar'), 'ttd.png'))).statusCode).toBe(415);
    expect((await inj('PUT', u, f.dosenLain, { payload: { file: 'x' } })).statusCode).toBe(400);
    expect(await jejak()).toBe(before);
  });

  it('a lecturer uploads, sees and removes their signature; their BAP then carries it', async () => {
    expect((await inj('GET', u, f.dosenLain)).json().data).toEqual({ ada: false, updated_at: null });
    const png = buatPngTandaTangan(4);
    const put = await inj('PUT', u, f.dosenLain, ttd(png));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.ada).toBe(true);
    const img = await inj('GET', `${u}/gambar`, f.dosenLain);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.rawPayload, png)).toBe(0);
    const [log] = await f.q<{ jenis_aktivitas: string }>('select jenis_aktivitas from log_aktivitas order by id desc limit 1');
    expect(log!.jenis_aktivitas).toBe('ubah_tanda_tangan');
    expect((await inj('DELETE', u, f.dosenLain)).json().data.ada).toBe(false);
    expect((await inj('DELETE', u, f.dosenLain)).statusCode).toBe(404);
    expect((await inj('GET', `${u}/gambar`, f.dosenLain)).statusCode).toBe(404);
  });
});

describe('/v1/penandatangan_prodi/{id}', () => {
  let idProdi: number;
  beforeAll(async () => {
    idProdi = (await f.q<{ id_prodi: number }>('select mk.id_prodi from kelas_kuliah k join mata_kuliah mk on mk.id = k.id_mata_kuliah where k.id = $1', [f.idKelas]))[0]!.id_prodi;
  });
  const body = (fields: Record<string, string>, file?: Buffer) => multipart(fields, file ? [{ field: 'file', name: 'ttd.png', type: 'image/png', data: file }] : []);

  it('is read by lecturers and operators with kelas_kuliah read; refused to students, the wrong college and other colleges’ programmes', async () => {
    const u = `/api/v1/penandatangan_prodi/${idProdi}`;
    expect((await inj('GET', u, anon)).statusCode).toBe(401);
    expect((await inj('GET', u, f.mahasiswa)).statusCode).toBe(403);
    expect((await inj('GET', u, f.operatorLaporan)).statusCode).toBe(403);
    expect((await inj('GET', u, lainKampus(f.operator))).statusCode).toBe(403);
    expect((await inj('GET', u, f.operator2)).statusCode).toBe(404);
    expect((await inj('GET', '/api/v1/penandatangan_prodi/abc', f.operator)).statusCode).toBe(400);
    const r = await inj('GET', u, f.dosen);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ id_prodi: idProdi, ada_tanda_tangan: true, jabatan: 'Ketua Program Studi' });
    expect((await inj('GET', u, f.operatorKelas)).statusCode).toBe(200);
  });

  it('is changed by operators with kelas_kuliah write only, validated, logged, and printed on the next BAP', async () => {
    const u = `/api/v1/penandatangan_prodi/${idProdi}`;
    const before = await jejak();
    const ok = { penandatangan: 'Prof. Dr. Siti Rahma, M.T.', nip: '198001012005012001', jabatan: 'Koordinator Program Studi' };
    expect((await inj('PUT', u, f.operatorKelas, body(ok))).statusCode).toBe(403);
    expect((await inj('PUT', u, f.dosen, body(ok))).statusCode).toBe(403);
    expect((await inj('PUT', u, f.operator2, body(ok))).statusCode).toBe(404);
    expect((await inj('PUT', u, f.operator, body({ ...ok, penandatangan: '' }))).statusCode).toBe(400);
    expect((await inj('PUT', u, f.operator, body(ok, PNG_1PX))).statusCode).toBe(400);
    expect(await jejak()).toBe(before);

    const r = await inj('PUT', u, f.operator, body({ ...ok, hapus_tanda_tangan: 'true' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ penandatangan: ok.penandatangan, nip: ok.nip, jabatan: ok.jabatan, ada_tanda_tangan: false });
    const r2 = await inj('PUT', u, f.operator, body(ok, buatPngTandaTangan(9)));
    expect(r2.json().data.ada_tanda_tangan).toBe(true);
    expect((await inj('GET', `${u}/tanda_tangan`, f.dosen)).headers['content-type']).toBe('image/png');
    const [log] = await f.q<{ jenis_aktivitas: string; detail: string }>('select jenis_aktivitas, detail from log_aktivitas order by id desc limit 1');
    expect(log).toMatchObject({ jenis_aktivitas: 'ubah_penandatangan_prodi' });

    const pdf = await inj('GET', `/api/v2/lms/kelas_kuliah/${encodeURIComponent(f.idKelas)}/bap/unduh?include_laporan_pertemuan_detail=false`, f.dosen);
    const { text } = await teksPdf(pdf.rawPayload);
    expect(text).toContain(ok.penandatangan);
    expect(text).toContain(ok.nip);
    expect(text).toContain(ok.jabatan);
  });
});

describe('/v2/lms/bap/template', () => {
  const u = '/api/v2/lms/bap/template';
  it('reads the built-in template; refuses writes without kelas_kuliah write and invalid templates; nothing written', async () => {
    expect((await inj('GET', u, anon)).statusCode).toBe(401);
    expect((await inj('GET', u, f.dosen)).statusCode).toBe(403);
    expect((await inj('GET', u, lainKampus(f.operator))).statusCode).toBe(403);
    const r = await inj('GET', u, f.operatorKelas);
    expect(r.json().data).toMatchObject({ bawaan: true, updated_at: null });
    expect(r.json().data.isi).toContain('{{#pertemuan}}');
    const before = await jejak();
    expect((await inj('PUT', u, f.operatorKelas, { payload: { isi: '<p>{{mk_nama}}</p>' } })).statusCode).toBe(403);
    const asing = await inj('PUT', u, f.operator, { payload: { isi: '<p>{{gaji_dosen}}</p>' } });
    expect(asing.statusCode).toBe(400);
    expect(asing.json().status.message).toContain('gaji_dosen');
    const terbuka = await inj('PUT', u, f.operator, { payload: { isi: '{{#pertemuan}}<p>{{nomor}}</p>' } });
    expect(terbuka.statusCode).toBe(400);
    expect(terbuka.json().status.message).toContain('belum ditutup');
    expect((await inj('PUT', u, f.operator, { payload: { isi: '   ' } })).statusCode).toBe(400);
    expect((await inj('DELETE', u, f.operator)).statusCode).toBe(404);
    expect(await jejak()).toBe(before);
  });

  it("an operator's template is what the next BAP prints (other colleges keep theirs); a reset restores the built-in one", async () => {
    const isi = '<h1 align="center">BAP KAMPUS KAMI</h1><p>{{mk_kode}} {{kelas_nama}}</p>{{#pertemuan}}<p>P{{nomor}}: {{topik}} ({{hadir}})</p>{{/pertemuan}}';
    const put = await inj('PUT', u, f.operator, { payload: { isi } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ bawaan: false, isi });
    const pdf = await inj('GET', `/api/v2/lms/kelas_kuliah/${encodeURIComponent(f.idKelas)}/bap/unduh`, f.dosen);
    const { text } = await teksPdf(pdf.rawPayload);
    expect(text).toContain('BAP KAMPUS KAMI');
    expect(text).not.toContain('BERITA ACARA PERKULIAHAN');
    expect(text).toMatch(/P1: .+ \(\d+\)/);
    // The template left the QR out: the seal is appended, and the footer carries the code on every page.
    expect(text).toContain('Kode verifikasi:');
    expect((await inj('GET', u, f.operator2)).json().data.bawaan).toBe(true);
    const reset = await inj('DELETE', u, f.operator);
    expect(reset.json().data.bawaan).toBe(true);
  });
});
