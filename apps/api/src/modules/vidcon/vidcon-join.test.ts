import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_VIDCON, vidconDetail, vidconJoinResult } from '@lms/shared';
import { MIN, URL_VIDCON, buatVidcon, jejak, join, logCount, setupVidconFixture, type VidconFixture } from './vidcon.fixtures';

/** PUT /api/v2/lms/vidcon/{id}/join: who may join when, lateness, and the attendance fact written with the join. */

let f: VidconFixture;
let idMahasiswa: number;
beforeAll(async () => {
  f = await setupVidconFixture();
  idMahasiswa = await f.userId('mahasiswa');
});
afterAll(async () => f?.t.close());

const detail = async (id: number, headers = f.dosen) => vidconDetail.parse((await f.t.app.inject({ url: `${URL_VIDCON}/${id}`, headers })).json().data);

describe('refusals', () => {
  it('401; 403 for an operator, a student or lecturer outside the class, across colleges; 404 unknown; nothing written', async () => {
    const v = await buatVidcon(f, {}, -5, 60);
    expect((await join(f, v.id, { 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [f.operator, f.mahasiswaLain, f.dosenLain]) expect((await join(f, v.id, h)).statusCode).toBe(403);
    expect((await join(f, v.id, f.operator)).json().status.message).toBe(PESAN_VIDCON.hanyaAnggota);
    expect((await join(f, v.id, { ...f.mahasiswa, 'college-id': '2' })).statusCode).toBe(403);
    expect((await join(f, v.id, f.operator2)).statusCode).toBe(404);
    expect((await join(f, 99_999_999, f.mahasiswa)).statusCode).toBe(404);
    const { joins, fakta } = await jejak(f, v.id);
    expect(joins).toHaveLength(0);
    expect(fakta).toHaveLength(0);
  });

  it('422 for a student before the start and after the end, with nothing written', async () => {
    const logs = await logCount(f, 'join_vidcon');
    const belum = await buatVidcon(f, {}, 30, 60);
    const res = await join(f, belum.id, f.mahasiswa);
    expect(res.statusCode).toBe(422);
    expect(res.json().status.message).toBe(PESAN_VIDCON.belumDimulai);
    const selesai = await buatVidcon(f, {}, -120, 60);
    const res2 = await join(f, selesai.id, f.mahasiswa);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().status.message).toBe(PESAN_VIDCON.sudahSelesai);
    for (const id of [belum.id, selesai.id]) expect((await jejak(f, id)).joins).toHaveLength(0);
    expect(await logCount(f, 'join_vidcon')).toBe(logs);
  });
});

describe('a student joining', () => {
  it('in time: records the join, writes the attendance fact (sumber join) once, logs every join, answers the link', async () => {
    const v = await buatVidcon(f, { link: 'meet.google.com/abc-defg-hij' }, -5, 60);
    const logs = await logCount(f, 'join_vidcon');
    const res = await join(f, v.id, f.mahasiswa);
    expect(res.statusCode, res.body).toBe(200);
    const r = vidconJoinResult.parse(res.json().data);
    expect(r).toMatchObject({ link: 'http://meet.google.com/abc-defg-hij', terlambat: false, kehadiran_tercatat: true, is_syarat_hadir: true, jumlah_join: 1 });
    const first = await jejak(f, v.id);
    expect(first.joins).toEqual([expect.objectContaining({ id_user: idMahasiswa, role: 'ROLE_MAHASISWA', username: 'mahasiswa', terlambat: false, jumlah_join: 1 })]);
    expect(first.fakta).toEqual([expect.objectContaining({ id_user: idMahasiswa, sumber: 'join' })]);
    expect(first.fakta[0]!.detail).toMatchObject({ waktu_join: r.waktu_join, batas_terlambat: r.batas_terlambat });

    const again = vidconJoinResult.parse((await join(f, v.id, f.mahasiswa)).json().data);
    expect(again).toMatchObject({ jumlah_join: 2, waktu_join: r.waktu_join, terlambat: false });
    const second = await jejak(f, v.id);
    expect(second.joins).toHaveLength(1);
    expect(second.fakta).toHaveLength(1);
    expect(await logCount(f, 'join_vidcon')).toBe(logs + 2);

    const seen = await detail(v.id, f.mahasiswa);
    expect(seen.link).toBeNull();
    expect(seen.join_data).toMatchObject({ terlambat: false, kehadiran_tercatat: true, jumlah_join: 2 });
    expect(seen.daftar_join_detail.map((j) => j.username)).toEqual(['mahasiswa']);
    expect(seen.daftar_peserta).toEqual([]);
  });

  it('late (after start + terlambat_vidcon_menit): flagged, no attendance fact; the lecturer sees it in the join list', async () => {
    const v = await buatVidcon(f, {}, -30, 60);
    const r = vidconJoinResult.parse((await join(f, v.id, f.mahasiswa)).json().data);
    expect(r).toMatchObject({ terlambat: true, kehadiran_tercatat: false, is_syarat_hadir: true });
    expect(Date.parse(r.batas_terlambat)).toBe(Date.parse(v.waktu_mulai) + 15 * MIN);
    const { joins, fakta } = await jejak(f, v.id);
    expect(joins).toEqual([expect.objectContaining({ terlambat: true })]);
    expect(fakta).toHaveLength(0);
    const d = await detail(v.id);
    expect(d.link).toBe(v.link);
    expect(d.jumlah_peserta).toBe(1);
    expect(d.daftar_join_detail).toEqual([expect.objectContaining({ username: 'mahasiswa', role: 'ROLE_MAHASISWA', terlambat: true, nim: expect.any(String) })]);
    const pilih = d.daftar_peserta.find((p) => p.id_user === idMahasiswa);
    expect(pilih?.join?.terlambat).toBe(true);
    expect(d.daftar_peserta.length).toBe(d.jumlah_peserta_kelas);
    expect(d.daftar_peserta.filter((p) => p.join).length).toBe(1);
  });

  it('reads the lateness limit from the settings, not a constant', async () => {
    const url = '/api/v2/lms/pengaturan';
    const p = (await f.t.app.inject({ url, headers: f.operator })).json().data;
    const kelas = { ...p.pengaturan_kelas, syarat_kehadiran_online_mahasiswa: { ...p.pengaturan_kelas.syarat_kehadiran_online_mahasiswa, terlambat_vidcon_menit: 45 } };
    expect((await f.t.app.inject({ method: 'PUT', url, headers: f.operator, payload: { pengaturan_kelas: kelas } })).statusCode).toBe(200);
    try {
      const v = await buatVidcon(f, {}, -30, 60);
      expect(Date.parse(v.batas_terlambat) - Date.parse(v.waktu_mulai)).toBe(45 * MIN);
      const r = vidconJoinResult.parse((await join(f, v.id, f.mahasiswa)).json().data);
      expect(r).toMatchObject({ terlambat: false, kehadiran_tercatat: true });
    } finally {
      await f.t.app.inject({ method: 'PUT', url, headers: f.operator, payload: { pengaturan_kelas: p.pengaturan_kelas } });
    }
  });

  it('without the meeting requiring vidcon attendance: still recorded, is_syarat_hadir false', async () => {
    await f.q(`update pertemuan set parameter_kehadiran = parameter_kehadiran || '{"hadir_vidcon": false}'::jsonb where id = $1`, [f.idPertemuanLain]);
    try {
      const v = await buatVidcon(f, { id_pertemuan: f.idPertemuanLain }, -5, 60);
      expect(v.is_syarat_hadir).toBe(false);
      const r = vidconJoinResult.parse((await join(f, v.id, f.mahasiswa)).json().data);
      expect(r.is_syarat_hadir).toBe(false);
    } finally {
      await f.q(`update pertemuan set parameter_kehadiran = parameter_kehadiran || '{"hadir_vidcon": true}'::jsonb where id = $1`, [f.idPertemuanLain]);
    }
  });

  it('concurrent joins of one student make one join row (counted) and one fact', async () => {
    const v = await buatVidcon(f, {}, -1, 60);
    const results = await Promise.all(Array.from({ length: 6 }, () => join(f, v.id, f.mahasiswa)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const { joins, fakta } = await jejak(f, v.id);
    expect(joins).toHaveLength(1);
    expect(joins[0]).toMatchObject({ jumlah_join: 6 });
    expect(fakta).toHaveLength(1);
  });
});

describe('a lecturer joining', () => {
  it('may open the room before it starts: recorded as ROLE_DOSEN, never late, no fact, not a participant', async () => {
    const v = await buatVidcon(f, {}, 30, 60);
    const r = vidconJoinResult.parse((await join(f, v.id, f.dosen)).json().data);
    expect(r).toMatchObject({ link: v.link, terlambat: false, kehadiran_tercatat: false });
    const { joins, fakta } = await jejak(f, v.id);
    expect(joins).toEqual([expect.objectContaining({ role: 'ROLE_DOSEN', username: 'dosen' })]);
    expect(fakta).toHaveLength(0);
    const d = await detail(v.id);
    expect(d.jumlah_peserta).toBe(0);
    expect(d.daftar_join_detail).toHaveLength(1);
    expect(d.can).toEqual({ edit: true, delete: true, join: true, lihat_peserta: true });
  });
});
