import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot, pickOption } from '../support/journey';

type Meeting = { id: number; nomor: number; status: string; jenis: string; id_kelas_kuliah: string; kelas_kuliah: { mata_kuliah: { kode: string }; kelas: { nama: string } } };
type Materi = { id: number; judul: string; statusUnduh: string | null; waktu_unduh: string | null; id_pertemuan: number };

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/db/seed/assets');
const DAY = 86_400_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Wall-clock date of an instant in Asia/Jakarta (the demo campus's zone), as the date inputs take it. */
function tanggalWib(ms: number) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(ms).map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year}`;
}

/** A write as the signed-in user of `page` (the operator's settings change). */
async function apiKirim(page: Page, method: string, p: string, body: unknown) {
  return page.evaluate(
    async ({ method, p, body }) => {
      const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
      const cfg = JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null');
      const res = await fetch(`/api${p}`, {
        method,
        headers: { authorization: `Bearer ${tokens?.access_token}`, 'college-id': String(cfg?.college_id), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { method, p, body },
  );
}

/** TIF202 A: taught by `dosen`, taken by `mahasiswa`; its two last started meetings that are not offline. */
async function pertemuanTujuan(page: Page) {
  const list = await apiAs<Meeting[]>(page, '/v2/lms/pertemuan?periode=20261&per_page=1000');
  const mine = list.body.data.filter((m) => m.kelas_kuliah.mata_kuliah.kode === 'TIF202' && m.kelas_kuliah.kelas.nama === 'A');
  expect(mine.length, 'TIF202 A in the demo').toBeGreaterThan(0);
  const started = mine.filter((m) => m.status !== 'belum_dimulai' && m.jenis !== 'offline').sort((a, b) => a.nomor - b.nomor);
  expect(started.length).toBeGreaterThan(1);
  return { idKelas: mine[0]!.id_kelas_kuliah, meeting: started[started.length - 1]!, lain: started[started.length - 2]! };
}

test.describe.configure({ mode: 'serial' });
// A shared two-core machine answers slowly at times: page states get more time than the default 10 s.
const e = expect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

const judulVideo = `Rekaman Praktikum E2E ${Date.now() % 100_000}`;
const judulEbook = `Modul Bacaan E2E ${Date.now() % 100_000}`;
let target: Awaited<ReturnType<typeof pertemuanTujuan>>;

test('the lecturer uploads a required video with a deadline and an e-book, and copies a material from another class', async ({ page, browser }, info) => {
  // The demo campus asks for 50% of a video and, to keep the journey short, 8 seconds of reading.
  const op = await (await browser.newContext()).newPage();
  await login(op, ACCOUNTS.operator);
  const cur = await apiAs<{ pengaturan_kelas: { syarat_kehadiran_online_mahasiswa: Record<string, number> } }>(op, '/v2/lms/pengaturan');
  const kelas = cur.body.data.pengaturan_kelas;
  kelas.syarat_kehadiran_online_mahasiswa = { ...kelas.syarat_kehadiran_online_mahasiswa, video_persen: 50, ebook_detik: 8 };
  expect(await apiKirim(op, 'PUT', '/v2/lms/pengaturan', { pengaturan_kelas: kelas })).toBe(200);
  await op.context().close();

  await login(page, ACCOUNTS.dosen);
  target = await pertemuanTujuan(page);
  await page.goto(`/kelas/${target.idKelas}/${target.meeting.id}`);
  const section = page.getByTestId('materi-section');
  await e(section.getByTestId('materi-item').first()).toBeVisible();
  await shot(page, info, '01-dosen-daftar-materi');

  // --- 'Upload Materi Baru': the spec's messages first
  await section.getByTestId('materi-tambah').click();
  const form = page.getByTestId('materi-form');
  await e(form.getByTestId('materi-info-pertemuan')).toContainText(`Pertemuan ${target.meeting.nomor}`);
  await form.getByTestId('materi-simpan').click();
  await e(page.getByText('Pengisian Data Belum Lengkap!')).toBeVisible();
  await e(form.getByText('Judul wajib diisi!')).toBeVisible();
  await e(form.getByText('Tipe wajib dipilih!')).toBeVisible();
  await shot(page, info, '02-form-belum-lengkap');

  await form.getByTestId('materi-judul').fill(judulVideo);
  await pickOption(page, form.getByTestId('materi-tipe'), 'Video');
  await pickOption(page, form.getByTestId('materi-jenis'), 'Audio Visual');
  await form.getByTestId('materi-deskripsi').fill('Rekaman praktikum; tonton minimal separuh durasinya.');
  // a file the type does not take: the upload control's message
  await form.getByTestId('materi-file').setInputFiles(path.join(ASSETS, 'materi-demo.pdf'));
  await e(form.getByText('File type .pdf is not allowed').first()).toBeVisible();
  await form.getByTestId('materi-file').setInputFiles(path.join(ASSETS, 'materi-demo.mp4'));
  await e(form.getByTestId('materi-file-terpilih')).toContainText('materi-demo.mp4');
  await form.getByTestId('materi-syarat-ya').click();
  const deadline = form.getByTestId('materi-tanggal-deadline');
  await deadline.fill(tanggalWib(Date.now() + 7 * DAY));
  await deadline.press('Enter');
  await form.getByTestId('materi-jam-deadline').fill('23:59');
  await shot(page, info, '03-form-video-wajib');
  await form.getByTestId('materi-simpan').click();
  await e(page.getByText('Berhasil menambahkan materi').last()).toBeVisible();
  const video = section.getByTestId('materi-item').filter({ hasText: judulVideo });
  await e(video).toBeVisible();
  await video.getByTestId('materi-toggle').click();
  await e(video.getByTestId('materi-syarat')).toContainText('Deadline');
  await e(video.getByTestId('materi-video')).toBeVisible();
  await shot(page, info, '04-dosen-video-wajib');

  // --- an e-book for the reading journey
  await section.getByTestId('materi-tambah').click();
  await form.getByTestId('materi-judul').fill(judulEbook);
  await pickOption(page, form.getByTestId('materi-tipe'), 'E-Book');
  await pickOption(page, form.getByTestId('materi-jenis'), 'Modul');
  await form.getByTestId('materi-deskripsi').fill('Bacaan wajib sebelum praktikum.');
  await form.getByTestId('materi-file').setInputFiles(path.join(ASSETS, 'materi-demo.pdf'));
  await form.getByTestId('materi-simpan').click();
  await e(page.getByText('Berhasil menambahkan materi').last()).toBeVisible();
  await e(section.getByTestId('materi-item').filter({ hasText: judulEbook })).toBeVisible();

  // --- 'Salin Materi Kelas Lain'
  await section.getByTestId('materi-tambah').click();
  await page.getByTestId('materi-tab-salin').click();
  await page.getByTestId('salin-materi-search').fill('Podcast Ringkasan');
  const row = page.getByTestId('salin-materi-row').first();
  // the search (debounced 500 ms) has applied once every row is a podcast
  await e(row).toContainText('Podcast Ringkasan');
  await e(page.getByTestId('salin-materi-row').filter({ hasNotText: 'Podcast Ringkasan' })).toHaveCount(0);
  const judulSalin = (await row.locator('td').nth(1).innerText()).trim();
  await page.getByTestId('salin-simpan').click();
  await e(page.getByText('Materi wajib dipilih!').first()).toBeVisible();
  await row.getByRole('checkbox').check();
  await e(page.getByTestId('salin-materi-terpilih')).toHaveText('1 materi dipilih');
  await shot(page, info, '05-salin-materi-kelas-lain');
  await page.setViewportSize(PHONE);
  await e(page.getByTestId('salin-materi-card').first()).toBeVisible();
  await shot(page, info, '06-salin-materi-ponsel');
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('salin-simpan').click();
  await e(page.getByText('Berhasil menyalin 1 materi')).toBeVisible();
  await e(section.getByTestId('materi-item').filter({ hasText: judulSalin }).first()).toBeVisible();
  await shot(page, info, '07-dosen-setelah-salin');
});

test('a student watches the video to 50% and sees the requirement met', async ({ page }, info) => {
  await login(page, ACCOUNTS.mahasiswa);
  await page.goto(`/kelas/${target.idKelas}/${target.meeting.id}`);
  const card = page.getByTestId('materi-section').getByTestId('materi-item').filter({ hasText: judulVideo });
  await e(card.getByTestId('materi-status')).toHaveText('Syarat kehadiran belum terpenuhi');
  await card.getByTestId('materi-toggle').click();
  const player = card.getByTestId('materi-video');
  await e(player).toBeVisible();
  await e(card.getByTestId('materi-syarat')).toContainText('Deadline');
  await shot(page, info, '08-mahasiswa-video-belum');
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await e(card.getByTestId('materi-status')).toHaveText('Syarat kehadiran terpenuhi', { timeout: 30_000 });
  const persen = Number((await card.getByTestId('materi-progres').innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
  expect(persen).toBeGreaterThanOrEqual(50);
  await shot(page, info, '09-mahasiswa-video-terpenuhi');
  const list = await apiAs<Materi[]>(page, `/v2/lms/materi?id_pertemuan=${target.meeting.id}&search=${encodeURIComponent(judulVideo)}`);
  expect(list.body.data[0]).toMatchObject({ statusUnduh: 'terpenuhi' });
  expect(list.body.data[0]!.waktu_unduh).not.toBeNull();
});

test("a student reads an e-book until 'Sudah Baca'", async ({ page }, info) => {
  await login(page, ACCOUNTS.mahasiswa);
  await page.setViewportSize(PHONE);
  await page.goto(`/kelas/${target.idKelas}/${target.meeting.id}`);
  const card = page.getByTestId('materi-section').getByTestId('materi-item').filter({ hasText: judulEbook });
  await card.getByTestId('materi-toggle').click();
  await e(card.getByTestId('materi-hitung-mundur')).toBeVisible();
  await e(card.getByTestId('materi-baca-tab')).toBeVisible();
  await shot(page, info, '10-mahasiswa-ebook-hitung-mundur-ponsel');
  await e(card.getByTestId('materi-sudah-baca')).toBeVisible({ timeout: 20_000 });
  await shot(page, info, '11-mahasiswa-ebook-tombol-sudah-baca');
  await card.getByTestId('materi-sudah-baca').click();
  await e(page.getByText('Materi sudah dibaca')).toBeVisible();
  await e(card.getByTestId('materi-sudah-dibaca')).toBeVisible();
  await shot(page, info, '12-mahasiswa-ebook-sudah-dibaca');
  await page.setViewportSize(DESKTOP);
});

test('an operator adds a material by choosing the meeting', async ({ page }, info) => {
  const judul = `Tautan Operator E2E ${Date.now() % 100_000}`;
  await login(page, ACCOUNTS.operator);
  await page.goto(`/kelas/${target.idKelas}/${target.meeting.id}`);
  const section = page.getByTestId('materi-section');
  await section.getByTestId('materi-tambah').click();
  const form = page.getByTestId('materi-form');
  await form.getByTestId('materi-simpan').click();
  await e(form.getByText('Pertemuan wajib dipilih!')).toBeVisible();
  await pickOption(page, form.getByTestId('materi-pilih-pertemuan'), new RegExp(`^Pertemuan ${target.lain.nomor} ·`));
  await form.getByTestId('materi-judul').fill(judul);
  await pickOption(page, form.getByTestId('materi-tipe'), 'URL');
  await pickOption(page, form.getByTestId('materi-jenis'), 'Alat Bantu');
  await form.getByTestId('materi-deskripsi').fill('Tautan referensi dari operator.');
  await form.getByTestId('materi-url').fill('perpustakaan.example.ac.id/referensi');
  await shot(page, info, '13-operator-pilih-pertemuan');
  await form.getByTestId('materi-simpan').click();
  await e(page.getByText('Berhasil menambahkan materi').last()).toBeVisible();
  // it went to the chosen meeting, not the one on screen
  await e(section.getByTestId('materi-item').filter({ hasText: judul })).toHaveCount(0);
  const list = await apiAs<Materi[]>(page, `/v2/lms/materi?id_pertemuan=${target.lain.id}&search=${encodeURIComponent(judul)}`);
  expect(list.body.data).toHaveLength(1);
  await page.goto(`/kelas/${target.idKelas}/${target.lain.id}`);
  const card = page.getByTestId('materi-section').getByTestId('materi-item').filter({ hasText: judul });
  await e(card).toBeVisible();
  await card.getByTestId('materi-salin-id').click();
  await shot(page, info, '14-operator-materi-di-pertemuan-pilihan');
});
