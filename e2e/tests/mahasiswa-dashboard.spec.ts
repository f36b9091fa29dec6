import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

test('a student sees only the classes they are enrolled in', async ({ page, browser }, info) => {
  await login(page, ACCOUNTS.mahasiswa);
  await expect(page.getByTestId('greeting')).toContainText('Hi, Siti Nurhaliza');
  const menu = page.getByTestId('side-menu');
  for (const label of ['Beranda', 'Kelas', 'Tugas', 'Ujian', 'Forum', 'Vidcon', 'Nilai', 'Kehadiran']) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(menu.getByText('Bank Soal', { exact: true })).toHaveCount(0);

  const cards = page.getByTestId('kelas-card');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((els) => els.map((e) => (e.closest('a') ?? e.querySelector('a'))?.getAttribute('href') ?? ''));
  const shown = hrefs.map((h) => h.split('/kelas/')[1]).filter(Boolean);

  const mine = await apiAs<{ id: string }[]>(page, '/v2/lms/kelas_kuliah?ignore_default_pagination=true');
  const mineIds = new Set(mine.body.data.map((k) => k.id));
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) expect(mineIds.has(id)).toBe(true);
  await shot(page, info, '01-mahasiswa-beranda');

  // The campus has classes this student is not in, and none of them is shown.
  const opPage = await (await browser.newContext()).newPage();
  await login(opPage, ACCOUNTS.operator);
  const all = await apiAs<{ id: string }[]>(opPage, '/v2/lms/kelas_kuliah?ignore_default_pagination=true');
  const notMine = all.body.data.filter((k) => !mineIds.has(k.id));
  expect(notMine.length).toBeGreaterThan(0);
  for (const k of notMine) expect(shown).not.toContain(k.id);

  // The calendar's 'Keterangan' list shows the day's schedule.
  await expect(page.getByTestId('kalender-card')).toBeVisible();
});
