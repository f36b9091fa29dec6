import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_KEHADIRAN, kehadiranDosenPertemuan, pesanAkhiriKuliahWajib, pesanMulaiKuliahWajib } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { runHitungPersentase } from './kehadiran-hitung.service';
import { buatTokenQr } from './kehadiran-qr.service';
import { dimulai, setupKehadiran, type Headers, type KehadiranFixture } from './kehadiran.fixtures';

let f: KehadiranFixture;
let operatorKelas: Headers;
let idDosen: number;
let namaDosen: string;
beforeAll(async () => {
  f = await setupKehadiran();
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
  const [d] = await f.q<{ id: number; nama: string }>(
    "select d.id, u.nama from dosen d join users u on u.id = d.user_id join kelas_pengajar kp on kp.id_dosen = d.id where u.username = 'dosen' and kp.id_kelas_kuliah = $1",
    [f.idKelas],
  );
  idDosen = d!.id;
  namaDosen = d!.nama;
}, 180_000);
afterAll(async () => f?.t.close());

const anon = { 'college-id': '1' };
const lainKampus = (h: Headers) => ({ ...h, 'college-id': '2' });
const inj = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) => f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
async function meetingCollege2() {
  const [r] = await f.q<{ id: number }>("select id from pertemuan where college_id = 2 and status <> 'belum_dimulai' order by id limit 1");
  return r!.id;
}
async function setQr(on: boolean) {
  await f.q(`update colleges set pengaturan_kelas = jsonb_set(coalesce(pengaturan_kelas, '{}'::jsonb), '{presensi_qr}', $1::jsonb) where id = 1`, [JSON.stringify({ is_active: on })]);
  forgetPengaturan(f.t.app.deps, 1);
}

describe('GET /kehadiran_dosen/{id}, /me, /{lecturerId}', () => {
  const u = (id: number, s = '') => `/api/v2/lms/kehadiran_dosen/${id}${s}`;
  it('refuses 401, operator without kelas_kuliah, wrong college, outsiders, another college, bad id', async () => {
    const p = dimulai(f, 'offline');
    expect((await inj('GET', u(p.id), anon)).statusCode).toBe(401);
    expect((await inj('GET', u(p.id), f.operatorLaporan)).statusCode).toBe(403);
    expect((await inj('GET', u(p.id), lainKampus(f.operator))).statusCode).toBe(403);
    expect((await inj('GET', u(p.id), f.dosenLain)).statusCode).toBe(403);
    expect((await inj('GET', u(await meetingCollege2()), f.operator)).statusCode).toBe(404);
    expect((await inj('GET', u(0), f.operator)).statusCode).toBe(400);
    expect((await inj('GET', u(p.id, '/me'), f.operator)).statusCode).toBe(403);
    expect((await inj('GET', u(p.id, '/me'), f.dosenLain)).statusCode).toBe(403);
    expect((await inj('GET', u(p.id, '/999999'), f.operator)).statusCode).toBe(404);
  });

  it('lists the teachers with their presence and the requirements; /me and /{id} give one row', async () => {
    const p = dimulai(f, 'offline');
    const r = await inj('GET', u(p.id), f.operator);
    expect(r.statusCode, r.body).toBe(200);
    const data = kehadiranDosenPertemuan.parse(r.json().data);
    expect(data.can_ubah).toBe(true);
    expect(data.syarat).toMatchObject({ mulai_kuliah: true, akhiri_kuliah: true });
    const row = data.data.find((d) => d.pengajar.id_dosen === idDosen)!;
    expect(row.ada_presensi).toBe(true);
    expect(row.syarat.map((s) => s.kode)).toEqual(['mulai_kuliah', 'akhiri_kuliah']);
    expect((await inj('GET', u(p.id), f.mahasiswa)).json().data.can_ubah).toBe(false);
    const me = await inj('GET', u(p.id, '/me'), f.dosen);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.pengajar.id_dosen).toBe(idDosen);
    expect((await inj('GET', u(p.id, `/${idDosen}`), f.mahasiswa)).json().data.pengajar.id_dosen).toBe(idDosen);
  });

  it('says no requirement is configured when none is enabled (null syarat)', async () => {
    const p = dimulai(f, 'offline');
    const off = { mulai_kuliah: false, akhiri_kuliah: false, presentase_kehadiran_kelas: false, aktivitas_kuliah: false, presentase_kehadiran_kelas_persen: 0 };
    await f.q(`update colleges set pengaturan_kelas = jsonb_set(pengaturan_kelas, '{syarat_kehadiran_offline_dosen}', $1::jsonb) where id = 1`, [JSON.stringify(off)]);
    forgetPengaturan(f.t.app.deps, 1);
    try {
      expect((await inj('GET', u(p.id), f.operator)).json().data.syarat).toBeNull();
    } finally {
      await f.q(`update colleges set pengaturan_kelas = jsonb_set(pengaturan_kelas, '{syarat_kehadiran_offline_dosen}', $1::jsonb) where id = 1`, [
        JSON.stringify({ ...off, mulai_kuliah: true, akhiri_kuliah: true }),
      ]);
      forgetPengaturan(f.t.app.deps, 1);
    }
  });
});

describe('PUT /kehadiran_dosen/{id}/dosen/{id_dosen}', () => {
  const u = (id: number, d = idDosen) => `/api/v2/lms/kehadiran_dosen/${id}/dosen/${d}`;
  const hadir = { is_hadir: true, mulai_kuliah: '2026-09-01T01:00:00Z', selesai_kuliah: '2026-09-01T03:00:00Z' };

  it('refuses 401, lecturers and students, read-only operators, wrong college, before the start; nothing written', async () => {
    const p = dimulai(f, 'offline');
    const before = await f.snapshot();
    expect((await inj('PUT', u(p.id), anon, hadir)).statusCode).toBe(401);
    const dosen = await inj('PUT', u(p.id), f.dosen, hadir);
    expect(dosen.statusCode).toBe(403);
    expect(dosen.json().status.message).toBe(PESAN_KEHADIRAN.hanyaOperatorUbahDosen);
    expect((await inj('PUT', u(p.id), f.mahasiswa, hadir)).statusCode).toBe(403);
    expect((await inj('PUT', u(p.id), operatorKelas, hadir)).statusCode).toBe(403);
    expect((await inj('PUT', u(p.id), lainKampus(f.operator), hadir)).statusCode).toBe(403);
    expect((await inj('PUT', u(await meetingCollege2()), f.operator, hadir)).statusCode).toBe(404);
    expect((await inj('PUT', u(f.belum.id), f.operator, hadir)).statusCode).toBe(403);
    expect((await inj('PUT', u(p.id, 999999), f.operator, hadir)).statusCode).toBe(404);
    expect(await f.snapshot()).toBe(before);
  });

  it("400 with the spec's messages for a present lecturer without times, nothing written", async () => {
    const p = dimulai(f, 'offline');
    const nama = (await inj('GET', `/api/v2/lms/kehadiran_dosen/${p.id}/${idDosen}`, f.operator)).json().data.pengajar.name as string;
    expect(nama).toContain(namaDosen);
    const before = await f.snapshot();
    const noStart = await inj('PUT', u(p.id), f.operator, { is_hadir: true, selesai_kuliah: hadir.selesai_kuliah });
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().status.message).toContain(pesanMulaiKuliahWajib(nama));
    const noEnd = await inj('PUT', u(p.id), f.operator, { is_hadir: true, mulai_kuliah: hadir.mulai_kuliah, selesai_kuliah: '0001-01-01T00:00:00Z' });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().status.message).toContain(pesanAkhiriKuliahWajib(nama));
    expect((await inj('PUT', u(p.id), f.operator, { ...hadir, selesai_kuliah: '2026-09-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await inj('PUT', u(p.id), f.operator, { is_hadir: 'ya' })).statusCode).toBe(400);
    expect((await inj('PUT', u(p.id), f.operator, { ...hadir, mulai_kuliah: '1 Sept' })).statusCode).toBe(400);
    expect(await f.snapshot()).toBe(before);
  });

  it('saves presence with both times (and validation), absence clears the times; logged', async () => {
    const p = dimulai(f, 'offline');
    const r = await inj('PUT', u(p.id), f.operator, { ...hadir, is_valid: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().status.message).toBe(PESAN_KEHADIRAN.berhasilUbahDosen);
    expect(r.json().data).toMatchObject({ ada_presensi: true, is_hadir: true, is_valid: true, mulai_kuliah: hadir.mulai_kuliah, selesai_kuliah: hadir.selesai_kuliah });
    const a = await inj('PUT', u(p.id), f.operator, { is_hadir: false, mulai_kuliah: hadir.mulai_kuliah });
    expect(a.json().data).toMatchObject({ is_hadir: false, is_valid: true, mulai_kuliah: null, selesai_kuliah: null });
    const [log] = await f.q<{ n: number }>("select count(*)::int n from log_aktivitas where jenis_aktivitas = 'ubah_kehadiran_dosen'");
    expect(log!.n).toBe(2);
  });
});

describe('QR attendance', () => {
  let p: { id: number };
  beforeAll(async () => {
    p = f.belum;
    await f.q("update pertemuan set status = 'berlangsung', waktu_mulai = now() - interval '10 minutes', waktu_selesai = now() + interval '2 hours', mulai_kuliah = now() where id = $1", [p.id]);
  });

  it('GET /v0/aturan/qr-code: 401, wrong college, the setting', async () => {
    expect((await inj('GET', '/api/v0/aturan/qr-code', anon)).statusCode).toBe(401);
    expect((await inj('GET', '/api/v0/aturan/qr-code', lainKampus(f.dosen))).statusCode).toBe(403);
    await setQr(false);
    expect((await inj('GET', '/api/v0/aturan/qr-code', f.mahasiswa)).json().data).toMatchObject({ is_active: false, status: false });
    await setQr(true);
    expect((await inj('GET', '/api/v0/aturan/qr-code', f.mahasiswa)).json().data).toMatchObject({ is_active: true, status: true });
  });

  it('GET .../qr_code: only a lecturer of the class, offline, QR on, while the meeting runs', async () => {
    const u = (id: number) => `/api/v2/lms/kehadiran_mahasiswa/pertemuan/${id}/qr_code`;
    expect((await inj('GET', u(p.id), anon)).statusCode).toBe(401);
    expect((await inj('GET', u(p.id), f.mahasiswa)).statusCode).toBe(403);
    expect((await inj('GET', u(p.id), f.operator)).statusCode).toBe(403);
    expect((await inj('GET', u(p.id), f.dosenLain)).statusCode).toBe(403);
    expect((await inj('GET', u(p.id), lainKampus(f.dosen))).statusCode).toBe(403);
    // A meeting whose scheduled start is still ahead (one not started whose start has passed counts as running).
    const later = f.pertemuan.find((x) => x.status === 'belum_dimulai' && new Date(x.waktu_mulai).getTime() > Date.now() + 3600_000 && x.id !== p.id)!;
    expect((await inj('GET', u(later.id), f.dosen)).statusCode).toBe(422);
    await setQr(false);
    expect((await inj('GET', u(p.id), f.dosen)).statusCode).toBe(403);
    await setQr(true);
    const r = await inj('GET', u(p.id), f.dosen);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.url).toContain('/presensi-qr?token=');
  });

  it('scan: refuses and logs a bad, foreign or expired token and outsiders; marks H with is_qr_code once', async () => {
    const scan = (h: Headers, token: string) => inj('POST', '/api/v2/lms/kehadiran_mahasiswa/qr_code/scan', h, { token });
    const { token } = await buatTokenQr(f.t.app.deps, 1, p.id, new Date());
    const old = (await buatTokenQr(f.t.app.deps, 1, p.id, new Date(Date.now() - 60_000))).token;
    expect((await scan(anon, token)).statusCode).toBe(401);
    expect((await scan(f.dosen, token)).statusCode).toBe(403);
    expect((await scan(lainKampus(f.mahasiswa), token)).statusCode).toBe(403);
    expect((await scan(f.mahasiswa, '')).statusCode).toBe(400);
    const before = await f.q('select * from kehadiran_mahasiswa where id_pertemuan = $1', [p.id]);
    expect((await scan(f.mahasiswa, `${token.slice(0, -2)}xx`)).statusCode).toBe(422);
    const exp = await scan(f.mahasiswa, old);
    expect(exp.statusCode).toBe(422);
    expect(exp.json().status.message).toBe(PESAN_KEHADIRAN.qrKedaluwarsa);
    expect((await scan(f.mahasiswaLain, token)).statusCode).toBe(403);
    expect(await f.q('select * from kehadiran_mahasiswa where id_pertemuan = $1', [p.id])).toEqual(before);
    const ok = await scan(f.mahasiswa, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status.message).toBe(PESAN_KEHADIRAN.qrBerhasil);
    const again = await scan(f.mahasiswa, token);
    expect(again.json().status.message).toBe(PESAN_KEHADIRAN.qrSudahHadir);
    const row = (await inj('GET', `/api/v2/lms/kehadiran_mahasiswa/pertemuan/${p.id}`, f.dosen)).json().data.peserta.find(
      (x: { mahasiswa: { nim: string } }) => x.mahasiswa.nim === f.nimMahasiswa,
    );
    expect(row).toMatchObject({ presensi: 'H', is_qr_code: true });
    const logs = await f.q<{ berhasil: boolean; alasan: string }>('select berhasil, alasan from log_presensi_qr order by id');
    expect(logs.filter((l) => !l.berhasil).map((l) => l.alasan)).toEqual(['tidak_valid', 'kedaluwarsa', 'bukan_peserta']);
    expect(logs.filter((l) => l.berhasil)).toHaveLength(2);
  });
});

describe('POST /kehadiran_mahasiswa/hitung_persentase', () => {
  const u = '/api/v2/lms/kehadiran_mahasiswa/hitung_persentase';
  it('refuses 401, students, read-only operators, wrong college, outsiders, unknown class, bad input', async () => {
    const body = { id_kelas_kuliah: f.idKelas };
    expect((await inj('POST', u, anon, body)).statusCode).toBe(401);
    expect((await inj('POST', u, f.mahasiswa, body)).statusCode).toBe(403);
    expect((await inj('POST', u, operatorKelas, body)).statusCode).toBe(403);
    expect((await inj('POST', u, f.dosen, {})).statusCode).toBe(403);
    expect((await inj('POST', u, lainKampus(f.operator), body)).statusCode).toBe(403);
    expect((await inj('POST', u, f.dosenLain, body)).statusCode).toBe(403);
    expect((await inj('POST', u, f.operator, { id_kelas_kuliah: 'tidak_ada' })).statusCode).toBe(404);
    expect((await inj('POST', u, f.operator, { periode: 'abc' })).statusCode).toBe(400);
    const [{ n }] = await f.q<{ n: number }>("select count(*)::int n from job_status where jenis = 'hitung_persentase_kehadiran'");
    expect(n).toBe(0);
  });

  it('queues one job per class (409 while it runs); the worker recomputes and completes it', async () => {
    const r = await inj('POST', u, f.dosen, { id_kelas_kuliah: f.idKelas });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().status.message).toBe(PESAN_KEHADIRAN.berhasilHitungPersentase);
    const job = r.json().data;
    expect(job).toMatchObject({ status: 'processing', id_kelas_kuliah: f.idKelas });
    const again = await inj('POST', u, f.operator, { id_kelas_kuliah: f.idKelas });
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toBe(PESAN_KEHADIRAN.sedangProses);
    await runHitungPersentase(f.t.app.deps, { jobId: job.id_job, collegeId: 1, idKelas: f.idKelas });
    const [row] = await f.q<{ status: string; progress: number }>('select status, progress from job_status where id = $1', [job.id_job]);
    expect(row).toEqual({ status: 'completed', progress: 100 });
  });
});
