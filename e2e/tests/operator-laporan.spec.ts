import { expect, test } from '@playwright/test';
import { ACCOUNTS, login, shot } from '../support/journey';

test('operator.laporan sees only the Laporan group and gets the 404 page on /bank-soal', async ({ page }, info) => {
  await login(page, ACCOUNTS.operatorLaporan);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Laporan', { exact: true })).toBeVisible();
  await expect(menu.getByText('Beranda', { exact: true })).toBeVisible();
  for (const hidden of ['Data Master', 'Kelas', 'Bank Soal', 'Data Sistem', 'Konfigurasi', 'Bantuan']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  // No class cards: this operator has no access to kelas_kuliah.
  await expect(page.getByTestId('operator-kelas-card')).toHaveCount(0);
  await shot(page, info, '01-laporan-beranda');

  await expect(menu.getByText('Pertemuan', { exact: true })).toHaveCount(0);
  await page.goto('/bank-soal');
  const error = page.getByTestId('error-page');
  await expect(error).toContainText('Uppss!!! Alamat yang Anda tuju tidak ditemukan');
  await expect(error).toContainText('Mohon periksa kembali URL yang Anda ketikkan atau mohon hubungi administrator');
  await shot(page, info, '02-laporan-bank-soal-404');

  // Meetings belong to kelas_kuliah: the list and a meeting page are the same 404 page, never an error box.
  for (const path of ['/pertemuan', '/pertemuan/1', '/kelas']) {
    await page.goto(path);
    await expect(error).toContainText('Uppss!!! Alamat yang Anda tuju tidak ditemukan');
    await expect(page.getByText('Anda tidak memiliki akses')).toHaveCount(0);
  }
  await shot(page, info, '03-laporan-pertemuan-404');

  // A route that does not exist at all.
  await page.goto('/tidak-ada-halaman-ini');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
