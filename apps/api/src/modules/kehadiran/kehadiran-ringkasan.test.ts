import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_KEHADIRAN } from '@lms/shared';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { buatTokenQr } from './kehadiran-qr.service';
import { dimulai, setupKehadiran, type Headers, type KehadiranFixture } from './kehadiran.fixtures';

/**
 * One computation of a meeting's present count (issue 30): the meeting detail's peserta_hadir is kept on the meeting
 * by the one function every writer of attendance rows calls in its own transaction, so it is always the count the
 * meeting's attendance page shows — after a QR scan, a lecturer's or operator's edit, a recalculation, and in the
 * demo data.
 */

let f: KehadiranFixture;
beforeAll(async () => {
  f = await setupKehadiran();
}, 180_000);
afterAll(async () => f?.t.close());

const inj = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) => f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The present count of the attendance page and of the meeting detail, read through the API. */
async function hitungan(id: number, h: Headers = f.operator) {
  const page = await inj('GET', `/api/v2/lms/kehadiran_mahasiswa/pertemuan/${id}`, h);
  const detail = await inj('GET', `/api/v2/lms/pertemuan/${id}`, h);
  expect(page.statusCode, page.body).toBe(200);
  expect(detail.statusCode, detail.body).toBe(200);
  return { halaman: page.json().data.jumlah_hadir as number, detail: detail.json().data.peserta_hadir as number };
}

describe("the meeting detail's present count is the attendance page's", () => {
  it('in the demo data: every meeting of the class, held or not', async () => {
    for (const p of f.pertemuan) {
      const h = await hitungan(p.id);
      expect(h.detail, `P${p.nomor} (${p.jenis}, ${p.status})`).toBe(h.halaman);
    }
    // The class has meetings with people present (a test of zeros would prove little).
    expect((await Promise.all(f.pertemuan.map((p) => hitungan(p.id)))).some((h) => h.halaman > 0)).toBe(true);
  });

  it('after a QR scan: one more present, on both', async () => {
    const p = f.pertemuan.find((x) => x.status === 'belum_dimulai' && x.jenis === 'offline' && new Date(x.waktu_mulai).getTime() > Date.now() + 3600_000)!;
    await f.q("update pertemuan set status = 'berlangsung', waktu_mulai = now() - interval '10 minutes', waktu_selesai = now() + interval '2 hours', mulai_kuliah = now() where id = $1", [p.id]);
    await f.q(`update colleges set pengaturan_kelas = jsonb_set(coalesce(pengaturan_kelas, '{}'::jsonb), '{presensi_qr}', '{"is_active": true}'::jsonb) where id = 1`);
    forgetPengaturan(f.t.app.deps, 1);
    const before = await hitungan(p.id, f.dosen);
    const { token } = await buatTokenQr(f.t.app.deps, 1, p.id, new Date());
    const scan = await inj('POST', '/api/v2/lms/kehadiran_mahasiswa/qr_code/scan', f.mahasiswa, { token });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().status.message).toBe(PESAN_KEHADIRAN.qrBerhasil);
    const after = await hitungan(p.id, f.dosen);
    expect(after.halaman).toBe(before.halaman + 1);
    expect(after.detail).toBe(after.halaman);
    // A second scan by a student already present changes neither.
    await inj('POST', '/api/v2/lms/kehadiran_mahasiswa/qr_code/scan', f.mahasiswa, { token });
    expect(await hitungan(p.id, f.dosen)).toEqual(after);
  });

  it("after an operator's edit of one student, both ways", async () => {
    const p = dimulai(f, 'offline');
    for (const presensi of ['A', 'H'] as const) {
      const r = await inj('PUT', `/api/v2/lms/kehadiran_mahasiswa/pertemuan/${p.id}`, f.operator, { data: [{ nim: f.nimMahasiswa, presensi, ada_presensi: true }] });
      expect(r.statusCode, r.body).toBe(200);
      const h = await hitungan(p.id);
      expect(h.halaman).toBe(r.json().data.jumlah_hadir);
      expect(h.detail, presensi).toBe(h.halaman);
    }
  });

  it("after 'Update Progres' (the system's recalculation)", async () => {
    // The demo class teaches offline: one of its held meetings becomes an online one with a requirement.
    const p = f.pertemuan.filter((x) => x.status === 'selesai' && x.jenis === 'offline')[1];
    await f.q(`update pertemuan set jenis = 'online', parameter_kehadiran = '{"unduh_materi": true}'::jsonb where id = $1`, [p!.id]);
    const r = await inj('POST', `/api/v2/lms/kehadiran_mahasiswa/pertemuan/${p!.id}/hitung_ulang`, f.operator);
    expect(r.statusCode, r.body).toBe(200);
    const h = await hitungan(p!.id);
    expect(h.detail).toBe(h.halaman);
  });
});
