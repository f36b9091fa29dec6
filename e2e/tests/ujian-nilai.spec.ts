import { expect, test, type Page } from '@playwright/test';
import { PHONE } from '../support/a11y';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Ujian = { id: number; judul: string; id_kelas_kuliah: string; id_pertemuan: number };

/** Writes through the API as the signed-in user of `page` (set-up steps that are not this journey's subject). */
async function apiSend<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: { data: T } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
      const cfg = JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null');
      const res = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens?.access_token}`, 'college-id': String(cfg?.college_id), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

const iso = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Exams II: a lecturer grades two essays of a student, deducts, publishes; the student sees the score and, after the
 * key time, the questions with their key; the lecturer resets a classmate's attempt and the classmate starts again;
 * the statistics and the export open. Every screen checked with axe.
 */
test('a lecturer grades, deducts, publishes and resets; the student sees the score and then the key', async ({ browser }, info) => {
  test.setTimeout(420_000);
  const dosen = await (await browser.newContext()).newPage();
  const mhs = await (await browser.newContext()).newPage();
  await login(dosen, ACCOUNTS.dosen);
  await login(mhs, ACCOUNTS.mahasiswa);

  // Set-up: an open-book quiz of its own in the demo class (one choice, two essays worth 5), running now.
  const demo = (await apiAs<Ujian[]>(mhs, '/v2/lms/ujian?jenis=kuis&status=berlangsung&per_page=50')).body.data[0]!;
  const body = {
    id_pertemuan: demo.id_pertemuan,
    jenis: 'kuis',
    judul: 'Kuis Penilaian Esai',
    deskripsi: '<p>Jawab singkat.</p>',
    sifat: 'open',
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: false,
    durasi: null,
    waktu_mulai: iso(-10 * 60_000),
    waktu_selesai: iso(60 * 60_000),
    tampilkan_kunci_jawaban: true,
    waktu_tampil_kunci: iso(60 * 60_000),
    id_ujian_utama: null,
    peserta_remedial: [],
  };
  const u = (await apiSend<{ id: number }>(dosen, 'POST', '/v2/lms/ujian', body)).body.data;
  const k = (await apiSend<{ id: number }[]>(dosen, 'POST', `/v2/lms/ujian/${u.id}/kelompok_soal`, { nama: 'Bagian A', aturan: 'semua' })).body.data[0]!;
  const soal = [
    { jenis: 'pilihan', pertanyaan: '<p>Bentuk normal yang menghapus ketergantungan parsial?</p>', pilihan: { pilihan: ['1NF', '2NF', '3NF'], kunci: 1 } },
    { jenis: 'esay', pertanyaan: '<p>Jelaskan normalisasi.</p>', esay: { jenis_file_diterima: ['text'], kunci: 'Mengurangi redundansi data.' }, bobot: 5 },
    { jenis: 'esay', pertanyaan: '<p>Jelaskan indeks.</p>', esay: { jenis_file_diterima: ['text'], kunci: 'Struktur untuk mempercepat pencarian.' }, bobot: 5 },
  ];
  const ids: number[] = [];
  for (const s of soal) ids.push((await apiSend<{ id: number }>(dosen, 'POST', `/v2/lms/ujian/${u.id}/kelompok_soal/${k.id}/soal`, s)).body.data.id);

  // Two students take it (their taking is other journeys' subject): the demo student and a classmate.
  const peserta = (await apiAs<{ nim: string; nama: string }[]>(dosen, `/v2/lms/kelas_kuliah/${encodeURIComponent(demo.id_kelas_kuliah)}/peserta/nim_nama`)).body.data;
  const teman = peserta.find((p) => p.nama !== 'Siti Nurhaliza')!;
  const lain = await (await browser.newContext()).newPage();
  await login(lain, { username: teman.nim, password: 'mahasiswa123' });
  const kerjakan = async (p: Page, jawaban: unknown[]) => {
    expect((await apiSend(p, 'POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`)).status).toBe(200);
    for (const [i, j] of jawaban.entries()) await apiSend(p, 'PUT', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${ids[i]}`, { seq: 1, jawaban: j });
    expect((await apiSend(p, 'POST', `/v2/lms/ujian/${u.id}/pengerjaan/selesai`)).status).toBe(200);
  };
  await kerjakan(mhs, [{ pilihan: 1 }, { esay: { teks: 'Normalisasi memecah tabel agar tidak ada data ganda.', files: [] } }, { esay: { teks: 'Indeks mempercepat pencarian baris.', files: [] } }]);
  await kerjakan(lain, [{ pilihan: 0 }, { esay: { teks: 'Tidak tahu.', files: [] } }]);

  // The lecturer: the results tab with both attempts waiting.
  await dosen.goto(`/kelas/${demo.id_kelas_kuliah}/ujian/${u.id}?tab=hasil`);
  await expect(dosen.getByTestId('hasil-table')).toBeVisible({ timeout: 30_000 });
  await expect(dosen.getByTestId('hasil-table').getByTestId('hasil-row')).toHaveCount(2);
  await shot(dosen, info, '01-hasil');

  // Grade the demo student's two essays, then deduct.
  const row = dosen.getByTestId('hasil-table').getByTestId('hasil-row').filter({ hasText: 'Siti Nurhaliza' });
  await row.getByTestId('hasil-nilai').click();
  const modal = dosen.getByTestId('penilaian-modal');
  await expect(modal.getByTestId('soal-hasil')).toHaveCount(3);
  await expect(modal.getByTestId('penilaian-nilai-akhir')).toHaveText('9,09');
  await shot(dosen, info, '02-penilaian');
  await modal.getByTestId('nilai-esai-2').fill('4');
  await modal.getByTestId('simpan-nilai-2').click();
  await expect(dosen.getByText('Berhasil update nilai').first()).toBeVisible();
  await modal.getByTestId('nilai-esai-3').fill('5');
  await modal.getByTestId('simpan-nilai-3').click();
  await expect(modal.getByTestId('penilaian-nilai-akhir')).toHaveText('90,91');
  await modal.getByTestId('pengurangan-nilai').fill('0,91');
  await modal.getByTestId('simpan-pengurangan').click();
  await expect(dosen.getByText('Berhasil update pengurangan nilai')).toBeVisible();
  await expect(modal.getByTestId('penilaian-nilai-akhir')).toHaveText('90');
  await shot(dosen, info, '03-penilaian-dinilai');
  // 'Berikutnya' goes to the classmate's attempt, still to grade.
  await modal.getByTestId('penilaian-berikutnya').click();
  await expect(modal).toContainText(teman.nama);
  await dosen.keyboard.press('Escape');

  // Publish.
  await dosen.getByTestId('hasil-publish').click();
  await expect(dosen.getByText('Berhasil publish nilai')).toBeVisible();

  // The student sees the score, not yet the key.
  await mhs.goto(`/ujian/${u.id}/soal`);
  await expect(mhs.getByTestId('ringkasan-nilai')).toContainText('90');
  await expect(mhs.getByTestId('resume-pengerjaan')).toHaveCount(0);
  await expect(mhs.getByTestId('comments-panel')).toBeVisible();
  await shot(mhs, info, '04-mahasiswa-nilai');

  // Reset the classmate's attempt; the classmate starts again.
  const rowLain = dosen.getByTestId('hasil-table').getByTestId('hasil-row').filter({ hasText: teman.nama });
  await rowLain.getByTestId('hasil-reset').click();
  await expect(dosen.getByText('Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?', { exact: false })).toBeVisible();
  await shot(dosen, info, '05-konfirmasi-reset');
  await dosen.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(dosen.getByText('Berhasil reset pengerjaan dari mahasiswa')).toBeVisible();
  await expect(dosen.getByTestId('hasil-table').getByTestId('hasil-row')).toHaveCount(1);
  const ulang = await apiSend<{ status: string }>(lain, 'POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`);
  expect(ulang.body.data.status).toBe('sedang_berlangsung');
  await apiSend(lain, 'POST', `/v2/lms/ujian/${u.id}/pengerjaan/selesai`);

  // Statistics and export.
  await dosen.getByTestId('tab-statistik').click();
  await expect(dosen.getByTestId('statistik-histogram')).toBeVisible({ timeout: 30_000 });
  await expect(dosen.getByTestId('statistik-table').getByTestId('statistik-soal')).toHaveCount(3);
  await shot(dosen, info, '06-statistik');
  await dosen.getByTestId('tab-hasil').click();
  const unduh = dosen.waitForEvent('download');
  await dosen.getByTestId('hasil-export').click();
  expect((await unduh).suggestedFilename()).toMatch(/\.xlsx$/);
  await dosen.setViewportSize(PHONE);
  await expect(dosen.getByTestId('hasil-row').first()).toBeVisible();
  await shot(dosen, info, '07-hasil-ponsel');
  await dosen.getByTestId('tab-statistik').click();
  await expect(dosen.getByTestId('statistik-histogram')).toBeVisible();
  await shot(dosen, info, '08-statistik-ponsel');

  // The class's exams: the finished demo quiz carries the lecturer badge (two attempts still to grade).
  await dosen.setViewportSize({ width: 1280, height: 800 });
  await dosen.goto(`/kelas/${demo.id_kelas_kuliah}/ujian`);
  const selesai = dosen.getByTestId('ujian-card').filter({ hasText: 'Kuis Pendahuluan' });
  await expect(selesai.getByTestId('badge-nilai')).toHaveText('Belum Dinilai 2', { timeout: 30_000 });
  await shot(dosen, info, '09-badge-dinilai');

  // The exam ends and its key time comes: the student now sees questions, answers and key.
  const akhir = iso(3_000);
  const ubah = await apiSend(dosen, 'PUT', `/v2/lms/ujian/${u.id}`, { ...body, waktu_selesai: akhir, waktu_tampil_kunci: akhir });
  expect(ubah.status).toBe(200);
  await mhs.waitForTimeout(4_000);
  await mhs.reload();
  await expect(mhs.getByTestId('resume-pengerjaan')).toBeVisible({ timeout: 30_000 });
  await expect(mhs.getByTestId('resume-pengerjaan').getByText('Mengurangi redundansi data.')).toBeVisible();
  await shot(mhs, info, '10-mahasiswa-kunci');
  await mhs.setViewportSize(PHONE);
  await shot(mhs, info, '11-mahasiswa-kunci-ponsel');
});
