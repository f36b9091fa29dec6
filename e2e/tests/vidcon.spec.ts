import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot, pickOption } from '../support/journey';

type Kelas = { id: string; mata_kuliah: { kode: string }; kelas: { nama: string } };
type Meeting = { id: number; nomor: number; status: string; jenis: string };
type Vidcon = { id: number; judul: string; jumlah_peserta: number; join_data: { terlambat: boolean; kehadiran_tercatat: boolean } | null };

const MIN = 60_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Wall-clock date and time of an instant in Asia/Jakarta (the demo campus's zone). */
function wib(ms: number) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return { tanggal: `${p.day}/${p.month}/${p.year}`, jam: `${p.hour}:${p.minute}` };
}

async function pertemuanTujuan(page: Page) {
  // TIF202 A: taught by `dosen`, taken by `mahasiswa`, mixed mode (its meetings require vidcon attendance).
  const kelas = await apiAs<Kelas[]>(page, '/v2/lms/kelas_kuliah?search=TIF202&periode=20261&per_page=20');
  expect(kelas.status, JSON.stringify(kelas.body)).toBe(200);
  const k = kelas.body.data.find((x) => x.mata_kuliah.kode === 'TIF202' && x.kelas.nama === 'A');
  expect(k, 'TIF202 A in the demo').toBeTruthy();
  const meetings = await apiAs<Meeting[]>(page, `/v2/lms/kelas_kuliah/${k!.id}/pertemuan`);
  const started = meetings.body.data.filter((m) => m.status !== 'belum_dimulai' && m.jenis !== 'offline');
  expect(started.length).toBeGreaterThan(0);
  return { idKelas: k!.id, meeting: started[started.length - 1]! };
}

test('the lecturer creates a vidcon, the student joins late and sees it flagged', async ({ page, browser }, info) => {
  test.setTimeout(300_000);
  const judul = `Kuliah Daring E2E ${Date.now() % 100_000}`;

  // --- the lecturer, on the meeting page
  await login(page, ACCOUNTS.dosen);
  const { idKelas, meeting } = await pertemuanTujuan(page);
  const url = `/kelas/${idKelas}/${meeting.id}`;
  await page.goto(url);
  const section = page.getByTestId('vidcon-section');
  // The meeting page loads every activity section at once: give the first answer time on a busy machine.
  await expect(section.getByTestId('vidcon-item').first()).toBeVisible({ timeout: 45_000 });
  await expect(section.getByTestId('vidcon-jumlah-peserta').first()).toContainText(/\d+\/\d+ Peserta/);
  await shot(page, info, '01-dosen-pertemuan-vidcon');

  await section.getByTestId('vidcon-tambah').click();
  const form = page.getByTestId('vidcon-form');
  await expect(page.getByTestId('vidcon-peringatan-link')).toBeVisible();
  await form.getByTestId('vidcon-simpan').click();
  // the first rule in the spec's order (the meeting is known here)
  await expect(page.getByText('Judul wajib diisi').first()).toBeVisible();
  await shot(page, info, '02-form-judul-wajib');

  await form.getByTestId('vidcon-judul-input').fill(judul);
  await pickOption(page, form.getByTestId('vidcon-aplikasi'), 'Zoom');
  await form.getByTestId('vidcon-link-input').fill('zoom.us/j/5551234567');
  // Started 30 minutes ago: past the 15-minute lateness limit of the demo campus.
  const waktuMulai = Date.now() - 30 * MIN;
  const mulai = wib(waktuMulai);
  const tanggal = form.getByTestId('vidcon-tanggal-mulai');
  await tanggal.fill(mulai.tanggal);
  await tanggal.blur();
  const [jam, menit] = mulai.jam.split(':');
  await form.getByTestId('vidcon-jam-mulai-jam').fill(jam!);
  await form.getByTestId('vidcon-jam-mulai-menit').fill(menit!);
  // choosing the start set the end an hour later (24-hour pickers)
  // (from the start that was typed, not a fresh clock reading that may be a minute later)
  const [jamSelesai, menitSelesai] = wib(waktuMulai + 60 * MIN).jam.split(':');
  await expect(form.getByTestId('vidcon-jam-selesai-jam')).toHaveValue(jamSelesai!);
  await expect(form.getByTestId('vidcon-jam-selesai-menit')).toHaveValue(menitSelesai!);
  // moving on closes the time dropdown
  await form.getByTestId('vidcon-catatan').click();
  await expect(page.locator('.mantine-TimePicker-dropdown')).toHaveCount(0);
  await shot(page, info, '03-form-terisi');
  await form.getByTestId('vidcon-simpan').click();
  await expect(page.getByText('Vidcon berhasil ditambahkan')).toBeVisible();
  const card = section.getByTestId('vidcon-item').filter({ hasText: judul });
  await expect(card.getByTestId('vidcon-status')).toHaveText('Sedang Berlangsung');
  await expect(card.getByTestId('vidcon-link')).toContainText('http://zoom.us/j/5551234567');
  await expect(card.getByTestId('vidcon-jumlah-peserta')).toContainText(/^0\/\d+ Peserta$/);
  await shot(page, info, '04-dosen-vidcon-dibuat');

  // --- the student joins late
  const student = await (await browser.newContext()).newPage();
  await login(student, ACCOUNTS.mahasiswa);
  await student.goto(url);
  const sCard = student.getByTestId('vidcon-section').getByTestId('vidcon-item').filter({ hasText: judul });
  await expect(sCard.getByTestId('vidcon-batas-terlambat')).toBeVisible({ timeout: 45_000 });
  await expect(sCard.getByTestId('vidcon-link')).toHaveCount(0);
  await shot(student, info, '05-mahasiswa-sebelum-gabung');
  // The room itself is outside the product (and this machine has no internet): answer it with a stand-in page.
  await student.context().route('http://zoom.us/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title><p>Ruang vidcon</p>' }));
  const popup = student.waitForEvent('popup');
  await sCard.getByTestId('vidcon-gabung').click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('zoom.us/j/5551234567');
  await tab.close();
  await expect(sCard.getByTestId('vidcon-terlambat')).toHaveText('Terlambat');
  await expect(sCard.getByTestId('vidcon-terlambat-pesan')).toBeVisible();
  await shot(student, info, '06-mahasiswa-terlambat');
  const mine = await apiAs<Vidcon[]>(student, `/v2/lms/vidcon?id_pertemuan=${meeting.id}&per_page=50`);
  const v = mine.body.data.find((x) => x.judul === judul)!;
  expect(v.join_data).toMatchObject({ terlambat: true, kehadiran_tercatat: false });

  await student.setViewportSize(PHONE);
  await student.goto('/vidcon?status=berlangsung');
  await expect(student.getByTestId('vidcon-item').filter({ hasText: judul }).getByTestId('vidcon-terlambat')).toBeVisible();
  await shot(student, info, '07-mahasiswa-daftar-vidcon-ponsel');
  await student.context().close();

  // --- the lecturer sees the join, flagged, and picks the student
  await page.goto('/vidcon?aplikasi=zoom&status=berlangsung');
  const lCard = page.getByTestId('vidcon-item').filter({ hasText: judul });
  await expect(lCard.getByTestId('vidcon-jumlah-peserta')).toContainText(/^1\/\d+ Peserta$/);
  await lCard.getByTestId('vidcon-jumlah-peserta').click();
  await expect(lCard.getByTestId('vidcon-join-item')).toHaveCount(1);
  await expect(lCard.getByTestId('vidcon-join-item')).toContainText('Terlambat');
  const d = await apiAs<{ daftar_join_detail: { nim: string | null }[] }>(page, `/v2/lms/vidcon/${v.id}`);
  const nim = d.body.data.daftar_join_detail[0]!.nim!;
  await lCard.getByTestId('vidcon-pilih-mahasiswa').fill(nim);
  await page.getByRole('option', { name: new RegExp(nim) }).click();
  await expect(lCard.getByTestId('vidcon-mahasiswa-terpilih')).toContainText('Terlambat');
  await shot(page, info, '08-dosen-daftar-join');
  await page.setViewportSize(PHONE);
  await shot(page, info, '09-dosen-daftar-join-ponsel');
  await page.setViewportSize(DESKTOP);
});
