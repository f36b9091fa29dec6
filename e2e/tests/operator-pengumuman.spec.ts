import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

// Several signed-in browsers share one small machine with the server: pages may take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A minimal PDF, written by the journey (no binary fixtures in the repo). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const TZ = 'Asia/Jakarta';

/** Date label of the calendar ('22 November 2026') and 'HH', 'mm' of an instant on the college's clock (WIB). */
function wib(at: Date) {
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('id-ID', { timeZone: TZ, ...o }).format(at);
  return {
    hari: `${Number(part({ day: 'numeric' }))} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`,
    jam: part({ hour: '2-digit', hourCycle: 'h23' }).padStart(2, '0'),
    menit: part({ minute: '2-digit' }).padStart(2, '0'),
  };
}

async function readerTitles(page: Page) {
  const res = await apiAs<{ judul: string }[]>(page, '/v2/lms/pengumuman?ignore_default_pagination=true');
  return res.body.data.map((p) => p.judul);
}

test('an operator schedules an announcement with an attachment for students; it appears to them at its time', async ({ page, browser }, info) => {
  // It waits for the scheduled minute (90-150 s ahead: room for a slow machine to save the form before then).
  test.setTimeout(720_000);
  const judul = `Perubahan Jadwal UAS ${Date.now() % 100000}`;

  const student = await (await browser.newContext()).newPage();
  await login(student, ACCOUNTS.mahasiswa);
  const lecturer = await (await browser.newContext()).newPage();
  await login(lecturer, ACCOUNTS.dosen);

  await login(page, ACCOUNTS.operator);
  await page.getByTestId('pengumuman-card').getByRole('link', { name: 'Lihat Semua' }).click();
  await expect(page).toHaveURL(/\/pengumuman$/);
  await expect(page.getByTestId('pengumuman-list')).toBeVisible();
  await shot(page, info, '01-pengumuman-terbit');

  await page.getByTestId('tab-kelola').click();
  await expect(page).toHaveURL(/tab=kelola/);
  const table = page.getByTestId('pengumuman-table');
  await expect(table).toBeVisible();
  await expect(table.getByTestId('status-pengumuman').filter({ hasText: 'Draf' }).first()).toBeVisible();
  await expect(table.getByTestId('status-pengumuman').filter({ hasText: 'Terjadwal' }).first()).toBeVisible();
  await shot(page, info, '02-kelola-pengumuman');

  // A bad form is refused in place with the field named.
  await page.getByTestId('pengumuman-tambah').click();
  const form = page.getByTestId('pengumuman-form');
  await expect(form).toBeVisible();
  await page.getByTestId('pengumuman-simpan').click();
  await expect(form.getByText('Judul pengumuman wajib diisi')).toBeVisible();
  await expect(form.getByText('Isi pengumuman wajib diisi')).toBeVisible();
  await shot(page, info, '03-form-belum-lengkap');

  // Scheduled 90-150 s ahead, at the minute, for students, with a PDF.
  const at = new Date(Math.floor((Date.now() + 150_000) / 60_000) * 60_000);
  const w = wib(at);
  await page.getByTestId('pengumuman-judul').fill(judul);
  await page.getByTestId('pengumuman-isi').locator('textarea').fill('Ujian Akhir Semester mata kuliah umum dipindah ke Gedung B.\n\nLihat surat edaran terlampir.');
  await page.getByTestId('waktu-jadwal').click();
  await page.getByTestId('pengumuman-tanggal').click();
  await page.getByRole('button', { name: w.hari, exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Jam', exact: true }).fill(w.jam);
  await page.getByRole('spinbutton', { name: 'Menit', exact: true }).fill(w.menit);
  await page.getByTestId('peran-ROLE_MAHASISWA').click();
  await expect(page.getByTestId('pengumuman-ringkasan')).toContainText('Mahasiswa');
  await page.getByTestId('pengumuman-lampiran-input').setInputFiles({ name: 'Surat Edaran UAS.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('Surat Edaran UAS.pdf')).toBeVisible();
  await shot(page, info, '04-form-terjadwal');
  await page.getByTestId('pengumuman-simpan').click();
  // Saved, then the attachment uploaded: two requests on a busy machine.
  await expect(page.getByText('Pengumuman berhasil ditambahkan').first()).toBeVisible({ timeout: 30_000 });
  const row = table.getByTestId('pengumuman-row').filter({ hasText: judul });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('status-pengumuman')).toHaveText('Terjadwal');
  await expect(row).toContainText(`${w.jam}:${w.menit} WIB`);
  await shot(page, info, '05-kelola-terjadwal');

  // The student does not see it before its time, not even by its attachment.
  expect(await readerTitles(student)).not.toContain(judul);
  await student.goto('/pengumuman');
  await expect(student.getByTestId('pengumuman-list')).toBeVisible();
  await expect(student.getByText(judul)).toHaveCount(0);
  await shot(student, info, '06-mahasiswa-sebelum-waktunya');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('pengumuman-card-kelola').filter({ hasText: judul })).toBeVisible();
  await shot(page, info, '07-kelola-ponsel');
  await page.setViewportSize({ width: 1280, height: 800 });

  // At its time it is there: on the dashboard card and the announcement page, with the attachment.
  await expect
    .poll(async () => (await readerTitles(student)).includes(judul), { timeout: 300_000, intervals: [5_000] })
    .toBe(true);
  expect(await readerTitles(lecturer)).not.toContain(judul);
  await student.goto('/beranda');
  await expect(student.getByTestId('pengumuman-card')).toContainText(judul);
  await shot(student, info, '08-mahasiswa-beranda-terbit');
  await student.getByTestId('pengumuman-card').getByText(judul).click();
  await expect(student).toHaveURL(/\/pengumuman\?index=0$/);
  const item = student.locator('[data-highlighted]');
  await expect(item).toContainText(judul);
  await expect(item.getByTestId('lampiran-list')).toContainText('Surat Edaran UAS.pdf');
  const [download] = await Promise.all([student.waitForEvent('download'), item.getByRole('button', { name: 'Surat Edaran UAS.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('Surat Edaran UAS.pdf');
  await shot(student, info, '09-mahasiswa-pengumuman-lampiran');
  await student.setViewportSize({ width: 390, height: 844 });
  await shot(student, info, '10-mahasiswa-pengumuman-ponsel');

  // The operator withdraws it: the student no longer has it.
  await page.reload();
  await expect(row.getByTestId('status-pengumuman')).toHaveText('Terbit');
  await row.getByTestId('pengumuman-aksi').click();
  await page.getByTestId('aksi-status').click();
  await expect(row.getByTestId('status-pengumuman')).toHaveText('Draf');
  await shot(page, info, '11-kelola-ditarik');
  expect(await readerTitles(student)).not.toContain(judul);
});

test('an operator without pengumuman gets the 404 page there, and /dev does not exist in this production build', async ({ page }, info) => {
  // operator.laporan has no pengumuman right: the page is a 404 for them (spec 1 §6).
  await login(page, ACCOUNTS.operatorLaporan);
  await page.goto('/pengumuman');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await page.goto('/dev');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await shot(page, info, '01-dev-tidak-ada');
});
