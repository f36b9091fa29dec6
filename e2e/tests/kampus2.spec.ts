import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

test("kampus2.localhost is the second college: its own data only, and college 1's accounts do not work there", async ({ page, baseURL }, info) => {
  // The same server as the lane's baseURL, reached by the second college's host name.
  const KAMPUS2 = `http://kampus2.localhost:${new URL(baseURL!).port}`;
  await page.goto(`${KAMPUS2}/`);
  await page.getByTestId('login-username').fill(ACCOUNTS.operator.username);
  await page.getByTestId('login-password').fill(ACCOUNTS.operator.password);
  await page.getByTestId('login-submit').click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Username atau password salah' })).toBeVisible();

  await login(page, ACCOUNTS.operator2, KAMPUS2);
  await expect(page.getByTestId('greeting')).toContainText('Hi, Andi Mappanyukki');
  // Makassar is WITA.
  await expect(page.getByTestId('server-clock-time')).toHaveText(/WITA$/);
  const cards = page.getByTestId('operator-kelas-card');
  await expect(cards.first()).toBeVisible();

  const classes = await apiAs<{ id: string; mata_kuliah: { nama: string } }[]>(page, '/v2/lms/kelas_kuliah?ignore_default_pagination=true');
  const names2 = new Set(classes.body.data.map((k) => k.mata_kuliah.nama));
  await shot(page, info, '01-kampus2-beranda');

  // College 1's class names never appear in college 2.
  const other = await (await page.context().browser()!.newContext()).newPage();
  await login(other, ACCOUNTS.operator);
  const classes1 = await apiAs<{ id: string; mata_kuliah: { nama: string } }[]>(other, '/v2/lms/kelas_kuliah?ignore_default_pagination=true');
  const ids1 = new Set(classes1.body.data.map((k) => k.id));
  expect(classes.body.data.some((k) => ids1.has(k.id))).toBe(false);
  const cardTexts = await cards.allTextContents();
  for (const text of cardTexts) expect([...names2].some((n) => text.includes(n))).toBe(true);
});
