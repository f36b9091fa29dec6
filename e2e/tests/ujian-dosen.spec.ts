import { expect, test } from '@playwright/test';
import { PHONE } from '../support/a11y';
import { ACCOUNTS, apiAs, login, shot, pickOption } from '../support/journey';

type Meeting = { id: number; status: string; waktu_mulai: string; id_kelas_kuliah: string };
type Detail = { id: number; kelompok_soal: { nama: string; aturan: string; jumlah_wajib_dijawab: number | null; soal?: { id: number }[] }[] };

/**
 * A lecturer creates a quiz in a meeting still ahead (the form starts with the meeting's window), adds a group that
 * draws 2 questions per student and fills it from a question bank, then writes a true/false question in place.
 */
test('a lecturer creates a quiz from a bank with a random group', async ({ page }, info) => {
  // Several browsers and many axe runs on a shared machine.
  test.setTimeout(300_000);
  await login(page, ACCOUNTS.dosen);
  const list = await apiAs<Meeting[]>(page, '/v2/lms/pertemuan?status=belum_dimulai&per_page=100&periode=20261');
  const meeting = list.body.data.find((m) => Date.parse(m.waktu_mulai) > Date.now() + 86_400_000);
  expect(meeting, 'a meeting of the lecturer still ahead').toBeTruthy();

  await page.goto(`/kelas/${meeting!.id_kelas_kuliah}/${meeting!.id}`);
  await expect(page.getByTestId('ujian-section')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('ujian-tambah').click();
  await expect(page.getByTestId('tab-buat-ujian')).toBeVisible();
  await shot(page, info, '01-form-kosong');

  // The spec's messages come as toasts when the form is incomplete.
  await page.getByTestId('ujian-simpan').click();
  await expect(page.getByText('Judul wajib diisi').first()).toBeVisible();
  await page.getByTestId('ujian-judul').fill('Kuis Acak Bank Soal');
  await page.getByTestId('ujian-deskripsi').locator('textarea').fill('Kuis singkat dari bank soal.');
  await page.getByTestId('ujian-batas-waktu').click();
  await page.getByTestId('ujian-durasi').fill('30');
  await shot(page, info, '02-form-terisi');
  await page.getByTestId('ujian-simpan').click();
  const card = page.getByTestId('ujian-card').filter({ hasText: 'Kuis Acak Bank Soal' });
  await expect(card).toBeVisible();
  await shot(page, info, '03-kartu');

  await card.getByTestId('ujian-lihat-soal').click();
  await expect(page.getByTestId('kelompok-soal-panel')).toBeVisible();
  const idUjian = Number(page.url().split('/').pop());
  await page.getByTestId('kelompok-tambah').click();
  await page.getByTestId('kelompok-nama').fill('Soal Acak');
  await page.getByTestId('kelompok-aturan-random').click();
  await page.getByTestId('kelompok-jumlah').fill('2');
  await shot(page, info, '04-kelompok');
  await page.getByTestId('kelompok-simpan').click();
  const grup = page.getByTestId('kelompok-soal').filter({ hasText: 'Soal Acak' });
  await expect(grup).toBeVisible();

  await grup.getByTestId('soal-tambah').click();
  await page.getByTestId('soal-dari-bank').click();
  await pickOption(page, page.getByTestId('salin-bank-pilih'));
  await expect(page.getByTestId('salin-bank-table')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pilih soal nomor 1', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Pilih soal nomor 2', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Pilih soal nomor 3', exact: true }).check();
  await shot(page, info, '05-salin-bank');
  await page.getByTestId('salin-bank-simpan').click();
  await expect(grup.getByTestId('soal-card')).toHaveCount(3);

  await grup.getByTestId('soal-tambah').click();
  await page.getByRole('menuitem', { name: 'Soal Benar Salah' }).click();
  await page.getByTestId('pertanyaan-editor').locator('textarea').fill('Ujian ini mengambil 2 soal acak untuk setiap mahasiswa.');
  await page.getByTestId('soal-editor').getByLabel('Benar', { exact: true }).check();
  await page.getByTestId('soal-editor').getByRole('button', { name: 'Tambah' }).click();
  await expect(grup.getByTestId('soal-card')).toHaveCount(4);
  await shot(page, info, '06-soal-lengkap');

  const d = await apiAs<Detail>(page, `/v2/lms/ujian/${idUjian}`);
  expect(d.body.data.kelompok_soal).toHaveLength(1);
  expect(d.body.data.kelompok_soal[0]).toMatchObject({ nama: 'Soal Acak', aturan: 'random', jumlah_wajib_dijawab: 2 });
  expect(d.body.data.kelompok_soal[0]!.soal).toHaveLength(4);

  await page.setViewportSize(PHONE);
  await shot(page, info, '07-ponsel');
  await page.getByTestId('tab-monitor').click();
  await expect(page.getByTestId('monitor-panel')).toBeVisible();
  await shot(page, info, '08-monitor-ponsel');
});
