import { createHmac, randomUUID } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { ACCOUNTS, login, shot, pickOption } from '../support/journey';

// Several signed-in browsers share one small machine with the server: pages may take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a student finds help by searching; an operator adds a college entry that the students then read', async ({ page, browser }, info) => {
  await login(page, ACCOUNTS.mahasiswa);
  await page.getByTestId('side-menu').getByText('Bantuan', { exact: true }).click();
  await expect(page).toHaveURL(/\/bantuan$/);
  const list = page.getByTestId('bantuan-list');
  await expect(list.getByTestId('bantuan-item').first()).toBeVisible();
  // Students read their own and everyone's articles, never the lecturers'.
  await expect(list).not.toContainText('Menyusun bank soal');
  await shot(page, info, '01-bantuan-mahasiswa');

  await page.getByTestId('bantuan-search').fill('kehadiran onl');
  await expect(list.getByTestId('bantuan-item').first()).toContainText('Bagaimana kehadiran online Anda dihitung');
  await list.getByTestId('bantuan-item').first().getByRole('button').first().click();
  await expect(list).toContainText('progres Anda mencapai batas minimal');
  await shot(page, info, '02-bantuan-cari');
  await page.getByTestId('bantuan-search').fill('zzzqqq');
  await expect(page.getByText('Tidak ada artikel bantuan yang sesuai')).toBeVisible();
  await shot(page, info, '03-bantuan-tidak-ditemukan');

  const operator = await (await browser.newContext()).newPage();
  await login(operator, ACCOUNTS.operator);
  await operator.goto('/bantuan');
  // Operators read every role's articles (the lecturers' too), to help the others.
  await operator.getByTestId('bantuan-search').fill('bank soal');
  await expect(operator.getByTestId('bantuan-list')).toContainText('Menyusun bank soal');
  await operator.getByTestId('bantuan-search').fill('');
  await operator.getByTestId('bantuan-tambah').click();
  await operator.getByTestId('bantuan-simpan').click();
  await expect(operator.getByText('Pilih topik artikel')).toBeVisible();
  await shot(operator, info, '04-bantuan-form-kosong');
  await pickOption(operator, operator.getByTestId('bantuan-topik'), 'Lainnya');
  await operator.getByTestId('bantuan-judul').fill('Parkir Kendaraan Mahasiswa');
  await operator.getByTestId('bantuan-isi').locator('textarea').fill('Mahasiswa memarkir kendaraan di Gedung Parkir B dengan menunjukkan KTM.');
  await operator.getByRole('checkbox', { name: 'Mahasiswa' }).check();
  await operator.getByTestId('bantuan-simpan').click();
  await expect(operator.getByText('Artikel bantuan berhasil ditambahkan').first()).toBeVisible();
  await operator.getByTestId('bantuan-search').fill('parkir');
  await expect(operator.getByTestId('bantuan-item')).toHaveCount(1);
  await expect(operator.getByTestId('bantuan-item').first()).toContainText('Kampus');
  await shot(operator, info, '05-bantuan-operator-artikel-kampus');
  await operator.setViewportSize({ width: 390, height: 844 });
  await shot(operator, info, '06-bantuan-operator-ponsel');

  await page.getByTestId('bantuan-search').fill('parkir');
  await expect(list.getByTestId('bantuan-item').first()).toContainText('Parkir Kendaraan Mahasiswa');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, info, '07-bantuan-mahasiswa-ponsel');
});

/** An assertion as the demo SIAKAD of college 1 signs it (HS256, the demo secret of the seed). */
function ssoToken(sub: string, claims: Record<string, unknown> = {}) {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'sikad', aud: 'lms', sub, college_id: 1, role: 'mahasiswa', iat, exp: iat + 120, jti: randomUUID(), ...claims })}`;
  return `${body}.${createHmac('sha256', 'demo-sso-sikad-1-ganti-di-produksi').update(body).digest('base64url')}`;
}

test('single sign-on from SIAKAD signs the student in where the link points; a used or broken link says why', async ({ browser }, info) => {
  const token = ssoToken('mahasiswa');
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/sso?token=${encodeURIComponent(token)}&path=${encodeURIComponent('/kelas')}`);
  await expect(page).toHaveURL(/\/kelas$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
  await shot(page, info, '01-sso-berhasil');

  const again = await (await browser.newContext()).newPage();
  await again.goto(`/sso?token=${encodeURIComponent(token)}`);
  await expect(again.getByTestId('sso-gagal')).toBeVisible();
  await expect(again.getByTestId('sso-pesan')).toContainText(/sudah pernah dipakai/i);
  await shot(again, info, '02-sso-dipakai-ulang');

  await again.goto(`/sso?token=${encodeURIComponent(ssoToken('tidak.terdaftar'))}`);
  await expect(again.getByTestId('sso-pesan')).toContainText(/tidak terdaftar/i);
  await again.goto('/sso');
  await expect(again.getByTestId('sso-pesan')).toContainText('token tidak ditemukan');
  await again.setViewportSize({ width: 390, height: 844 });
  await shot(again, info, '03-sso-tanpa-token-ponsel');
  await again.getByRole('link', { name: 'Ke halaman login' }).click();
  await expect(again.getByTestId('login-username')).toBeVisible();
});
