import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot, pickOption } from '../support/journey';
import { expectAccessibleOnPhone } from '../support/a11y';

/**
 * Question banks (issue 9): a lecturer builds a bank with one question of each type (an image and an attachment),
 * imports ten questions from the template, downloads the PDF and hides the bank; another lecturer of the course
 * sees it only while shown and duplicates it; a read-only operator sees no edit controls; a student gets the 404.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '../../apps/api/src/modules/bank-soal/fixtures');
const IMPOR_XLSX = path.join(FIXTURES, 'impor-pilihan-libreoffice.xlsx');
const PNG = path.resolve(here, '../fixtures/banner.png');
const JUDUL = `Kuis Struktur Data ${Date.now().toString(36)}`;
const DEWI = { username: 'dewi.lestari', password: 'dosen123' };
const OPERATOR_BACA = { username: 'operator.banksoal', password: 'operator123' };

test.describe.configure({ mode: 'serial' });

async function pilih(page: Page, label: string, option: RegExp | string) {
  await pickOption(page, page.getByRole('dialog').getByRole('combobox', { name: label }).first(), option, { exact: false });
}

async function bukaBank(page: Page, judul: string) {
  await page.goto('/bank-soal');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Cari judul/pembuat').fill(judul);
  await page.getByTestId('filter-apply').click();
}

test('a lecturer builds, imports, downloads and hides a bank', async ({ page }, info) => {
  await login(page, ACCOUNTS.dosen);
  await expect(page.getByTestId('bank-soal-board')).toBeVisible({ timeout: 30_000 });
  await page.goto('/bank-soal');
  await expect(page.getByTestId('bank-soal-card').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, info, '01-daftar');

  await page.getByRole('button', { name: 'Tambah Bank Soal' }).click();
  const modal = page.getByRole('dialog', { name: 'Tambah Data' });
  await expect(modal.getByText('Tambah Data Bank Soal')).toBeVisible();
  await modal.getByRole('button', { name: 'Simpan' }).click();
  await expect(modal.getByText('Judul wajib diisi')).toBeVisible();
  await expect(modal.getByText('Mata Kuliah wajib diisi')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Judul' }).fill(JUDUL);
  await modal.getByRole('textbox', { name: 'Deskripsi' }).fill('Kuis mingguan stack, queue dan tree.');
  await pilih(page, 'Mata Kuliah', /TIF201/);
  await shot(page, info, '02-modal-tambah');
  await modal.getByRole('button', { name: 'Simpan' }).click();

  await expect(page).toHaveURL(/\/bank-soal\/\d+$/);
  const idBank = Number(page.url().split('/').pop());
  await expect(page.getByText('Ups! Data Kosong')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Belum ada soal yang tersedia pada bank soal ini.')).toBeVisible();
  await shot(page, info, '03-detail-kosong');

  // Multiple choice with an image in the text and an attachment.
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Soal Pilihan' }).click();
  const editor = page.getByTestId('soal-editor');
  await expect(editor.getByText('Tambah Soal Baru')).toBeVisible();
  await editor.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(editor.getByText('Pertanyaan wajib diisi')).toBeVisible();
  await expect(editor.getByText('Pilihan jawaban wajib diisi').first()).toBeVisible();
  await editor.getByTestId('pertanyaan-editor-input').fill('Struktur data manakah yang bekerja LIFO?');
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Sisipkan gambar ke pertanyaan' }).click();
  await (await chooser).setFiles(PNG);
  await expect(editor.getByTestId('pertanyaan-editor-input')).toHaveValue(/<img src="\/api\/v2\/storager\/files\//);
  await editor.getByRole('textbox', { name: 'Pilihan A' }).fill('Queue');
  await editor.getByRole('textbox', { name: 'Pilihan B' }).fill('Stack');
  await editor.getByRole('textbox', { name: 'Pilihan C' }).fill('Tree');
  await editor.getByRole('button', { name: 'Tambah Pilihan' }).click();
  await editor.getByRole('textbox', { name: 'Pilihan D' }).fill('Graph');
  await editor.getByRole('radio', { name: 'Kunci B' }).check();
  await editor.getByTestId('upload-lampiran').setInputFiles(PNG);
  await shot(page, info, '04-soal-pilihan');
  await editor.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(page.getByTestId('soal-card')).toHaveCount(1);
  await expect(page.getByTestId('soal-card').first().getByRole('img', { name: 'banner.png' })).toBeVisible();

  // True/false.
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Soal Benar Salah' }).click();
  await editor.getByTestId('pertanyaan-editor-input').fill('Queue bekerja dengan prinsip FIFO.');
  await editor.getByRole('radio', { name: 'Benar', exact: true }).check();
  await editor.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(page.getByTestId('soal-card')).toHaveCount(2);

  // Essay with its key.
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Soal Esai' }).click();
  await editor.getByTestId('pertanyaan-editor-input').fill('Jelaskan perbedaan stack dan queue.');
  await editor.getByRole('checkbox', { name: 'PDF', exact: true }).check();
  await editor.getByRole('textbox', { name: 'Kunci jawaban' }).fill('Stack LIFO, queue FIFO, dengan contoh.');
  await expectAccessibleOnPhone(page, info, '05-soal-esai');
  await editor.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(page.getByTestId('soal-card')).toHaveCount(3);
  await shot(page, info, '06-tiga-soal');

  // Import ten questions from the template (saved by LibreOffice Calc).
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Impor Soal' }).click();
  const impor = page.getByRole('dialog', { name: 'Impor Soal' });
  await impor.getByRole('button', { name: 'Proses' }).click();
  await expect(impor.getByText('Jenis soal wajib dipilih')).toBeVisible();
  await pilih(page, 'Jenis soal', 'Pilihan');
  await impor.getByRole('button', { name: 'Proses' }).click();
  await expect(impor.getByText('File belum dipilih')).toBeVisible();
  const template = page.waitForEvent('download');
  await impor.getByRole('button', { name: /Unduh Template/ }).click();
  expect((await template).suggestedFilename()).toBe('Template Impor Soal Pilihan.xlsx');
  await impor.getByTestId('impor-file').setInputFiles(IMPOR_XLSX);
  await shot(page, info, '07-impor');
  await impor.getByRole('button', { name: 'Proses' }).click();
  await expect(impor.getByText('Impor Berhasil')).toBeVisible();
  await expect(impor.getByText('Berhasil mengimpor 10 soal')).toBeVisible();
  await impor.getByRole('button', { name: 'Tutup' }).filter({ hasText: 'Tutup' }).click();
  await expect(page.getByTestId('soal-card')).toHaveCount(13);
  await expect(page.getByTestId('bank-soal-info')).toContainText('13');

  // 'Cari soal' filters by text.
  await page.getByLabel('Cari soal').fill('LIFO');
  await expect(page.getByTestId('soal-card')).toHaveCount(2);
  await page.getByLabel('Cari soal').fill('');

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh', exact: true }).click();
  expect((await pdf).suggestedFilename()).toBe(`Bank Soal - ${JUDUL}.pdf`);

  // Hide it.
  await page.getByRole('button', { name: 'Ubah Bank Soal' }).click();
  const ubah = page.getByRole('dialog', { name: 'Ubah Data' });
  await ubah.getByRole('radio', { name: 'Disembunyikan', exact: true }).check();
  await ubah.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('bank-soal-info')).toContainText('Disembunyikan');
  await shot(page, info, '08-disembunyikan');
  const detail = await apiAs<{ ditampilkan: boolean; jumlah_soal: number }>(page, `/v2/lms/bank_soal/${idBank}`);
  expect(detail.body.data).toMatchObject({ ditampilkan: false, jumlah_soal: 13 });
});

test('another lecturer of the course sees the bank only while shown, and duplicates it', async ({ page, browser }, info) => {
  await login(page, DEWI);
  await bukaBank(page, JUDUL);
  await expect(page.getByText('Tidak ada bank soal yang sesuai dengan filter.')).toBeVisible();
  await shot(page, info, '09-tersembunyi');

  // The owner shows it again.
  const owner = await browser.newPage();
  await login(owner, ACCOUNTS.dosen);
  await bukaBank(owner, JUDUL);
  await owner.getByRole('link', { name: `Lihat ${JUDUL}` }).click();
  await owner.getByRole('button', { name: 'Ubah Bank Soal' }).click();
  await owner.getByRole('dialog', { name: 'Ubah Data' }).getByRole('radio', { name: 'Ditampilkan', exact: true }).check();
  await owner.getByRole('dialog', { name: 'Ubah Data' }).getByRole('button', { name: 'Simpan' }).click();
  await expect(owner.getByTestId('bank-soal-info')).toContainText('Ditampilkan');
  await owner.close();

  await bukaBank(page, JUDUL);
  const card = page.getByTestId('bank-soal-card').filter({ hasText: JUDUL });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /^Hapus/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Duplikat ${JUDUL}` }).click();
  const dup = page.getByRole('dialog', { name: 'Duplikat Data' });
  await expect(dup.getByRole('textbox', { name: 'Judul' })).toHaveValue(`Salinan ${JUDUL}`);
  await expect(dup.getByRole('combobox', { name: 'Mata Kuliah' })).toHaveValue(/TIF201/);
  await shot(page, info, '10-modal-duplikat');
  await dup.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/bank-soal\/\d+$/);
  await expect(page.getByTestId('bank-soal-info')).toContainText(`Salinan ${JUDUL}`);
  await expect(page.getByTestId('bank-soal-info')).toContainText('Dewi Lestari');
  await expect(page.getByTestId('soal-card')).toHaveCount(13);
  await shot(page, info, '11-salinan');
});

test('a read-only operator sees banks without edit controls', async ({ page }, info) => {
  await login(page, OPERATOR_BACA);
  await expect(page.getByTestId('bank-soal-board')).toBeVisible({ timeout: 30_000 });
  await page.goto('/bank-soal');
  await expect(page.getByTestId('bank-soal-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Tambah Bank Soal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Duplikat/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Hapus/ })).toHaveCount(0);
  await shot(page, info, '12-operator-baca');
  await bukaBank(page, JUDUL);
  await page.getByRole('link', { name: `Lihat ${JUDUL}` }).click();
  await expect(page.getByTestId('soal-card')).toHaveCount(13);
  await expect(page.getByRole('button', { name: 'Ubah Bank Soal' })).toHaveCount(0);
  await expect(page.getByTestId('tambah-soal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ubah soal nomor/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unduh', exact: true })).toBeVisible();
  await shot(page, info, '13-operator-detail');
});

test('a student gets the 404 page', async ({ page }, info) => {
  await login(page, ACCOUNTS.mahasiswa);
  await expect(page.getByTestId('bank-soal-board')).toHaveCount(0);
  await page.goto('/bank-soal');
  await expect(page.getByText('Uppss!!! Alamat yang Anda tuju tidak ditemukan')).toBeVisible();
  await page.goto('/bank-soal/1');
  await expect(page.getByText('Uppss!!! Alamat yang Anda tuju tidak ditemukan')).toBeVisible();
  await shot(page, info, '14-mahasiswa-404');
  const api = await apiAs(page, '/v2/lms/bank_soal');
  expect(api.status).toBe(403);
});
