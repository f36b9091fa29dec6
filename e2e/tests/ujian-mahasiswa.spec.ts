import { expect, test } from '@playwright/test';
import { PHONE } from '../support/a11y';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Ujian = { id: number; judul: string; jenis: string; status: string; id_kelas_kuliah: string; id_pertemuan: number; pengerjaan: unknown };
type Me = { status: string; jawaban: { id_soal: number; seq: number; jawaban: unknown }[]; kelompok: { soal: { id: number }[] }[] | null };

/**
 * A student takes the running demo quiz: the card and the Informasi modal, answers saved with their sync state,
 * the connection lost (answers keep coming, a banner says so), saves failing and the page reloaded (the journal
 * sends them again), and the submit. Every answer the student gave arrives on the server exactly once.
 */
test('a student takes a quiz, loses the connection, reloads and finishes without losing an answer', async ({ page, context }, info) => {
  // Several browsers and many axe runs on a shared machine.
  test.setTimeout(300_000);
  await login(page, ACCOUNTS.mahasiswa);
  const list = await apiAs<Ujian[]>(page, '/v2/lms/ujian?jenis=kuis&status=berlangsung&per_page=50');
  const kuis = list.body.data.find((u) => !u.pengerjaan);
  expect(kuis, 'a running quiz not started yet').toBeTruthy();

  await page.goto(`/kelas/${kuis!.id_kelas_kuliah}/${kuis!.id_pertemuan}`);
  const card = page.locator(`[data-testid="ujian-card"][data-id-ujian="${kuis!.id}"]`);
  await expect(card).toBeVisible();
  await shot(page, info, '01-kartu-ujian');
  await card.getByTestId('ujian-mulai').click();
  const modal = page.getByTestId('informasi-modal');
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('informasi-mulai')).toBeDisabled();
  await shot(page, info, '02-informasi');
  await page.getByTestId('informasi-setuju').click();
  await page.getByTestId('informasi-mulai').click();
  await expect(page).toHaveURL(new RegExp(`/ujian/${kuis!.id}/soal$`));
  await expect(page.getByTestId('sisa-waktu')).toHaveText(/\d\d:\d\d/);
  const soal = page.getByTestId('soal-jawab');
  await expect(soal.first()).toBeVisible();

  // Online: the first answer is acknowledged.
  const q1 = soal.nth(0);
  await q1.getByTestId('pilihan-1').check();
  await expect(q1.getByTestId('status-simpan')).toHaveAttribute('data-status', 'tersimpan');
  await shot(page, info, '03-jawaban-tersimpan');

  // Offline: the student keeps answering; the page says the answers wait.
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  const q2 = soal.nth(1);
  await q2.getByTestId('pilihan-2').check();
  await expect(page.getByTestId('banner-offline')).toBeVisible();
  await expect(q2.getByTestId('status-simpan')).not.toHaveAttribute('data-status', 'tersimpan');
  await shot(page, info, '04-offline');

  // Back online but saves fail, then the page is reloaded: the journal holds the answer and sends it again.
  await page.route('**/pengerjaan/jawaban/**', (r) => r.abort());
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const q4 = soal.nth(3);
  await q4.getByTestId('benar').check();
  await expect(q4.getByTestId('status-simpan')).toHaveAttribute('data-status', /menunggu|gagal|menyimpan/);
  await page.reload();
  await expect(soal.first()).toBeVisible();
  await expect(soal.nth(1).getByTestId('pilihan-2')).toBeChecked();
  await expect(soal.nth(3).getByTestId('benar')).toBeChecked();
  await page.unroute('**/pengerjaan/jawaban/**');
  await expect(soal.nth(1).getByTestId('status-simpan')).toHaveAttribute('data-status', 'tersimpan', { timeout: 20_000 });
  await expect(soal.nth(3).getByTestId('status-simpan')).toHaveAttribute('data-status', 'tersimpan', { timeout: 20_000 });
  await shot(page, info, '05-setelah-muat-ulang');

  const me = await apiAs<Me>(page, `/v2/lms/ujian/${kuis!.id}/pengerjaan/me`);
  const ids = me.body.data.kelompok!.flatMap((k) => k.soal.map((s) => s.id));
  const byId = new Map(me.body.data.jawaban.map((j) => [j.id_soal, j]));
  expect(byId.get(ids[0]!)?.jawaban).toEqual({ pilihan: 1 });
  expect(byId.get(ids[1]!)?.jawaban).toEqual({ pilihan: 2 });
  expect(byId.get(ids[3]!)?.jawaban).toEqual({ benar_salah: 'benar' });
  // Each answer was stored once, with the sequence of the student's last change.
  expect(byId.get(ids[1]!)?.seq).toBe(1);

  await page.setViewportSize(PHONE);
  await shot(page, info, '06-ponsel');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('kirim-jawaban').first().click();
  await page.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(page.getByTestId('ringkasan-pengerjaan')).toBeVisible();
  await expect(page.getByTestId('ringkasan-dijawab')).toContainText('3/');
  await shot(page, info, '07-selesai');

  // The student's exam list: the submitted quiz with its status.
  await page.goto('/ujian');
  await expect(page.getByTestId('ujian-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ujian-table').getByText(kuis!.judul).first()).toBeVisible();
  await shot(page, info, '08-daftar-ujian');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('ujian-row').first()).toBeVisible();
  await shot(page, info, '09-daftar-ujian-ponsel');
});
