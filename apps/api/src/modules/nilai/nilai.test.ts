import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NILAI_TIDAK_MENGUMPULKAN, PESAN_NILAI, isNilaiTidakMengumpulkan, rataRataNilai, type NilaiKelasKuliah } from '@lms/shared';
import { setupNilaiFixture, type NilaiFixture } from './nilai.fixtures';

let f: NilaiFixture;
beforeAll(async () => {
  f = await setupNilaiFixture();
}, 120_000);
afterAll(async () => f?.t.close());

describe('GET /v2/lms/nilai/kelas_kuliah/{id}', () => {
  it('refuses no login, students, other lecturers, other colleges and foreign tokens', async () => {
    expect((await f.inject('GET', '', { 'college-id': '1' })).statusCode).toBe(401);
    expect((await f.inject('GET', '', f.mahasiswa)).statusCode).toBe(403);
    expect((await f.inject('GET', '', f.dosenLain)).statusCode).toBe(403);
    expect((await f.inject('GET', '', f.operator2)).statusCode).toBe(404);
    expect((await f.inject('GET', '', { ...f.operator2, 'college-id': '1' })).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'GET', url: '/api/v2/lms/nilai/kelas_kuliah/tidak-ada', headers: f.dosen })).statusCode).toBe(404);
  });

  it('answers the spec shape to the lecturer and to an operator with laporan read, with averages from the scores', async () => {
    const res = await f.inject('GET', '', f.dosen);
    expect(res.statusCode).toBe(200);
    const d = res.json().data as NilaiKelasKuliah;
    expect(d.kelas.id).toBe(f.idKelas);
    expect(d.header_aktivitas.length).toBeGreaterThan(0);
    expect(d.header_sikad.map((h) => h.jenis).sort()).toEqual(['forum', 'kuis', 'tugas', 'uas', 'uts']);
    expect(d.akses).toMatchObject({ peran: 'dosen', boleh_kirim: true, boleh_ubah_komponen: true, waktu_entri_dibuka: true });
    const [peserta] = await f.q<{ n: number }>('select count(*)::int as n from kelas_peserta where id_kelas_kuliah = $1', [f.idKelas]);
    expect(d.nilai_mahasiswa).toHaveLength(peserta!.n);
    let tanpa = 0;
    for (const m of d.nilai_mahasiswa) {
      expect(m.nilai_pertemuan).toHaveLength(d.header_aktivitas.length);
      for (const r of m.rata_rata_lms) {
        const cols = m.nilai_pertemuan.filter((n) => n.aktivitas.jenis === r.jenis).map((n) => (isNilaiTidakMengumpulkan(n.nilai) ? null : n.nilai));
        expect(r.rata_rata).toBe(rataRataNilai(cols));
      }
      tanpa += m.nilai_pertemuan.filter((n) => n.nilai === NILAI_TIDAK_MENGUMPULKAN).length;
    }
    // The seed leaves some work unsubmitted: the marker must appear, never as a real score.
    expect(tanpa).toBeGreaterThan(0);
    const op = await f.inject('GET', '', f.operatorLaporan);
    expect(op.statusCode).toBe(200);
    expect(op.json().data.akses).toMatchObject({ peran: 'operator', boleh_kirim: false, kelola_siakad: false });
  });

  it('exports every column to an xlsx that reads back', async () => {
    const d = (await f.inject('GET', '', f.dosen)).json().data as NilaiKelasKuliah;
    const res = await f.inject('GET', '/export_excel', f.dosen);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Nilai')!;
    const header = (ws.getRow(2).values as unknown[]).slice(1);
    expect(header).toHaveLength(3 + d.header_aktivitas.length + d.header_rerata.length + d.header_sikad.length);
    expect(ws.rowCount).toBe(2 + d.nilai_mahasiswa.length);
    expect(ws.getRow(3).getCell(2).value).toBe(d.nilai_mahasiswa[0]!.mahasiswa.nim);
    expect((await f.inject('GET', '/export_excel', f.mahasiswa)).statusCode).toBe(403);
  });
});

describe('GET /v2/lms/nilai/kelas_kuliah', () => {
  it('lists a lecturer their classes and an operator with laporan read every class; refuses students', async () => {
    const url = '/api/v2/lms/nilai/kelas_kuliah?ignore_default_pagination=true';
    const mine = await f.t.app.inject({ method: 'GET', url, headers: f.dosen });
    expect(mine.statusCode).toBe(200);
    const [taught] = await f.q<{ n: number }>(
      `select count(*)::int as n from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id where u.username = 'dosen'`,
    );
    expect(mine.json().meta.total_items).toBe(taught!.n);
    expect(mine.json().data.some((k: { id: string }) => k.id === f.idKelas)).toBe(true);
    const all = await f.t.app.inject({ method: 'GET', url: '/api/v2/lms/nilai/kelas_kuliah?per_page=5&search=TIF201', headers: f.operatorLaporan });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.every((k: { mata_kuliah: { kode: string } }) => k.mata_kuliah.kode === 'TIF201')).toBe(true);
    expect((await f.t.app.inject({ method: 'GET', url, headers: f.mahasiswa })).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'GET', url, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    const c2 = await f.t.app.inject({ method: 'GET', url, headers: f.operator2 });
    expect(c2.json().data.some((k: { id: string }) => k.id === f.idKelas)).toBe(false);
  });
});

describe('components', () => {
  it('GET …/aktivitas and …/komponen/{id}', async () => {
    const akt = await f.inject('GET', '/aktivitas', f.dosen);
    expect(akt.statusCode).toBe(200);
    const k = await f.inject('GET', `/komponen/${f.komponenTugas}`, f.dosen);
    expect(k.statusCode).toBe(200);
    expect(k.json().data.aktivitas.every((a: { jenis: string }) => a.jenis === 'tugas')).toBe(true);
    expect((await f.inject('GET', '/komponen/999999', f.dosen)).statusCode).toBe(404);
    expect((await f.inject('GET', '/komponen/abc', f.dosen)).statusCode).toBe(400);
  });

  it('PUT refuses bad input, wrong roles and read-only operators, writing nothing', async () => {
    const before = await f.q('select * from nilai_komponen_aktivitas where id_kelas_kuliah = $1 order by 1,2,3,4,5', [f.idKelas]);
    const bad = await f.inject('PUT', `/komponen/${f.komponenTugas}`, f.dosen, { list_aktivitas: [{ jenis_aktivitas: 'tugas', id: '999999' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('list_aktivitas');
    expect((await f.inject('PUT', `/komponen/${f.komponenTugas}`, f.dosen, { list_aktivitas: 'x' })).statusCode).toBe(400);
    expect((await f.inject('PUT', `/komponen/${f.komponenTugas}`, { 'college-id': '1' }, { list_aktivitas: [] })).statusCode).toBe(401);
    for (const h of [f.mahasiswa, f.dosenLain, f.operatorLaporan]) expect((await f.inject('PUT', `/komponen/${f.komponenTugas}`, h, { list_aktivitas: [] })).statusCode).toBe(403);
    expect((await f.inject('PUT', `/komponen/${f.komponenTugas}`, f.operator2, { list_aktivitas: [] })).statusCode).toBe(404);
    expect(await f.q('select * from nilai_komponen_aktivitas where id_kelas_kuliah = $1 order by 1,2,3,4,5', [f.idKelas])).toEqual(before);
  });

  it('PUT replaces the list, logs it, and is refused while locked', async () => {
    const akt = (await f.inject('GET', '/aktivitas', f.dosen)).json().data as { id: string; jenis_aktivitas: string; jenis: string }[];
    const tugas = akt.filter((a) => a.jenis === 'tugas');
    const pilih = tugas.slice(0, 1).map((a) => ({ jenis_aktivitas: a.jenis_aktivitas, id: a.id }));
    const res = await f.inject('PUT', `/komponen/${f.komponenTugas}`, f.dosen, { list_aktivitas: [...pilih, ...pilih] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.aktivitas).toHaveLength(pilih.length);
    const [log] = await f.q<{ n: number }>(`select count(*)::int as n from log_aktivitas where jenis_aktivitas = 'ubah_komponen_nilai'`);
    expect(log!.n).toBe(1);
    await f.setKunci(true);
    const locked = await f.inject('PUT', `/komponen/${f.komponenTugas}`, f.dosen, { list_aktivitas: [] });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().status.message).toBe(PESAN_NILAI.dikunciUbahKomponen);
    await f.setKunci(false);
    // Restore the seeded list (all tasks) for the send tests.
    await f.inject('PUT', `/komponen/${f.komponenTugas}`, f.dosen, { list_aktivitas: tugas.map((a) => ({ jenis_aktivitas: a.jenis_aktivitas, id: a.id })) });
  });

  it('follows pelaku_integrasi_nilai: a lecturer outside the integration party is refused', async () => {
    const put = (kelas_kuliah: string) =>
      f.t.app.inject({ method: 'PUT', url: '/api/v2/lms/pengaturan', headers: f.operator, payload: { pelaku_integrasi_nilai: { kelas_kuliah, rekap_nilai: 'operator' } } });
    expect((await put('operator')).statusCode).toBe(200);
    const res = await f.inject('PUT', `/komponen/${f.komponenTugas}`, f.dosen, { list_aktivitas: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().status.message).toBe(PESAN_NILAI.bukanPelaku);
    expect((await f.inject('GET', '', f.dosen)).json().data.akses).toMatchObject({ boleh_kirim: false, boleh_ubah_komponen: false });
    expect((await put('dosen')).statusCode).toBe(200);
  });
});
