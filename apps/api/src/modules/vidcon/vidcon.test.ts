import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_VIDCON, pertemuanDetail, vidconDetail } from '@lms/shared';
import { MIN, URL_VIDCON, buatVidcon, iso, jejak, join, logCount, payload, setupVidconFixture, type Headers, type VidconFixture } from './vidcon.fixtures';

/** POST / PUT / DELETE /api/v2/lms/vidcon: who may write, the form's rules, and what one write leaves behind. */

let f: VidconFixture;
beforeAll(async () => {
  f = await setupVidconFixture();
});
afterAll(async () => f?.t.close());

const post = (headers: Headers, body: object) => f.t.app.inject({ method: 'POST', url: URL_VIDCON, headers, payload: body });
const put = (id: number | string, headers: Headers, body: object) => f.t.app.inject({ method: 'PUT', url: `${URL_VIDCON}/${id}`, headers, payload: body });
const del = (id: number | string, headers: Headers) => f.t.app.inject({ method: 'DELETE', url: `${URL_VIDCON}/${id}`, headers });
const total = async () => (await f.q<{ n: number }>('select count(*)::int n from vidcon'))[0]!.n;

describe('POST /api/v2/lms/vidcon', () => {
  it('401 without a token; 403 for a student, operators without write, a lecturer outside the class, and across colleges', async () => {
    const before = await total();
    const body = payload(f);
    expect((await post({ 'college-id': '1' }, body)).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorKelas, f.operatorLaporan, f.dosenLain]) expect((await post(h, body)).statusCode).toBe(403);
    expect((await post({ ...f.dosen, 'college-id': '2' }, body)).statusCode).toBe(403);
    // a meeting of college 2 does not exist for college 1
    expect((await post(f.operator, { ...body, id_pertemuan: f.idPertemuanKampus2 })).statusCode).toBe(404);
    expect(await total()).toBe(before);
  });

  it("400 with the form's messages in the spec's order, naming the field; nothing written", async () => {
    const before = await total();
    const ok = payload(f);
    const cases: [object, string, string][] = [
      [{}, 'id_pertemuan', PESAN_VIDCON.pertemuanWajib],
      [{ ...ok, judul: '  ' }, 'judul', PESAN_VIDCON.judulWajib],
      [{ ...ok, aplikasi: undefined, link: '' }, 'aplikasi', PESAN_VIDCON.aplikasiWajib],
      [{ ...ok, aplikasi: 'skype' }, 'aplikasi', PESAN_VIDCON.aplikasiTidakValid],
      [{ ...ok, link: '', waktu_mulai: undefined }, 'link', PESAN_VIDCON.linkWajib],
      [{ ...ok, waktu_mulai: undefined }, 'waktu_mulai', PESAN_VIDCON.waktuMulaiWajib],
      [{ ...ok, waktu_selesai: null }, 'waktu_selesai', PESAN_VIDCON.waktuSelesaiWajib],
      [{ ...ok, waktu_selesai: ok.waktu_mulai }, 'waktu_selesai', PESAN_VIDCON.waktuSelesaiKurang],
      [{ ...ok, link: 'javascript:alert(1)' }, 'link', PESAN_VIDCON.linkTidakValid],
      [payload(f, {}, -3 * 24 * 60), 'waktu_mulai', PESAN_VIDCON.waktuMulaiKemarin],
      [{ ...ok, judul: 'x'.repeat(201) }, 'judul', PESAN_VIDCON.judulMaks],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(f.dosen, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status.message).toBe(`Data tidak valid: ${field} — ${message}`);
    }
    expect(await total()).toBe(before);
  });

  it('creates with the link normalised, registers the activity, logs once and counts in the meeting', async () => {
    const logs = await logCount(f, 'tambah_vidcon');
    const countBefore = pertemuanDetail.parse((await f.t.app.inject({ url: `/api/v2/lms/pertemuan/${f.idPertemuan}`, headers: f.dosen })).json().data)
      .count_activity.vidcon;
    const res = await post(f.dosen, payload(f, { judul: '  Diskusi  ', aplikasi: 'msteams' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status.message).toBe(PESAN_VIDCON.berhasilDitambah);
    const v = vidconDetail.parse(res.json().data);
    expect(v).toMatchObject({ judul: 'Diskusi', aplikasi: 'msteams', link: 'http://zoom.us/j/1234567890', status: 'belum_dimulai', jumlah_peserta: 0 });
    expect(v.created_by?.username).toBe('dosen');
    expect(v.is_syarat_hadir).toBe(true);
    expect(Date.parse(v.batas_terlambat) - Date.parse(v.waktu_mulai)).toBe(15 * MIN);
    expect(v.jumlah_peserta_kelas).toBe(
      (await f.q<{ n: number }>('select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1', [f.idKelas]))[0]!.n,
    );
    const { registry } = await jejak(f, v.id);
    expect(registry).toHaveLength(1);
    expect(registry[0]).toMatchObject({ judul: 'Diskusi', id_pertemuan: f.idPertemuan, syarat_hadir: true });
    expect(new Date(registry[0]!.waktu_mulai).toISOString()).toBe(new Date(v.waktu_mulai).toISOString());
    expect(await logCount(f, 'tambah_vidcon')).toBe(logs + 1);
    const after = pertemuanDetail.parse((await f.t.app.inject({ url: `/api/v2/lms/pertemuan/${f.idPertemuan}`, headers: f.dosen })).json().data);
    expect(after.count_activity.vidcon).toBe(countBefore + 1);
  });

  it('lets an operator with write add a vidcon to any class; college 2 never sees it', async () => {
    const v = await buatVidcon(f, { judul: 'Dari operator' }, 60, 60, f.operator);
    expect(v.created_by?.username).toBe('operator');
    expect((await f.t.app.inject({ url: `${URL_VIDCON}/${v.id}`, headers: f.operator2 })).statusCode).toBe(404);
    const list = await f.t.app.inject({ url: `${URL_VIDCON}?ignore_default_pagination=true`, headers: f.operator2 });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(v.id);
    const kampus2 = await f.q<{ id: number }>('select id from vidcon where college_id = 2');
    expect(ids.sort()).toEqual(kampus2.map((r) => r.id).sort());
  });
});

describe('PUT /api/v2/lms/vidcon/{id}', () => {
  it('401 / 403 / 404 in the order that reveals nothing; nothing changes', async () => {
    const v = await buatVidcon(f);
    const before = JSON.stringify((await jejak(f, v.id)).v);
    expect((await put(v.id, { 'college-id': '1' }, { judul: 'x' })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorKelas, f.dosenLain]) expect((await put(v.id, h, { judul: 'x' })).statusCode).toBe(403);
    expect((await put(v.id, { ...f.dosen, 'college-id': '2' }, { judul: 'x' })).statusCode).toBe(403);
    const missing = await put(99_999_999, f.dosen, { judul: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status.message).toBe(PESAN_VIDCON.tidakDitemukan);
    expect((await put('abc', f.dosen, { judul: 'x' })).statusCode).toBe(400);
    expect(JSON.stringify((await jejak(f, v.id)).v)).toBe(before);
  });

  it('changes what is sent, re-registers the activity, logs once; moves only within the class', async () => {
    const v = await buatVidcon(f);
    const logs = await logCount(f, 'ubah_vidcon');
    const res = await put(v.id, f.dosen, { judul: 'Judul baru', link: 'https://meet.google.com/abc-defg-hij', id_pertemuan: f.idPertemuanLain });
    expect(res.statusCode, res.body).toBe(200);
    expect(vidconDetail.parse(res.json().data)).toMatchObject({ judul: 'Judul baru', aplikasi: 'zoom', id_pertemuan: f.idPertemuanLain });
    const { registry } = await jejak(f, v.id);
    expect(registry[0]).toMatchObject({ judul: 'Judul baru', id_pertemuan: f.idPertemuanLain });
    expect(await logCount(f, 'ubah_vidcon')).toBe(logs + 1);
    // nothing changed: nothing logged
    expect((await put(v.id, f.dosen, { judul: 'Judul baru' })).statusCode).toBe(200);
    expect(await logCount(f, 'ubah_vidcon')).toBe(logs + 1);
    const pindah = await put(v.id, f.dosen, { id_pertemuan: f.idPertemuanKelasLain });
    expect(pindah.statusCode).toBe(400);
    expect(pindah.json().status.message).toContain(PESAN_VIDCON.pertemuanLainKelas);
    const kebalik = await put(v.id, f.dosen, { waktu_selesai: iso(Date.parse(v.waktu_mulai) - MIN) });
    expect(kebalik.json().status.message).toBe(`Data tidak valid: waktu_selesai — ${PESAN_VIDCON.waktuSelesaiKurang}`);
  });

  it('with participants: the start stays, the end may not move earlier, it may move later', async () => {
    const v = await buatVidcon(f, {}, -10, 60);
    expect((await join(f, v.id, f.mahasiswa)).statusCode).toBe(200);
    const stored = JSON.stringify((await jejak(f, v.id)).v);
    const maju = await put(v.id, f.dosen, { waktu_selesai: iso(Date.parse(v.waktu_selesai) - 5 * MIN) });
    expect(maju.statusCode).toBe(400);
    expect(maju.json().status.message).toBe(`Data tidak valid: waktu_selesai — ${PESAN_VIDCON.waktuSelesaiDimajukan}`);
    const mulai = await put(v.id, f.dosen, { waktu_mulai: iso(Date.parse(v.waktu_mulai) - 5 * MIN), waktu_selesai: v.waktu_selesai });
    expect(mulai.json().status.message).toBe(`Data tidak valid: waktu_mulai — ${PESAN_VIDCON.waktuMulaiTerkunci}`);
    expect(JSON.stringify((await jejak(f, v.id)).v)).toBe(stored);
    const lebihLama = await put(v.id, f.dosen, { waktu_mulai: v.waktu_mulai, waktu_selesai: iso(Date.parse(v.waktu_selesai) + 30 * MIN) });
    expect(lebihLama.statusCode, lebihLama.body).toBe(200);
    expect(new Date((await jejak(f, v.id)).registry[0]!.waktu_selesai).getTime()).toBe(Date.parse(v.waktu_selesai) + 30 * MIN);
  });

  it('a finished vidcon keeps its times but its title may change', async () => {
    const v = await buatVidcon(f, {}, -180, 60);
    expect(v.status).toBe('selesai');
    const res = await put(v.id, f.dosen, { waktu_selesai: iso(Date.now() + 60 * MIN) });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe(`Data tidak valid: waktu_selesai — ${PESAN_VIDCON.waktuSelesaiTerkunci}`);
    expect((await put(v.id, f.dosen, { judul: 'Rekaman', waktu_mulai: v.waktu_mulai, waktu_selesai: v.waktu_selesai })).statusCode).toBe(200);
  });
});

describe('DELETE /api/v2/lms/vidcon/{id}', () => {
  it('403 for a student and a read-only operator; deletes with its joins, registry row and facts; then 404', async () => {
    const v = await buatVidcon(f, {}, -5, 60);
    expect((await join(f, v.id, f.mahasiswa)).statusCode).toBe(200);
    expect((await jejak(f, v.id)).fakta).toHaveLength(1);
    expect((await del(v.id, { 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.operatorKelas, f.dosenLain]) expect((await del(v.id, h)).statusCode).toBe(403);
    const logs = await logCount(f, 'hapus_vidcon');
    const res = await del(v.id, f.dosen);
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_VIDCON.berhasilDihapus);
    const after = await jejak(f, v.id);
    expect(after.v).toBeUndefined();
    expect(after.joins).toHaveLength(0);
    expect(after.registry).toHaveLength(0);
    expect(after.fakta).toHaveLength(0);
    expect(await logCount(f, 'hapus_vidcon')).toBe(logs + 1);
    expect((await del(v.id, f.dosen)).statusCode).toBe(404);
  });
});
