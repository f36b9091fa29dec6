import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:3177';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function axe(page, name) {
  await page.waitForTimeout(400);
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  for (const v of bad) console.log('AXE', name, v.impact, v.id, v.help, v.nodes.slice(0, 3).map((n) => n.html.slice(0, 140)).join(' | '));
}
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
await as('dosen', 'dosen123', 1280, async (page) => {
  await page.getByTestId('bank-soal-card').first().waitFor();
  await page.screenshot({ path: '/tmp/bs-shots/beranda-1280.png', fullPage: true });
  await axe(page, 'beranda');
  await page.goto(base + '/bank-soal');
  await page.getByTestId('bank-soal-card').first().waitFor();
  await page.screenshot({ path: '/tmp/bs-shots/list-1280.png', fullPage: true });
  await axe(page, 'list');
  await page.getByRole('button', { name: 'Tambah Bank Soal' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/bs-shots/modal-1280.png' });
  await axe(page, 'modal');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/bs-shots/filter-1280.png' });
  await axe(page, 'filter');
  await page.keyboard.press('Escape');
  // A bank with images: the first shown bank with a picture.
  const banks = await page.evaluate(async () => {
    const t = JSON.parse(sessionStorage.getItem('lms.tokens'));
    const c = JSON.parse(sessionStorage.getItem('lms.frontend-config'));
    const r = await fetch('/api/v2/lms/bank_soal?per_page=100', { headers: { authorization: `Bearer ${t.access_token}`, 'college-id': String(c.college_id) } });
    return (await r.json()).data.map((b) => b.id);
  });
  for (const id of banks) {
    await page.goto(base + '/bank-soal/' + id);
    await page.getByTestId('bank-soal-info').waitFor();
    if (await page.getByRole('img', { name: /Gambar pilihan/ }).count()) break;
  }
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/bs-shots/detail-img-1280.png', fullPage: true });
  await axe(page, 'detail');
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Soal Pilihan' }).click();
  await axe(page, 'editor');
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await page.waitForTimeout(300);
  await page.getByTestId('soal-editor').screenshot({ path: '/tmp/bs-shots/editor-err-1280.png' });
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByTestId('tambah-soal').click();
  await page.getByRole('menuitem', { name: 'Impor Soal' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/bs-shots/impor-1280.png' });
  await axe(page, 'impor');
});
await as('operator.banksoal', 'operator123', 390, async (page) => {
  await page.getByTestId('bank-soal-card').first().waitFor();
  await page.goto(base + '/bank-soal');
  await page.getByTestId('bank-soal-card').first().waitFor();
  await page.screenshot({ path: '/tmp/bs-shots/op-list-390.png', fullPage: true });
  await axe(page, 'op-list-390');
  await page.getByTestId('bank-soal-card').first().getByRole('link').first().click();
  await page.getByTestId('bank-soal-info').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/bs-shots/op-detail-390.png', fullPage: true });
  await axe(page, 'op-detail-390');
});
await browser.close();
