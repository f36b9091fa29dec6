import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleOnPhone, PHONE } from '../support/a11y';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Entri = { id: number; tanggal: string; id_kelas_kuliah: string; id_pertemuan: number };

/** Greeting and clock appear once, at desktop and at phone width. */
async function expectOneGreetingAndClock(page: Page) {
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await expect(page.getByText(/^Hi, /).filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('[data-testid$="clock-time"]').filter({ visible: true })).toHaveCount(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a student sees only the classes they are enrolled in', async ({ page, browser }, info) => {
  await login(page, ACCOUNTS.mahasiswa);
  await expect(page.getByTestId('greeting')).toContainText('Hi, Siti Nurhaliza');
  await expect(page).toHaveTitle('Beranda - LMS Mahasiswa');
  const menu = page.getByTestId('side-menu');
  for (const label of ['Beranda', 'Kelas', 'Pertemuan', 'Tugas', 'Ujian', 'Forum', 'Vidcon', 'Nilai', 'Kehadiran']) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(menu.getByText('Bank Soal', { exact: true })).toHaveCount(0);
  await expectOneGreetingAndClock(page);

  const cards = page.getByTestId('kelas-card');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((els) => els.map((e) => (e.closest('a') ?? e.querySelector('a'))?.getAttribute('href') ?? ''));
  const shown = hrefs.map((h) => h.split('/kelas/')[1]).filter(Boolean);

  const mine = await apiAs<{ id: string }[]>(page, '/v2/lms/kelas_kuliah?ignore_default_pagination=true');
  const mineIds = new Set(mine.body.data.map((k) => k.id));
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) expect(mineIds.has(id)).toBe(true);
  await shot(page, info, '01-mahasiswa-beranda');
  await expectAccessibleOnPhone(page, info, '01-mahasiswa-beranda');

  // The campus has classes this student is not in, and none of them is shown.
  const opPage = await (await browser.newContext()).newPage();
  await login(opPage, ACCOUNTS.operator);
  const all = await apiAs<{ id: string }[]>(opPage, '/v2/lms/kelas_kuliah?ignore_default_pagination=true');
  const notMine = all.body.data.filter((k) => !mineIds.has(k.id));
  expect(notMine.length).toBeGreaterThan(0);
  for (const k of notMine) expect(shown).not.toContain(k.id);

  // The calendar marks the days of this month that have the student's meetings, from the meetings themselves.
  const kalender = await apiAs<{ bulan: string; entri: Entri[] }>(page, '/v2/lms/kalender');
  const days = new Set(kalender.body.data.entri.map((e) => e.tanggal));
  expect(days.size).toBeGreaterThan(0);
  await expect(page.locator('[data-ada-entri="true"]')).toHaveCount(days.size);
  for (const e of kalender.body.data.entri) expect(mineIds.has(e.id_kelas_kuliah)).toBe(true);
  // Choosing a marked day lists its meetings under 'Keterangan', each linking to its meeting page.
  const day = [...days].sort()[0]!;
  const ofDay = kalender.body.data.entri.filter((e) => e.tanggal === day);
  await page.locator(`button[data-ada-entri="true"][aria-label^="${Number(day.slice(8))},"]`).click();
  const items = page.getByTestId('kalender-entri');
  await expect(items).toHaveCount(ofDay.length);
  await expect(items.first()).toHaveAttribute('href', `/kelas/${ofDay[0]!.id_kelas_kuliah}/${ofDay[0]!.id_pertemuan}`);
  // Each row's time: a span from a start, or one instant for a deadline ('Tenggat 17:00'), never a start a week
  // earlier joined to a deadline; the list scrolls only vertically at 1280 px.
  for (const item of await items.all()) {
    const deadline = ['tugas', 'materi'].includes((await item.getAttribute('data-jenis'))!);
    await expect(item.getByTestId('kalender-entri-waktu')).toHaveText(deadline ? /^(Tenggat|Mulai) \d{2}:\d{2}$/ : /^\d{2}:\d{2}( - (\d{1,2} \S+ )?\d{2}:\d{2})?( · .+)?$/);
  }
  const lebar = await page.getByTestId('kalender-list').evaluate((el) => {
    const viewport = el.closest('[data-scrollbars]')!;
    return { scroll: viewport.scrollWidth, client: viewport.clientWidth };
  });
  expect(lebar.scroll).toBeLessThanOrEqual(lebar.client);
  await shot(page, info, '02-mahasiswa-kalender');
  await items.first().click();
  await expect(page).toHaveURL(new RegExp(`/kelas/${ofDay[0]!.id_kelas_kuliah}/${ofDay[0]!.id_pertemuan}$`));
  await expect(page.getByTestId('pertemuan-status')).toBeVisible();
  await expect(page).toHaveTitle('Kelas - LMS Mahasiswa');

  // Operator pages are the same 404 page for a student, whichever the route.
  for (const path of ['/mata-kuliah', '/pengguna', '/profil-pt', '/bank-soal', '/konfigurasi']) {
    await page.goto(path);
    await expect(page.getByTestId('error-page')).toContainText('Uppss!!! Alamat yang Anda tuju tidak ditemukan');
  }
  await shot(page, info, '03-mahasiswa-mata-kuliah-404');
});

test('a lecturer gets the 404 page on data master pages and the same calendar of taught meetings', async ({ page }, info) => {
  await login(page, ACCOUNTS.dosen);
  await expect(page).toHaveTitle('Beranda - LMS Dosen');
  await expectOneGreetingAndClock(page);
  await expect(page.getByTestId('kalender-card')).toBeVisible();
  for (const path of ['/mata-kuliah', '/pengguna', '/profil-pt']) {
    await page.goto(path);
    await expect(page.getByTestId('error-page')).toContainText('Uppss!!! Alamat yang Anda tuju tidak ditemukan');
    await expect(page.getByTestId('makul-row')).toHaveCount(0);
  }
  await shot(page, info, '01-dosen-mata-kuliah-404');
});
