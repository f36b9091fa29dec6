import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './a11y';

export const ACCOUNTS = {
  operator: { username: 'operator', password: 'operator123' },
  operatorLaporan: { username: 'operator.laporan', password: 'operator123' },
  operatorKelas: { username: 'operator.kelas', password: 'operator123' },
  dosen: { username: 'dosen', password: 'dosen123' },
  mahasiswa: { username: 'mahasiswa', password: 'mahasiswa123' },
  operator2: { username: 'operator2', password: 'operator123' },
} as const;

/** Opens the login page at `origin` (default: baseURL) and signs in. */
export async function login(page: Page, account: { username: string; password: string }, origin = '') {
  await page.goto(`${origin}/`);
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  // The run's first sign-in meets a server that has just migrated and seeded (its caches and the database cold):
  // on a busy 2-core runner it took over 10 s once; later sign-ins take well under a second.
  await expect(page).toHaveURL(/\/beranda$/, { timeout: 30_000 });
}

/**
 * A page state the journey looked at: full-page screenshot kept with the test artifacts
 * (e2e/artifacts/results/<test>/<name>.png) and an axe-core check that fails on critical or serious violations.
 */
export async function shot(page: Page, info: TestInfo, name: string) {
  await expectAccessible(page, info, name);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/** Calls the API as the signed-in user of `page`, with the tokens the web client keeps in sessionStorage. */
export async function apiAs<T>(page: Page, path: string): Promise<{ status: number; body: { data: T; meta?: { total_items: number } } }> {
  return page.evaluate(async (p) => {
    const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
    const cfg = JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null');
    const res = await fetch(`/api${p}`, {
      headers: { authorization: `Bearer ${tokens?.access_token}`, 'college-id': String(cfg?.college_id) },
    });
    return { status: res.status, body: await res.json() };
  }, path);
}

/**
 * Picks an option of a Mantine Select: opens it and clicks the option once the dropdown is shown. A dropdown opened
 * while the page is still laying out (a list loading above it) can stay hidden by its positioning until the next
 * open, so a pick that finds no visible option closes the dropdown and tries again.
 */
export async function pickOption(page: Page, combobox: Locator, option?: string | RegExp, { exact = true }: { exact?: boolean } = {}) {
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) === 'true') await combobox.press('Escape');
    await combobox.click();
    const o = option === undefined ? page.getByRole('option') : page.getByRole('option', { name: option, exact: typeof option === 'string' ? exact : undefined });
    await o.first().click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
