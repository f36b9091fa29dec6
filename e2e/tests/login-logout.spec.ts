import { expect, test } from '@playwright/test';
import { ACCOUNTS, login, shot } from '../support/journey';

test('a wrong password shows the red error toast and keeps the user on the login page', async ({ page }, info) => {
  await page.goto('/');
  await page.getByTestId('login-username').fill('dosen');
  await page.getByTestId('login-password').fill('salah-sekali');
  await page.getByTestId('login-submit').click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Username atau password salah' });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await shot(page, info, '01-wrong-password');

  // Signing in correctly afterwards leaves the failure behind: no red toast on the dashboard.
  await page.getByTestId('login-password').fill('dosen123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/beranda$/);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expect(page).toHaveTitle('Beranda - LMS Dosen');
});

test('logout returns to / and the dashboard then needs a new login', async ({ page }, info) => {
  await login(page, ACCOUNTS.dosen);
  await expect(page.getByTestId('greeting')).toContainText('Hi,');
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.goto('/beranda');
  await expect(page).toHaveURL(/\/$/);
  await shot(page, info, '02-after-logout');
});
