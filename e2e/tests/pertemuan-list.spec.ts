import { expect, test } from '@playwright/test';
import { expectAccessibleOnPhone } from '../support/a11y';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Item = { id: number; status: string; waktu_mulai: string; waktu_selesai: string };
const WIB = 7 * 3_600_000;
const DAY = 86_400_000;

/** Monday 00:00 and Sunday 23:59:59 WIB of the current week, as the API's UTC instants. */
function thisWeek(now = Date.now()) {
  const local = new Date(now + WIB);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - WIB;
  const monday = midnight - ((local.getUTCDay() + 6) % 7) * DAY;
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { awal: iso(monday), akhir: iso(monday + 7 * DAY - 1000) };
}

test('the meetings list is in the menu, shows this week with upcoming meetings first, and keeps its filters in the URL', async ({ page }, info) => {
  await login(page, ACCOUNTS.dosen);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Pertemuan' }).click();
  await expect(page).toHaveURL(/\/pertemuan$/);
  await expect(page.getByTestId('pertemuan-rentang')).toContainText('Minggu ini');
  const rows = page.getByTestId('pertemuan-row');
  await expect(rows.first()).toBeVisible();

  // Exactly this week's meetings of the lecturer, not yet over first.
  const week = thisWeek();
  const api = await apiAs<Item[]>(page, `/v2/lms/pertemuan?per_page=10&urutan=terdekat&waktu_awal=${week.awal}&waktu_akhir=${week.akhir}`);
  const shown = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
  expect(shown).toEqual(api.body.data.map((m) => m.id));
  const over = api.body.data.map((m) => Date.parse(m.waktu_selesai) < Date.now());
  expect(over.indexOf(true) === -1 || !over.slice(over.indexOf(true)).includes(false)).toBe(true);
  await shot(page, info, '01-pertemuan-minggu-ini');
  await expectAccessibleOnPhone(page, info, '01-pertemuan-minggu-ini');

  // Filters live in the URL: a link with them shows the filtered list, and a reload keeps it.
  await page.goto('/pertemuan?status=selesai&tanggal=semua');
  await expect(page.getByTestId('pertemuan-rentang')).toContainText('Semua tanggal');
  await expect(rows.first()).toBeVisible();
  for (const s of await page.getByTestId('pertemuan-status').allTextContents()) expect(s).toBe('Telah Berakhir');
  await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page).toHaveURL(/status=selesai.*tanggal=semua.*page=2|status=selesai&tanggal=semua&page=2/);
  await expect(rows.first()).toBeVisible();
  await shot(page, info, '02-pertemuan-filter-url');
});
