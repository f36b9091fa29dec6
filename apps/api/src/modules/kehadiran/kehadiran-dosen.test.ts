import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_KEHADIRAN, kehadiranDosenPertemuan, type KehadiranDosenPertemuan } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { setupKehadiran, type Headers, type KehadiranFixture, type PertemuanRow } from './kehadiran.fixtures';

/**
 * Issue 30 points 1 and 6: a change of one lecturer's attendance writes that lecturer only and is refused (409,
 * nothing written) when his row changed since it was read; a lecturer waiting to edit is told why.
 */

let f: KehadiranFixture;
let operatorKelas: Headers;
/** TIF201 A's two teachers: `dosen` (Budi, who starts the lecture) and the other one. */
let budi: { idDosen: number; userId: number; nama: string };
let dewi: { idDosen: number; userId: number; nama: string };
let p: PertemuanRow;
beforeAll(async () => {
  f = await setupKehadiran();
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
  const guru = await f.q<{ id: number; user_id: number; nama: string; username: string }>(
    'select d.id, d.user_id, u.nama, u.username from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where kp.id_kelas_kuliah = $1 order by kp.urutan',
    [f.idKelas],
  );
  const of = (g: (typeof guru)[number]) => ({ idDosen: g.id, userId: g.user_id, nama: g.nama });
  budi = of(guru.find((g) => g.username === 'dosen')!);
  dewi = of(guru.find((g) => g.username !== 'dosen')!);
  // A meeting Budi started 30 minutes ago and is still running, with no operator row yet: the card shows
  // 'Mulai …' for him and nothing for Dewi.
  p = f.pertemuan.find((x) => x.status === 'belum_dimulai' && x.id !== f.belum.id && x.jenis === 'offline')!;
  await f.q(
    `update pertemuan set status = 'berlangsung', waktu_mulai = now() - interval '30 minutes', waktu_selesai = now() + interval '90 minutes',
     mulai_kuliah = now() - interval '28 minutes', started_by = $2 where id = $1`,
    [p.id, budi.userId],
  );
  await f.q('delete from kehadiran_dosen where id_pertemuan = $1', [p.id]);
}, 180_000);
afterAll(async () => f?.t.close());

const inj = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) => f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const baca = async (id: number, h: Headers = f.operator) => kehadiranDosenPertemuan.parse((await inj('GET', `/api/v2/lms/kehadiran_dosen/${id}`, h)).json().data);
const rowOf = (d: KehadiranDosenPertemuan, idDosen: number) => d.data.find((r) => r.pengajar.id_dosen === idDosen)!;
const put = (id: number, idDosen: number, body: object, h: Headers = f.operator) => inj('PUT', `/api/v2/lms/kehadiran_dosen/${id}/dosen/${idDosen}`, h, body);
const waktu = (menit: number) => new Date(Date.now() + menit * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('PUT /kehadiran_dosen/{id}/dosen/{id_dosen}: only the row sent, refused when it changed since read', () => {
  let awal: KehadiranDosenPertemuan;
  beforeAll(async () => {
    awal = await baca(p.id);
  });

  it('reads the lecturer who started the lecture with his start time and no presence yet, each row with a versi', () => {
    const b = rowOf(awal, budi.idDosen);
    expect(b).toMatchObject({ ada_presensi: false, is_hadir: false, selesai_kuliah: null, updated_at: null });
    expect(b.mulai_kuliah).not.toBeNull();
    expect(rowOf(awal, dewi.idDosen)).toMatchObject({ ada_presensi: false, mulai_kuliah: null });
    expect(new Set(awal.data.map((r) => r.versi)).size).toBe(awal.data.length);
  });

  it('marking the other lecturer present leaves the one who started untouched (status, start time, no row written)', async () => {
    const d = rowOf(awal, dewi.idDosen);
    const body = { is_hadir: true, mulai_kuliah: waktu(-25), selesai_kuliah: waktu(60), versi: d.versi };
    const r = await put(p.id, dewi.idDosen, body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ ada_presensi: true, is_hadir: true, mulai_kuliah: body.mulai_kuliah, selesai_kuliah: body.selesai_kuliah, updated_by: { username: 'operator' } });
    const sesudah = await baca(p.id);
    expect(rowOf(sesudah, budi.idDosen)).toEqual(rowOf(awal, budi.idDosen));
    const rows = await f.q<{ id_dosen: number; is_hadir: boolean }>('select id_dosen, is_hadir from kehadiran_dosen where id_pertemuan = $1', [p.id]);
    expect(rows).toEqual([{ id_dosen: dewi.idDosen, is_hadir: true }]);
    expect(rowOf(sesudah, dewi.idDosen).versi).not.toBe(d.versi);
  });

  it('409 with the message and nothing written when another operator changed the row since it was read', async () => {
    const stale = rowOf(awal, dewi.idDosen).versi; // read before the change of the previous test
    const before = await f.snapshot();
    const r = await put(p.id, dewi.idDosen, { is_hadir: false, versi: stale });
    expect(r.statusCode).toBe(409);
    expect(r.json().status.message).toBe(PESAN_KEHADIRAN.dosenBerubah(rowOf(awal, dewi.idDosen).pengajar.name));
    expect(await f.snapshot()).toBe(before);
  });

  it('409 when the lecturer ended the lecture after the form read his row; with the fresh versi it saves', async () => {
    const dibaca = rowOf(await baca(p.id), budi.idDosen);
    await f.q("update pertemuan set ended_by = $2, selesai_kuliah = now(), status = 'selesai' where id = $1", [p.id, budi.userId]);
    const before = await f.snapshot();
    const body = { is_hadir: true, mulai_kuliah: waktu(-28), selesai_kuliah: waktu(0) };
    const r = await put(p.id, budi.idDosen, { ...body, versi: dibaca.versi });
    expect(r.statusCode).toBe(409);
    expect(await f.snapshot()).toBe(before);
    const kini = rowOf(await baca(p.id), budi.idDosen);
    expect(kini.selesai_kuliah).not.toBeNull();
    expect(kini.versi).not.toBe(dibaca.versi);
    const ok = await put(p.id, budi.idDosen, { ...body, versi: kini.versi });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await f.q<{ is_hadir: boolean; mulai_kuliah: Date }>('select is_hadir, mulai_kuliah from kehadiran_dosen where id_pertemuan = $1 and id_dosen = $2', [p.id, budi.idDosen]);
    expect(row!.is_hadir).toBe(true);
    expect(new Date(row!.mulai_kuliah).toISOString().replace(/\.\d{3}Z$/, 'Z')).toBe(body.mulai_kuliah);
  });

  it('a bad versi is 400, nothing written; a meeting not started yet has no presence even with a stored row', async () => {
    const before = await f.snapshot();
    expect((await put(p.id, dewi.idDosen, { is_hadir: false, versi: 'x'.repeat(65) })).statusCode).toBe(400);
    expect(await f.snapshot()).toBe(before);
    await f.q('insert into kehadiran_dosen (college_id, id_pertemuan, id_dosen, is_hadir, is_valid, mulai_kuliah, selesai_kuliah) values (1, $1, $2, true, true, now(), now())', [
      f.belum.id,
      budi.idDosen,
    ]);
    expect(rowOf(await baca(f.belum.id), budi.idDosen)).toMatchObject({ ada_presensi: false, is_hadir: false, is_valid: false, mulai_kuliah: null, selesai_kuliah: null });
    await f.q('delete from kehadiran_dosen where id_pertemuan = $1', [f.belum.id]);
  });
});

describe("the lecturer's 'Ubah Kehadiran' before editing opens (can.alasan_edit)", () => {
  const can = async (id: number, h: Headers) => (await inj('GET', `/api/v2/lms/kehadiran_mahasiswa/pertemuan/${id}`, h)).json().data.can as { edit: boolean; alasan_edit: string | null };
  let q: PertemuanRow;
  beforeAll(async () => {
    q = f.pertemuan.find((x) => x.status === 'belum_dimulai' && x.id !== f.belum.id && x.id !== p.id)!;
  });

  it('before the start: the lecturer and the operator are told it opens after the start; others get no reason', async () => {
    await f.q("update pertemuan set status = 'belum_dimulai', waktu_mulai = now() + interval '2 hours', waktu_selesai = now() + interval '4 hours' where id = $1", [q.id]);
    expect(await can(q.id, f.dosen)).toMatchObject({ edit: false, alasan_edit: PESAN_KEHADIRAN.belumDimulai });
    expect(await can(q.id, f.operator)).toMatchObject({ edit: false, alasan_edit: PESAN_KEHADIRAN.belumDimulai });
    expect(await can(q.id, operatorKelas)).toMatchObject({ edit: false, alasan_edit: null });
  });

  it('within the configured minutes after the start: the lecturer gets the API text, the operator may edit', async () => {
    await f.q("update pertemuan set waktu_mulai = now() - interval '5 minutes', waktu_selesai = now() + interval '2 hours' where id = $1", [q.id]);
    const menit = (await getPengaturan(f.t.app.deps, 1)).pengaturan_kelas.tampil_tombol_presensi_dosen.mulai;
    expect(menit).toBeGreaterThan(5);
    expect(await can(q.id, f.dosen)).toMatchObject({ edit: false, alasan_edit: PESAN_KEHADIRAN.belumWaktunyaDosen(menit) });
    expect(await can(q.id, f.operator)).toMatchObject({ edit: true, alasan_edit: null });
  });

  it('after them: the lecturer may edit, no reason', async () => {
    await f.q("update pertemuan set waktu_mulai = now() - interval '1 day' where id = $1", [q.id]);
    expect(await can(q.id, f.dosen)).toMatchObject({ edit: true, alasan_edit: null });
  });
});
