import { expect, type Page, type TestInfo } from '@playwright/test';

export const ACCOUNTS = {
  operator: { username: 'operator', password: 'operator123' },
  operatorLaporan: { username: 'operator.laporan', password: 'operator123' },
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
  await expect(page).toHaveURL(/\/beranda$/);
}

/** Full-page screenshot kept with the test artifacts. */
export async function shot(page: Page, info: TestInfo, name: string) {
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: 'image/png' });
}
