import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

const EDIT_CONTROLS = ['open-pengaturan-kelas', 'open-ubah-silabus', 'open-ubah-jabatan-pengajar', 'open-ubah-ketua-kelas', 'open-ubah-profil-kelas'];

test('a student opens a class and sees its meetings but no edit controls', async ({ page }, info) => {
  await login(page, ACCOUNTS.mahasiswa);
  await page.goto('/kelas');
  const card = page.getByTestId('kelas-card').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/kelas\/[^/]+$/);
  await expect(page.getByTestId('kelas-detail-header')).toBeVisible();
  const kelasId = page.url().split('/kelas/')[1]!;
  const meetings = await apiAs<{ id: number }[]>(page, `/v2/lms/kelas_kuliah/${kelasId}/pertemuan`);
  await expect(page.getByTestId('meeting-nav-item')).toHaveCount(meetings.body.data.length + 1); // + Pendahuluan
  for (const id of EDIT_CONTROLS) await expect(page.getByTestId(id)).toHaveCount(0);
  await shot(page, info, '01-mahasiswa-kelas');

  // A meeting page: no start/end/edit controls either.
  await page.getByTestId('meeting-nav-item').nth(1).click();
  await expect(page.getByTestId('pertemuan-status')).toBeVisible();
  for (const id of ['pertemuan-mulai', 'pertemuan-akhiri', 'pertemuan-ubah', 'teks-tambah']) await expect(page.getByTestId(id)).toHaveCount(0);
  await shot(page, info, '02-mahasiswa-pertemuan');
});

test('an operator with read-only kelas_kuliah sees no edit controls and the API refuses writes', async ({ page }, info) => {
  await login(page, ACCOUNTS.operatorKelas);
  await page.goto('/kelas');
  const row = page.getByTestId('kelas-row').first();
  await expect(row).toBeVisible();
  const kelasId = (await row.getAttribute('data-id'))!;
  await row.getByTestId('kelas-lihat').click();
  await expect(page.getByTestId('kelas-detail-header')).toBeVisible();
  for (const id of EDIT_CONTROLS) await expect(page.getByTestId(id)).toHaveCount(0);
  await shot(page, info, '01-operator-read-only-kelas');

  const status = await page.evaluate(async (id) => {
    const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
    const res = await fetch(`/api/v2/lms/kelas_kuliah/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'college-id': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ banner_color_idx: 2 }),
    });
    return { code: res.status, body: await res.json() };
  }, kelasId);
  expect(status.code).toBe(403);
  expect(status.body.status.message).toBeTruthy();
});
