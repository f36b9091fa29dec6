import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, PHONE, settled, useDarkCollege } from '../support/a11y';
import { ACCOUNTS, apiAs, login } from '../support/journey';

/**
 * The main screens of every role at desktop (1280) and phone (390) width, in the college's light and dark colour
 * modes: each state is screenshotted and checked by axe-core (0 critical, 0 serious). One test per mode; each
 * page is looked at in both widths before moving on, so a page is loaded once per mode.
 */
const DESKTOP = { width: 1280, height: 800 } as const;

/** Light-mode states whose journeys already run axe and take screenshots at both widths. */
const COVERED_BY_JOURNEYS = new Set(['light-operator-kelas', 'light-dosen-pertemuan', 'light-mahasiswa-beranda']);

async function look(page: Page, info: TestInfo, name: string) {
  if (COVERED_BY_JOURNEYS.has(name)) return;
  // Start from the width the page is already in, so each page needs one resize only.
  const widths = page.viewportSize()?.width === PHONE.width ? (['phone', 'desktop'] as const) : (['desktop', 'phone'] as const);
  for (const w of widths) {
    await page.setViewportSize(w === 'phone' ? PHONE : DESKTOP);
    await settled(page);
    await expectAccessible(page, info, `${name}-${w}`);
    await page.screenshot({ path: info.outputPath(`${name}-${w}.png`), fullPage: true });
  }
}

/** Opens `path`, waits for its content, and checks the page skeleton: one main landmark and one h1. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
}

for (const mode of ['light', 'dark'] as const) {
  test(`main screens of every role (${mode})`, async ({ page, browser }, info) => {
    if (mode === 'dark') await useDarkCollege(page);
    await page.goto('/');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
    await look(page, info, `${mode}-login`);

    await login(page, ACCOUNTS.operator);
    await expect(page.getByTestId('kalender-card')).toBeVisible();
    await expect(page.getByTestId('operator-kelas-card').first()).toBeVisible();
    await look(page, info, `${mode}-operator-beranda`);
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
    // Courses are table rows from tablet up and cards on a phone (spec 1 §9); the page may still be at phone width.
    await open(page, '/mata-kuliah', page.viewportSize()?.width === PHONE.width ? 'makul-card' : 'makul-row');
    await look(page, info, `${mode}-operator-mata-kuliah`);
    await open(page, '/profil', 'page-title');
    await look(page, info, `${mode}-operator-profil`);
    await open(page, '/tidak-ada-halaman-ini', 'error-page');
    await look(page, info, `${mode}-404`);

    const dosen = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    if (mode === 'dark') await useDarkCollege(dosen);
    await login(dosen, ACCOUNTS.dosen);
    await expect(dosen.getByTestId('kalender-card')).toBeVisible();
    await look(dosen, info, `${mode}-dosen-beranda`);
    await open(dosen, '/pertemuan', 'pertemuan-list');
    await look(dosen, info, `${mode}-dosen-pertemuan`);
    // A data-master page is the same 404 page for a lecturer (already looked at above).
    await open(dosen, '/mata-kuliah', 'error-page');
    await dosen.context().close();

    const student = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    if (mode === 'dark') await useDarkCollege(student);
    await login(student, ACCOUNTS.mahasiswa);
    await expect(student.getByTestId('kalender-card')).toBeVisible();
    await look(student, info, `${mode}-mahasiswa-beranda`);
    await open(student, '/kelas', 'kelas-card');
    await look(student, info, `${mode}-mahasiswa-kelas`);
    await student.getByTestId('kelas-card').first().click();
    await expect(student.getByTestId('kelas-detail-header')).toBeVisible();
    await look(student, info, `${mode}-mahasiswa-kelas-detail`);
    await student.context().close();
  });
}
