import { chromium } from '@playwright/test';
const base = 'http://localhost:3177';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function as(user, pass, width, fn) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(base + '/');
  await page.getByTestId('login-username').fill(user);
  await page.getByTestId('login-password').fill(pass);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/beranda/);
  await fn(page);
  await ctx.close();
}
const which = process.argv[2] ?? 'all';
await as('dosen', 'dosen123', 1280, async (page) => {
  await page.goto(base + '/bank-soal');
  await page.getByTestId('bank-soal-card').first().waitFor();
  await page.screenshot({ path: '/tmp/bs-shots/list-1280.png', fullPage: true });
  await page.getByTestId('bank-soal-card').first().getByRole('link').first().click();
  await page.getByTestId('bank-soal-info').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/bs-shots/detail-1280.png', fullPage: true });
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Soal Pilihan' }).click();
  await page.waitForTimeout(300);
  await page.getByTestId('soal-editor').screenshot({ path: '/tmp/bs-shots/editor-1280.png' });
});
await as('dosen', 'dosen123', 390, async (page) => {
  await page.goto(base + '/bank-soal');
  await page.getByTestId('bank-soal-card').first().waitFor();
  await page.screenshot({ path: '/tmp/bs-shots/list-390.png', fullPage: true });
  await page.getByTestId('bank-soal-card').first().getByRole('link').first().click();
  await page.getByTestId('bank-soal-info').waitFor();
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Soal Esai' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/bs-shots/detail-390.png', fullPage: true });
});
await browser.close();
