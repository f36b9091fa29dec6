import ExcelJS from 'exceljs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, PHONE, settled, useDarkCollege } from '../support/a11y';
import { ACCOUNTS, apiAs, login } from '../support/journey';

/**
 * The main screens of every role at desktop (1280) and phone (390) width, in the college's light and dark colour
 * modes: each state is screenshotted and checked by axe-core (0 critical, 0 serious). One test per role and mode;
 * each page is looked at in both widths before moving on, so a page is loaded once per mode.
 */
const DESKTOP = { width: 1280, height: 800 } as const;

/** Light-mode states whose journeys already run axe and take screenshots at both widths. */
const COVERED_BY_JOURNEYS = new Set(['light-operator-kelas', 'light-dosen-pertemuan', 'light-mahasiswa-beranda']);

/** Test ids that show a page's content at each width: table rows from tablet up, cards on a phone (spec 1 §9). */
type Ready = { desktop: string[]; phone: string[] };

async function look(page: Page, info: TestInfo, name: string, ready?: Ready) {
  if (COVERED_BY_JOURNEYS.has(name)) return;
  // Start from the width the page is already in, so each page needs one resize only.
  const widths = page.viewportSize()?.width === PHONE.width ? (['phone', 'desktop'] as const) : (['desktop', 'phone'] as const);
  for (const w of widths) {
    await page.setViewportSize(w === 'phone' ? PHONE : DESKTOP);
    await settled(page);
    if (ready) {
      // The layout of this width is shown and the other one is not.
      for (const id of ready[w]) await expect(page.getByTestId(id).first()).toBeVisible();
      for (const id of ready[w === 'phone' ? 'desktop' : 'phone']) await expect(page.getByTestId(id).first()).toBeHidden();
    }
    await expectAccessible(page, info, `${name}-${w}`);
    await page.screenshot({ path: info.outputPath(`${name}-${w}.png`), fullPage: true });
  }
}

/** The first test id of `ready` for the width the page is in now. */
const readyNow = (page: Page, ready: Ready) => (page.viewportSize()?.width === PHONE.width ? ready.phone[0]! : ready.desktop[0]!);

/**
 * A rejected import (one row with an unknown level): nothing is applied, but the import history gets a row with
 * its report, so the history is not empty.
 */
async function rejectedImport(page: Page) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Data').addRows([
    ['kode', 'nama', 'jenjang'],
    ['E2E09', 'Program Studi Jenjang Salah', 'SMA'],
  ]);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  const headers = await page.evaluate(() => ({
    authorization: `Bearer ${JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null')?.access_token}`,
    'college-id': String(JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null')?.college_id),
  }));
  const res = await page.request.post('/api/v2/lms/import_master/prodi', {
    headers,
    multipart: { file: { name: 'prodi-ditolak.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer } },
  });
  expect(res.status()).toBe(422);
}

/** Opens a modal of the class page and looks at it at both widths, then closes it. */
async function lookModal(page: Page, info: TestInfo, name: string, open: string[], modal: string, ready: Ready) {
  for (const id of open) await page.getByTestId(id).click();
  await expect(page.getByTestId(modal)).toBeVisible();
  await look(page, info, name, ready);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(modal)).toBeHidden();
}

/** Opens `path`, waits for its content, and checks the page skeleton: one main landmark and one h1. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
}

for (const mode of ['light', 'dark'] as const) {
  // One test per role: each stays well inside its timeout on a loaded runner, and a retry repeats one role only.
  test(`login screen (${mode})`, async ({ page }, info) => {
    if (mode === 'dark') await useDarkCollege(page);
    await page.goto('/');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
    await look(page, info, `${mode}-login`);
  });

  test(`main screens of the operator (${mode})`, async ({ page }, info) => {
    if (mode === 'dark') await useDarkCollege(page);
    await login(page, ACCOUNTS.operator);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
    await expect(page.getByTestId('kalender-card')).toBeVisible();
    await expect(page.getByTestId('operator-kelas-card').first()).toBeVisible();
    await look(page, info, `${mode}-operator-beranda`);
    // The class list's rows are its desktop layout (cards on a phone), and the row gives the class to open next.
    await page.setViewportSize(DESKTOP);
    await open(page, '/kelas', 'kelas-row');
    await look(page, info, `${mode}-operator-kelas`);
    const kelasId = (await page.getByTestId('kelas-row').first().getAttribute('data-id'))!;
    await open(page, `/kelas/${kelasId}`, 'kelas-detail-header');
    await look(page, info, `${mode}-operator-kelas-detail`);
    const meetings = await apiAs<{ id: number }[]>(page, `/v2/lms/kelas_kuliah/${kelasId}/pertemuan`);
    await open(page, `/kelas/${kelasId}/${meetings.body.data[0]!.id}`, 'pertemuan-status');
    await look(page, info, `${mode}-operator-kelas-pertemuan`);
    await open(page, '/pertemuan', 'pertemuan-list');
    await look(page, info, `${mode}-operator-pertemuan`);
    // Courses and the import history are table rows from tablet up and cards on a phone (spec 1 §9).
    await rejectedImport(page);
    const mataKuliah = { desktop: ['makul-row', 'import-history-row'], phone: ['makul-card', 'import-history-card'] };
    await open(page, '/mata-kuliah', readyNow(page, mataKuliah));
    await look(page, info, `${mode}-operator-mata-kuliah`, mataKuliah);
    await open(page, '/profil', 'page-title');
    await look(page, info, `${mode}-operator-profil`);
    await open(page, '/tidak-ada-halaman-ini', 'error-page');
    await look(page, info, `${mode}-404`);
  });

  test(`main screens of the lecturer (${mode})`, async ({ page }, info) => {
    if (mode === 'dark') await useDarkCollege(page);
    await login(page, ACCOUNTS.dosen);
    await expect(page.getByTestId('kalender-card')).toBeVisible();
    await look(page, info, `${mode}-dosen-beranda`);
    await open(page, '/pertemuan', 'pertemuan-list');
    await look(page, info, `${mode}-dosen-pertemuan`);
    // A data-master page is the same 404 page for a lecturer (looked at in the operator's test).
    await open(page, '/mata-kuliah', 'error-page');
  });

  test(`main screens of the student (${mode})`, async ({ page }, info) => {
    if (mode === 'dark') await useDarkCollege(page);
    await login(page, ACCOUNTS.mahasiswa);
    await expect(page.getByTestId('kalender-card')).toBeVisible();
    await look(page, info, `${mode}-mahasiswa-beranda`);
    await open(page, '/kelas', 'kelas-card');
    await look(page, info, `${mode}-mahasiswa-kelas`);
    await page.getByTestId('kelas-card').first().click();
    await expect(page.getByTestId('kelas-detail-header')).toBeVisible();
    await look(page, info, `${mode}-mahasiswa-kelas-detail`);
  });
}

/** The operator's other data tables and the tables in modals: cards or stacked rows on a phone (spec 1 §9). */
for (const mode of ['light', 'dark'] as const) {
  test(`operator tables at desktop and phone width (${mode})`, async ({ page }, info) => {
    if (mode === 'dark') await useDarkCollege(page);
    await login(page, ACCOUNTS.operator);
    const loginAs = { desktop: ['login-as-row'], phone: ['login-as-card'] };
    await open(page, '/login-as', readyNow(page, loginAs));
    await look(page, info, `${mode}-operator-login-as`, loginAs);
    const log = { desktop: ['log-table'], phone: ['log-card'] };
    await open(page, '/log-aktivitas', readyNow(page, log));
    await look(page, info, `${mode}-operator-log-aktivitas`, log);
    await open(page, '/konfigurasi', 'tab-pengaturan_nilai');
    await page.getByTestId('tab-pengaturan_nilai').click();
    await look(page, info, `${mode}-operator-konfigurasi-nilai`, { desktop: ['nilai-periode-table'], phone: ['nilai-periode-card'] });

    await page.setViewportSize(DESKTOP);
    await open(page, '/kelas', 'kelas-row');
    const kelasId = (await page.getByTestId('kelas-row').first().getAttribute('data-id'))!;
    await open(page, `/kelas/${kelasId}`, 'kelas-detail-header');
    await lookModal(page, info, `${mode}-operator-data-silabus`, ['open-data-silabus'], 'modal-data-silabus', { desktop: ['rps-table'], phone: ['rps-card'] });
    await lookModal(page, info, `${mode}-operator-ubah-ketua`, ['open-pengaturan-kelas', 'open-ubah-ketua-kelas'], 'modal-ubah-ketua-kelas', {
      desktop: ['ketua-row'],
      phone: ['ketua-card'],
    });
    await lookModal(page, info, `${mode}-operator-ubah-jabatan`, ['open-pengaturan-kelas', 'open-ubah-jabatan-pengajar'], 'modal-ubah-jabatan-pengajar', {
      desktop: ['jabatan-row'],
      phone: ['jabatan-card'],
    });
  });
}
