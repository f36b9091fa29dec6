import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, PHONE, useDarkCollege } from '../support/a11y';
import { ACCOUNTS, apiAs, login } from '../support/journey';

/**
 * Every main screen of every role, at desktop (1280) and phone (390) width, in the college's light and dark
 * colour modes: each state is screenshotted and checked by axe-core (0 critical, 0 serious).
 */
type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];
const WIDTHS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE },
] as const;

async function look(page: Page, info: TestInfo, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize(w.size);
    await page.waitForTimeout(200);
    await expectAccessible(page, info, `${name}-${w.name}`);
    await page.screenshot({ path: info.outputPath(`${name}-${w.name}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDTHS[0].size);
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await expect(page.locator('main').first()).toBeVisible();
  // One h1 per page.
  await expect(page.locator('h1')).toHaveCount(1);
}

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    // Many states, each screenshotted twice and checked by axe: longer than a single journey.
    test.describe.configure({ timeout: 600_000 });
    test.beforeEach(async ({ page }) => {
      if (mode === 'dark') await useDarkCollege(page);
    });

    test(`operator screens (${mode})`, async ({ page }, info) => {
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
      await open(page, '/mata-kuliah', 'makul-row');
      await look(page, info, `${mode}-operator-mata-kuliah`);
      await open(page, '/profil', 'page-title');
      await look(page, info, `${mode}-operator-profil`);
      await open(page, '/tidak-ada-halaman-ini', 'error-page');
      await look(page, info, `${mode}-404`);
    });

    test(`lecturer and student screens (${mode})`, async ({ page, browser }, info) => {
      await login(page, ACCOUNTS.dosen);
      await expect(page.getByTestId('kalender-card')).toBeVisible();
      await look(page, info, `${mode}-dosen-beranda`);
      await open(page, '/pertemuan', 'pertemuan-list');
      await look(page, info, `${mode}-dosen-pertemuan`);
      await open(page, '/mata-kuliah', 'error-page');
      await look(page, info, `${mode}-dosen-mata-kuliah-404`);

      const student = await browser.newPage();
      if (mode === 'dark') await useDarkCollege(student);
      await login(student, ACCOUNTS.mahasiswa);
      await expect(student.getByTestId('kalender-card')).toBeVisible();
      await look(student, info, `${mode}-mahasiswa-beranda`);
      await open(student, '/kelas', 'kelas-card');
      await look(student, info, `${mode}-mahasiswa-kelas`);
      await student.getByTestId('kelas-card').first().click();
      await expect(student.getByTestId('kelas-detail-header')).toBeVisible();
      await look(student, info, `${mode}-mahasiswa-kelas-detail`);
    });
  });
}
