import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_KEHADIRAN, SYSTEM_USERNAME, kehadiranPertemuanResponse } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { recordAktivitasSelesai, registerAktivitas } from '../aktivitas/aktivitas.service';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { settlePertemuanLewat, terapkanFaktaBaru } from './kehadiran-hitung.service';
import { dimulai, setupKehadiran, type Headers, type KehadiranFixture } from './kehadiran.fixtures';

let f: KehadiranFixture;
let operatorKelas: Headers;
beforeAll(async () => {
  f = await setupKehadiran();
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
}, 180_000);
afterAll(async () => f?.t.close());

const url = (id: number, suffix = '') => `/api/v2/lms/kehadiran_mahasiswa/pertemuan/${id}${suffix}`;
const inj = (method: 'GET' | 'PUT' | 'POST', u: string, headers: Headers | undefined, payload?: object) =>
  f.t.app.inject({ method, url: u, headers: headers ?? { 'college-id': '1' }, ...(payload ? { payload } : {}) });
const lainKampus = (h: Headers) => ({ ...h, 'college-id': '2' });
async function meetingCollege2() {
  const [r] = await f.q<{ id: number }>("select id from pertemuan where college_id = 2 and status <> 'belum_dimulai' order by id limit 1");
  return r!.id;
}

describe('GET /kehadiran_mahasiswa/pertemuan/{id}', () => {
  it('refuses: 401, operator without kelas_kuliah, wrong college header, outsiders, another college (404), bad id (400)', async () => {
    const p = dimulai(f, 'offline');
    expect((await inj('GET', url(p.id), undefined)).statusCode).toBe(401);
    expect((await inj('GET', url(p.id), f.operatorLaporan)).statusCode).toBe(403);
    expect((await inj('GET', url(p.id), lainKampus(f.dosen))).statusCode).toBe(403);
    expect((await inj('GET', url(p.id), f.dosenLain)).statusCode).toBe(403);
    expect((await inj('GET', url(p.id), f.mahasiswaLain)).statusCode).toBe(403);
    expect((await inj('GET', url(await meetingCollege2()), f.operator)).statusCode).toBe(404);
    const bad = await inj('GET', url(0), f.operator);
    expect(bad.statusCode).toBe(400);
  });

  it('answers every participant for teachers and operators, the own row only for a student', async () => {
    const p = dimulai(f, 'offline');
    const [{ n }] = await f.q<{ n: number }>('select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1', [f.idKelas]);
    const dosen = await inj('GET', url(p.id), f.dosen);
    expect(dosen.statusCode, dosen.body).toBe(200);
    const data = kehadiranPertemuanResponse.parse(dosen.json().data);
    expect(data.peserta).toHaveLength(n);
    expect(data.jumlah_peserta).toBe(n);
    expect(data.jumlah_hadir).toBe(data.peserta.filter((r) => r.presensi === 'H').length);
    expect(data.can).toMatchObject({ edit: true, update_progres: false, ubah_dosen: false });
    const op = (await inj('GET', url(p.id), f.operator)).json().data;
    expect(op.can.ubah_dosen).toBe(true);
    const ro = (await inj('GET', url(p.id), operatorKelas)).json().data;
    expect(ro.can.edit).toBe(false);
    const mhs = (await inj('GET', url(p.id), f.mahasiswa)).json().data;
    expect(mhs.peserta.map((r: { mahasiswa: { nim: string } }) => r.mahasiswa.nim)).toEqual([f.nimMahasiswa]);
    expect(mhs.can.edit).toBe(false);
  });
});

describe('PUT /kehadiran_mahasiswa/pertemuan/{id} and .../mahasiswa/{nim}', () => {
  const body = (nim: string, presensi = 'I') => ({ data: [{ nim, presensi, ada_presensi: true }] });

  it('refuses 401, wrong role, wrong college, outsiders, before the start; nothing written', async () => {
    const p = dimulai(f, 'offline');
    const before = await f.snapshot();
    expect((await inj('PUT', url(p.id), undefined, body(f.nimMahasiswa))).statusCode).toBe(401);
    expect((await inj('PUT', url(p.id), f.mahasiswa, body(f.nimMahasiswa))).statusCode).toBe(403);
    expect((await inj('PUT', url(p.id), operatorKelas, body(f.nimMahasiswa))).statusCode).toBe(403);
    expect((await inj('PUT', url(p.id), f.operatorLaporan, body(f.nimMahasiswa))).statusCode).toBe(403);
    expect((await inj('PUT', url(p.id), lainKampus(f.operator), body(f.nimMahasiswa))).statusCode).toBe(403);
    expect((await inj('PUT', url(p.id), f.dosenLain, body(f.nimMahasiswa))).statusCode).toBe(403);
    expect((await inj('PUT', url(await meetingCollege2()), f.operator, body(f.nimMahasiswa))).statusCode).toBe(404);
    const belum = await inj('PUT', url(f.belum.id), f.dosen, body(f.nimMahasiswa));
    expect(belum.statusCode).toBe(403);
    expect(belum.json().status.message).toBe(PESAN_KEHADIRAN.belumDimulai);
    expect((await inj('PUT', url(f.belum.id, `/mahasiswa/${f.nimMahasiswa}`), f.operator, { is_hadir: true })).statusCode).toBe(403);
    expect((await inj('PUT', url(p.id, `/mahasiswa/${f.nimMahasiswa}`), f.mahasiswa, { is_hadir: true })).statusCode).toBe(403);
    expect(await f.snapshot()).toBe(before);
  });

  it('refuses a lecturer before start + tampil_tombol_presensi_dosen.mulai minutes, lets the operator', async () => {
    const p = f.belum;
    await f.q("update pertemuan set status = 'berlangsung', waktu_mulai = now() - interval '5 minutes', mulai_kuliah = now() where id = $1", [p.id]);
    try {
      const r = await inj('PUT', url(p.id), f.dosen, body(f.nimMahasiswa, 'H'));
      expect(r.statusCode).toBe(403);
      expect(r.json().status.message).toBe(PESAN_KEHADIRAN.belumWaktunyaDosen(15));
      const op = await inj('PUT', url(p.id), f.operator, body(f.nimMahasiswa, 'H'));
      expect(op.statusCode, op.body).toBe(200);
    } finally {
      await f.q("update pertemuan set status = 'belum_dimulai', waktu_mulai = $2, mulai_kuliah = null where id = $1", [p.id, p.waktu_mulai]);
      await f.q('delete from kehadiran_mahasiswa where id_pertemuan = $1', [p.id]);
    }
  });

  it('400 naming the field for bad input (unknown nim, duplicate, bad code, empty list, inactive type), nothing written', async () => {
    const p = dimulai(f, 'offline');
    const before = await f.snapshot();
    const cases: [object, string][] = [
      [{ data: [] }, 'data'],
      [{ data: [{ nim: f.nimMahasiswa, presensi: 'X' }] }, 'presensi'],
      [{ data: [{ nim: '0000', presensi: 'H' }] }, 'data[0].nim'],
      [{ data: [{ nim: f.nimMahasiswa, presensi: 'H' }, { nim: f.nimMahasiswa, presensi: 'A' }] }, 'data[1].nim'],
      [{}, 'data'],
    ];
    for (const [payload, field] of cases) {
      const r = await inj('PUT', url(p.id), f.dosen, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.body).toContain(field);
    }
    await f.q("insert into jenis_presensi (college_id, kode, nama, is_active) values (1, 'sakit', 'Sakit', false) on conflict (college_id, kode) do update set is_active = false");
    const s = await inj('PUT', url(p.id), f.dosen, body(f.nimMahasiswa, 'S'));
    expect(s.statusCode).toBe(400);
    expect(s.json().status.message).toContain(PESAN_KEHADIRAN.presensiTidakAktif('S'));
    await f.q("update jenis_presensi set is_active = true where college_id = 1 and kode = 'sakit'");
    expect((await inj('PUT', url(p.id, '/mahasiswa/0000'), f.dosen, { is_hadir: true })).statusCode).toBe(404);
    expect((await inj('PUT', url(p.id, `/mahasiswa/${f.nimMahasiswa}`), f.dosen, { is_hadir: 'ya' })).statusCode).toBe(400);
    expect(await f.snapshot()).toBe(before);
  });

  it('saves the rows as the lecturer (manual, logged) and one student by nim', async () => {
    const p = dimulai(f, 'offline');
    const r = await inj('PUT', url(p.id), f.dosen, body(f.nimMahasiswa, 'I'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().status.message).toBe(PESAN_KEHADIRAN.berhasilUpdate);
    const row = r.json().data.peserta.find((x: { mahasiswa: { nim: string } }) => x.mahasiswa.nim === f.nimMahasiswa);
    expect(row).toMatchObject({ presensi: 'I', presensi_label: 'Izin', ada_presensi: true, is_hadir: false, is_manual: true, updated_by: { username: 'dosen' } });
    const [log] = await f.q<{ n: number }>("select count(*)::int n from log_aktivitas where jenis_aktivitas = 'ubah_kehadiran_mahasiswa'");
    expect(log!.n).toBeGreaterThan(0);
    const one = await inj('PUT', url(p.id, `/mahasiswa/${f.nimMahasiswa}`), f.operator, { is_hadir: true });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ presensi: 'H', is_hadir: true, updated_by: { username: 'operator' } });
  });
});

describe('bulk edit touches only what the user changed (issue 30, "What must exist" 3)', () => {
  type Baris = { mahasiswa: { nim: string; nama: string }; presensi: 'H' | 'A' | 'I' | 'S' | null; ada_presensi: boolean };
  const simpan = (h: Headers, data: object[]) => inj('PUT', url(dimulai(f, 'offline').id), h, { data });
  const baca = async (nim: string) =>
    (
      await f.q<{ presensi: string; updated_by_username: string }>(
        'select km.presensi, km.updated_by_username from kehadiran_mahasiswa km join mahasiswa m on m.id = km.id_mahasiswa where km.id_pertemuan = $1 and m.nim = $2',
        [dimulai(f, 'offline').id, nim],
      )
    )[0];

  it('an untouched row keeps a change made meanwhile; a sent row changed since it was read is 409, nothing written', async () => {
    // The lecturer's form reads the rows.
    const dibaca = (await inj('GET', url(dimulai(f, 'offline').id), f.dosen)).json().data.peserta as Baris[];
    const [x, y] = dibaca.filter((r) => r.ada_presensi && r.mahasiswa.nim !== f.nimMahasiswa);
    const lain = (k: string | null) => (k === 'I' ? 'A' : 'I');
    // Meanwhile an operator changes Y.
    const op = await simpan(f.operator, [{ nim: y!.mahasiswa.nim, presensi: lain(y!.presensi), presensi_awal: y!.presensi }]);
    expect(op.statusCode, op.body).toBe(200);
    // The lecturer saves what they changed (X only): Y keeps the operator's value.
    const r = await simpan(f.dosen, [{ nim: x!.mahasiswa.nim, presensi: lain(x!.presensi), presensi_awal: x!.presensi }]);
    expect(r.statusCode, r.body).toBe(200);
    expect(await baca(x!.mahasiswa.nim)).toEqual({ presensi: lain(x!.presensi), updated_by_username: 'dosen' });
    expect(await baca(y!.mahasiswa.nim)).toEqual({ presensi: lain(y!.presensi), updated_by_username: 'operator' });

    // Had the lecturer changed Y too, from the value their form read, the save is refused whole.
    const before = await f.snapshot();
    const konflik = await simpan(f.dosen, [
      { nim: x!.mahasiswa.nim, presensi: 'H', presensi_awal: lain(x!.presensi) },
      { nim: y!.mahasiswa.nim, presensi: 'H', presensi_awal: y!.presensi },
    ]);
    expect(konflik.statusCode).toBe(409);
    expect(konflik.json().status.message).toBe(PESAN_KEHADIRAN.barisSudahBerubah(y!.mahasiswa.nim, y!.mahasiswa.nama));
    expect(await f.snapshot()).toBe(before);
    // A row that had no presence is sent with presensi_awal null and checked the same way.
    const tanpa = await simpan(f.dosen, [{ nim: y!.mahasiswa.nim, presensi: 'H', presensi_awal: null }]);
    expect(tanpa.statusCode).toBe(409);
    expect(await f.snapshot()).toBe(before);
  });
});

describe('the engine on a real meeting: facts, hitung_ulang, manual kept, settle', () => {
  let id: number;
  let idTugas: number;
  let idMateri: number;
  let userMhs: number;
  beforeAll(async () => {
    id = f.pertemuan.filter((p) => p.status === 'selesai').at(-1)!.id;
    // Only the two activities below are required in this meeting.
    await f.q('update aktivitas_kelas set syarat_hadir = false where id_pertemuan = $1', [id]);
    await f.q('delete from kehadiran_mahasiswa where id_pertemuan = $1', [id]);
    await f.q(
      `update pertemuan set jenis = 'online', parameter_kehadiran = '{"kerjakan_tugas": true, "unduh_materi": true}', waktu_batas_aktivitas = now() + interval '1 day' where id = $1`,
      [id],
    );
    const tx = f.t.app.deps.db;
    idTugas = await registerAktivitas(tx, { collegeId: 1, idKelasKuliah: f.idKelas, idPertemuan: id, jenis: 'tugas', idSumber: '990001', judul: 'Tugas uji', syaratHadir: true });
    idMateri = await registerAktivitas(tx, { collegeId: 1, idKelasKuliah: f.idKelas, idPertemuan: id, jenis: 'materi', idSumber: '990002', judul: 'Modul uji', syaratHadir: true });
    userMhs = await f.userId('mahasiswa');
    // Apply the demo facts first, so the sweep below only sees ours.
    while ((await terapkanFaktaBaru(f.t.app.deps.db, new Date())).fakta > 0);
  });
  const mine = async (h: Headers = f.dosen) => {
    const r = await inj('GET', url(id), h);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.peserta.find((x: { mahasiswa: { nim: string } }) => x.mahasiswa.nim === f.nimMahasiswa);
  };

  it('explains why: each required activity with its weight, fulfilled or not', async () => {
    const row = await mine();
    expect(row.detail.map((d: { id_aktivitas: number }) => d.id_aktivitas).sort()).toEqual([idTugas, idMateri].sort());
    expect(row.detail.map((d: { weight: number }) => d.weight)).toEqual([50, 50]);
    expect(row.progress.overall).toBe(0);
  });

  it('the fact sweep makes the student Hadir as LMS:SYSTEM once the rule is met, with the why', async () => {
    await f.t.app.deps.db.transaction((tx) =>
      recordAktivitasSelesai(f.t.app.deps, tx, { collegeId: 1, jenis: 'tugas', idSumber: '990001', idUser: userMhs, sumber: 'kumpul' }),
    );
    expect((await terapkanFaktaBaru(f.t.app.deps.db, new Date())).fakta).toBe(1);
    let row = await mine();
    expect(row.progress.overall).toBe(50);
    expect(row.ada_presensi).toBe(false);
    await f.t.app.deps.db.transaction((tx) =>
      recordAktivitasSelesai(f.t.app.deps, tx, { collegeId: 1, jenis: 'materi', idSumber: '990002', idUser: userMhs, sumber: 'unduh' }),
    );
    await terapkanFaktaBaru(f.t.app.deps.db, new Date());
    row = await mine();
    expect(row).toMatchObject({ presensi: 'H', is_hadir: true, is_manual: false, updated_by: { username: SYSTEM_USERNAME } });
    expect(row.progress.overall).toBe(100);
    expect(row.detail.every((d: { alasan: string }) => d.alasan === 'terpenuhi')).toBe(true);
    const me = await inj('GET', `/api/v2/lms/kehadiran_mahasiswa/kelas_kuliah/${f.idKelas}/pertemuan/${id}/me`, f.mahasiswa);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.detail.find((d: { jenis: string }) => d.jenis === 'tugas')).toMatchObject({ sumber: 'kumpul', sumber_label: 'Mengumpulkan tugas' });
  });

  it('hitung_ulang: refusals, then recomputes without overwriting a manual decision', async () => {
    const before = await f.snapshot();
    expect((await inj('POST', url(id, '/hitung_ulang'), undefined)).statusCode).toBe(401);
    expect((await inj('POST', url(id, '/hitung_ulang'), f.mahasiswa)).statusCode).toBe(403);
    expect((await inj('POST', url(id, '/hitung_ulang'), operatorKelas)).statusCode).toBe(403);
    expect((await inj('POST', url(id, '/hitung_ulang'), lainKampus(f.dosen))).statusCode).toBe(403);
    expect((await inj('POST', url(id, '/hitung_ulang'), f.dosenLain)).statusCode).toBe(403);
    expect((await inj('POST', url(f.belum.id, '/hitung_ulang'), f.dosen)).statusCode).toBe(403);
    expect((await inj('POST', url(dimulai(f, 'offline').id, '/hitung_ulang'), f.dosen)).statusCode).toBe(409);
    expect((await inj('POST', url(0, '/hitung_ulang'), f.dosen)).statusCode).toBe(400);
    expect(await f.snapshot()).toBe(before);
    expect((await inj('PUT', url(id), f.dosen, body(f.nimMahasiswa, 'A'))).statusCode).toBe(200);
    const r = await inj('POST', url(id, '/hitung_ulang'), f.dosen);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data.peserta.find((x: { mahasiswa: { nim: string } }) => x.mahasiswa.nim === f.nimMahasiswa);
    expect(row).toMatchObject({ presensi: 'A', is_manual: true, updated_by: { username: 'dosen' } });
    expect(row.progress.overall).toBe(100);
    function body(nim: string, presensi: string) {
      return { data: [{ nim, presensi, ada_presensi: true }] };
    }
  });

  it('settles the others as A once the activity deadline passed (scheduled job)', async () => {
    const [other] = await f.q<{ nim: string; id: number }>(
      `select m.nim, m.id from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' order by m.nim limit 1`,
      [f.idKelas],
    );
    await f.q('delete from kehadiran_mahasiswa where id_pertemuan = $1 and id_mahasiswa = $2', [id, other!.id]);
    await f.q("update pertemuan set waktu_batas_aktivitas = now() - interval '1 minute', waktu_terakhir_update_kehadiran = null where id = $1", [id]);
    forgetPengaturan(f.t.app.deps, 1);
    const s = await settlePertemuanLewat(f.t.app.deps.db, new Date());
    expect(s.pertemuan).toBeGreaterThan(0);
    const [row] = await f.q<{ presensi: string; updated_by_username: string }>('select presensi, updated_by_username from kehadiran_mahasiswa where id_pertemuan = $1 and id_mahasiswa = $2', [id, other!.id]);
    expect(row).toEqual({ presensi: 'A', updated_by_username: SYSTEM_USERNAME });
    const [mhs] = await f.q<{ presensi: string }>("select km.presensi from kehadiran_mahasiswa km join mahasiswa m on m.id = km.id_mahasiswa where km.id_pertemuan = $1 and m.nim = $2", [id, f.nimMahasiswa]);
    expect(mhs!.presensi).toBe('A');
    // Settled meetings are not picked again.
    expect((await settlePertemuanLewat(f.t.app.deps.db, new Date())).pertemuan).toBe(0);
  });
});

describe('GET /kehadiran_mahasiswa/jenis_presensi', () => {
  it('401 without a token, wrong college refused, the map for a signed-in user', async () => {
    const u = '/api/v2/lms/kehadiran_mahasiswa/jenis_presensi';
    expect((await inj('GET', u, undefined)).statusCode).toBe(401);
    expect((await inj('GET', u, lainKampus(f.dosen))).statusCode).toBe(403);
    const r = await inj('GET', u, f.dosen);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ izin: { kode: 'izin', is_active: true }, sakit: { kode: 'sakit' } });
  });
});
