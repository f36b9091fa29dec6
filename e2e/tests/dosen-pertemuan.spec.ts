import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Meeting = { id: number; status: string; id_kelas_kuliah: string; can?: { start: boolean } };

test('a lecturer starts and ends a meeting and sees its status change', async ({ page }, info) => {
  await login(page, ACCOUNTS.dosen);
  // A meeting of theirs that has not started and is dated today (the demo campus guarantees one).
  const list = await apiAs<Meeting[]>(page, '/v2/lms/pertemuan?status=belum_dimulai&per_page=50&periode=20261');
  expect(list.status).toBe(200);
  let target: Meeting | undefined;
  for (const m of list.body.data) {
    const d = await apiAs<Meeting>(page, `/v2/lms/pertemuan/${m.id}`);
    if (d.body.data.can?.start) {
      target = m;
      break;
    }
  }
  expect(target, 'a startable meeting').toBeTruthy();

  await page.goto(`/kelas/${target!.id_kelas_kuliah}/${target!.id}`);
  const status = page.getByTestId('pertemuan-status');
  await expect(status).toHaveAttribute('data-status', 'belum_dimulai');
  await expect(status).toContainText('Belum Dimulai');
  await shot(page, info, '01-sebelum-mulai');

  await page.getByTestId('pertemuan-mulai').click();
  await page.getByTestId('pertemuan-konfirmasi').click();
  await expect(status).toHaveAttribute('data-status', 'berlangsung');
  await expect(status).toContainText('Sedang Berlangsung');
  await shot(page, info, '02-berlangsung');

  await page.getByTestId('pertemuan-akhiri').click();
  await page.getByTestId('pertemuan-konfirmasi').click();
  await expect(status).toHaveAttribute('data-status', 'selesai');
  await expect(status).toContainText('Telah Berakhir');
  await expect(page.getByTestId('pertemuan-mulai')).toHaveCount(0);
  await expect(page.getByTestId('pertemuan-akhiri')).toHaveCount(0);
  const after = await apiAs<{ status: string; mulai_kuliah: string | null; selesai_kuliah: string | null }>(page, `/v2/lms/pertemuan/${target!.id}`);
  expect(after.body.data.status).toBe('selesai');
  expect(after.body.data.mulai_kuliah).not.toBeNull();
  expect(after.body.data.selesai_kuliah).not.toBeNull();
  await shot(page, info, '03-selesai');
});
