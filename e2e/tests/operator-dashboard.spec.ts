import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

test('a newcomer signs in as operator: full menu, live clock, dashboard with class cards', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await shot(page, info, '01-login');
  await login(page, ACCOUNTS.operator);
  await expect(page).toHaveTitle('Beranda - LMS Operator');

  const menu = page.getByTestId('side-menu');
  for (const label of ['Beranda', 'Data Master', 'Kelas', 'Bank Soal', 'Data Sistem', 'Laporan', 'Konfigurasi', 'Bantuan']) {
    await expect(menu.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByTestId('greeting')).toContainText('Hi, Rina Wulandari');

  // The clock is driven by the server's event stream and ticks.
  const clock = page.getByTestId('server-clock');
  await expect(clock).toHaveAttribute('data-synced', 'true');
  const time = page.getByTestId('server-clock-time');
  await expect(time).toHaveText(/^\d{2}:\d{2}:\d{2} WIB$/);
  const first = await time.textContent();
  await expect(time).not.toHaveText(first!, { timeout: 5_000 });

  // Operator class cards of the current period, as many as the API reports for the first page.
  const cards = page.getByTestId('operator-kelas-card');
  await expect(cards.first()).toBeVisible();
  const api = await apiAs<{ id: string }[]>(page, '/v2/lms/kelas_kuliah?per_page=5');
  expect(api.status).toBe(200);
  expect(api.body.meta!.total_items).toBeGreaterThan(0);
  await expect(cards.first()).toContainText(api.body.data[0]!.id);
  await expect(page.getByTestId('pengumuman-card')).toBeVisible();
  await expect(page.getByTestId('statistik-tiles')).toBeVisible();
  await shot(page, info, '02-operator-beranda');

  // The 'Data Master' group expands on its own routes.
  await page.goto('/profil-pt');
  await expect(menu.getByText('Profil PT', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Profil Pt - LMS Operator');
  await shot(page, info, '03-operator-profil-pt');
});
