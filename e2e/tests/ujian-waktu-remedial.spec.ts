import { expect, test, type Page } from '@playwright/test';
import { PHONE } from '../support/a11y';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Ujian = { id: number; judul: string; jenis: string; id_kelas_kuliah: string; id_pertemuan: number; peserta_remedial: string[]; durasi: number | null };

const sisaDetik = async (page: Page) => {
  const t = (await page.getByTestId('sisa-waktu').textContent()) ?? '';
  const parts = t.split(':').map(Number);
  return parts.length === 3 ? parts[0]! * 3600 + parts[1]! * 60 + parts[2]! : parts[0]! * 60 + parts[1]!;
};

/**
 * The demo remedial runs now and is open to the demo student and one classmate only. The student starts it; the
 * lecturer, in another browser, lengthens its duration; the student's countdown moves at once (event time_changed,
 * no reload). A classmate not on the list neither sees it nor may open it.
 */
test('the lecturer extends the time and the student timer moves; a remedial is open only to its listed students', async ({ browser }, info) => {
  // Several browsers and many axe runs on a shared machine.
  test.setTimeout(420_000);
  const dosenCtx = await browser.newContext();
  const mhsCtx = await browser.newContext();
  const dosen = await dosenCtx.newPage();
  // The student's device clock is two hours fast: the countdown must still follow the server.
  await mhsCtx.clock.setSystemTime(new Date(Date.now() + 2 * 3_600_000));
  const mhs = await mhsCtx.newPage();
  await login(dosen, ACCOUNTS.dosen);
  await login(mhs, ACCOUNTS.mahasiswa);

  const list = await apiAs<Ujian[]>(mhs, '/v2/lms/ujian?jenis=remedial&status=berlangsung&per_page=50');
  const remedial = list.body.data[0];
  expect(remedial, 'the demo remedial').toBeTruthy();

  await mhs.goto(`/ujian/${remedial!.id}/soal`);
  await mhs.getByTestId('mulai-ujian').click();
  await mhs.getByTestId('informasi-setuju').click();
  await mhs.getByTestId('informasi-mulai').click();
  await expect(mhs.getByTestId('sisa-waktu')).toHaveText(/\d\d:\d\d/);
  const sebelum = await sisaDetik(mhs);
  expect(sebelum).toBeLessThanOrEqual(45 * 60);
  expect(sebelum).toBeGreaterThan(30 * 60);
  await shot(mhs, info, '01-mahasiswa-timer');

  // The lecturer lengthens the duration from the exam page.
  await dosen.goto(`/kelas/${remedial!.id_kelas_kuliah}/ujian/${remedial!.id}`);
  await dosen.getByTestId('ujian-ubah').click();
  await dosen.getByTestId('ujian-durasi').fill('90');
  await shot(dosen, info, '02-dosen-ubah-durasi');
  await dosen.getByTestId('ujian-simpan').click();
  await expect(dosen.getByText('Berhasil mengubah kuis/ujian')).toBeVisible();

  await expect.poll(() => sisaDetik(mhs), { timeout: 15_000 }).toBeGreaterThan(sebelum + 30 * 60);
  await shot(mhs, info, '03-mahasiswa-timer-bertambah');

  // The monitor lists the taker as working.
  await dosen.getByTestId('tab-monitor').click();
  await expect(dosen.getByTestId('monitor-table')).toBeVisible();
  await shot(dosen, info, '04-monitor');

  // A classmate not on the list: not in the list, refused on the page.
  const peserta = await apiAs<{ nim: string }[]>(dosen, `/v2/lms/kelas_kuliah/${encodeURIComponent(remedial!.id_kelas_kuliah)}/peserta/nim_nama`);
  const detail = await apiAs<Ujian>(dosen, `/v2/lms/ujian/${remedial!.id}`);
  const lain = peserta.body.data.find((p) => !detail.body.data.peserta_remedial.includes(p.nim));
  expect(lain, 'a classmate not listed').toBeTruthy();
  const lainCtx = await browser.newContext();
  const lainPage = await lainCtx.newPage();
  await login(lainPage, { username: lain!.nim, password: 'mahasiswa123' });
  const lainList = await apiAs<Ujian[]>(lainPage, '/v2/lms/ujian?jenis=remedial&per_page=50');
  expect(lainList.body.data.map((u) => u.id)).not.toContain(remedial!.id);
  await lainPage.goto(`/ujian/${remedial!.id}/soal`);
  await expect(lainPage.getByText('Anda bukan peserta ujian remedial ini')).toBeVisible();
  await shot(lainPage, info, '05-bukan-peserta');

  // An operator gives that classmate extra time (the built-in accommodations table) on the exam list.
  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await login(op, ACCOUNTS.operator);
  await op.goto('/ujian');
  await expect(op.getByTestId('akomodasi-panel')).toBeVisible({ timeout: 30_000 });
  await op.getByTestId('akomodasi-nim').fill(lain!.nim);
  await op.getByTestId('akomodasi-menit').fill('20');
  await op.getByTestId('akomodasi-simpan').click();
  await expect(op.getByTestId('akomodasi-table').getByText(lain!.nim)).toBeVisible();
  await op.getByTestId('akomodasi-panel').scrollIntoViewIfNeeded();
  await shot(op, info, '06-operator-tambahan-waktu');
  await op.setViewportSize(PHONE);
  await op.getByTestId('akomodasi-panel').scrollIntoViewIfNeeded();
  await shot(op, info, '07-operator-tambahan-waktu-ponsel');
  await Promise.all([dosenCtx.close(), mhsCtx.close(), lainCtx.close(), opCtx.close()]);
});
