import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

test('operator changes a setting and sees it, then filters and exports the activity log, and reads the visitor charts', async ({ page }, info) => {
  await login(page, ACCOUNTS.operator);
  const stats = page.getByTestId('visitor-statistik');
  await expect(stats).toBeVisible();
  await expect(stats.getByTestId('aktif-sekarang')).toContainText('Aktif sekarang');
  await expect(stats.locator('.recharts-surface').first()).toBeVisible();
  await shot(page, info, '01-beranda-statistik-pengunjung');

  await page.getByTestId('side-menu').getByText('Konfigurasi', { exact: true }).click();
  await expect(page).toHaveURL(/\/konfigurasi$/);
  await expect(page.getByTestId('form-pengaturan_sistem')).toBeVisible();
  await shot(page, info, '02-konfigurasi-sistem');

  await page.getByTestId('tab-konfigurasi').click();
  const deadline = page.getByTestId('bidang-konfigurasi.deadline');
  await expect(deadline).toHaveValue('7');
  await deadline.fill('21');
  await page.getByTestId('simpan-konfigurasi').click();
  await expect(page.getByText('Pengaturan berhasil disimpan').first()).toBeVisible();
  await shot(page, info, '03-konfigurasi-disimpan');

  // A bad value is refused by the server with the field named, and nothing changes.
  await page.getByTestId('tab-pengaturan_nilai').click();
  await page.getByRole('button', { name: 'Tambah Periode' }).click();
  await page.getByRole('textbox', { name: /^uas / }).last().fill('90');
  await page.getByTestId('simpan-pengaturan_nilai').click();
  await expect(page.getByText(/jumlah bobot/).first()).toBeVisible();
  await shot(page, info, '04-konfigurasi-nilai-ditolak');

  await page.reload();
  await page.getByTestId('tab-konfigurasi').click();
  await expect(page.getByTestId('bidang-konfigurasi.deadline')).toHaveValue('21');
  const conf = await apiAs<{ key: string; value: number }[]>(page, '/v1/configuration?key=deadline');
  expect(conf.body.data).toEqual([{ key: 'deadline', value: 21 }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, info, '05-konfigurasi-ponsel');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/log-aktivitas');
  await expect(page.getByTestId('log-table')).toBeVisible();
  await shot(page, info, '06-log-aktivitas');
  await page.getByTestId('filter-jenis').click();
  await page.getByRole('option', { name: 'Ubah Pengaturan' }).click();
  await page.keyboard.press('Escape');
  const rows = page.getByTestId('log-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mengubah Konfigurasi Perkuliahan');
  await expect(rows.first()).toContainText('operator');
  await shot(page, info, '07-log-aktivitas-difilter');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('log-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^log-aktivitas-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await download.path();
  expect(file).toBeTruthy();

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, info, '08-log-aktivitas-ponsel');
  await page.goto('/beranda');
  await expect(page.getByTestId('visitor-statistik')).toBeVisible();
  await shot(page, info, '09-beranda-ponsel');
});
