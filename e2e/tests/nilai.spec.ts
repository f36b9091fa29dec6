import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, pickOption, shot } from '../support/journey';

type KelasItem = { id: string; periode: number; mata_kuliah: { kode: string } };
type Nilai = {
  kelas: { id: string };
  header_aktivitas: unknown[];
  header_sikad: { id: number; jenis: string; aktivitas: unknown[] }[];
  nilai_mahasiswa: { mahasiswa: { id_user: number; nim: string } }[];
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DAY = 86_400_000;

const OUT = 'Anda berada di luar rentang waktu entri nilai. Anda tidak dapat mengirim nilai LMS ke Siakad.';
const LOCKED_OP = 'Nilai kelas kuliah ini telah dikunci. Untuk mengirim nilai kelas ini ke Siakad, silakan buka kunci terlebih dahulu di Siakad.';
const LOCKED_DOSEN = 'Waktu entri nilai sedang dibuka. Nilai kelas kuliah ini telah dikunci. Anda tidak dapat mengirim nilai LMS ke Siakad.';
const OVERWRITE = 'Nilai telah diupdate di sikad. Update nilai akan mengganti nilai di sikad. Apakah Anda tetap ingin melanjutkan?';

/** PUT as the signed-in user of `page` (the built-in Siakad's operator actions the journey needs beside the UI). */
async function putAs(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ p, b }) => {
      const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
      const cfg = JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null');
      const res = await fetch(`/api${p}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens?.access_token}`, 'college-id': String(cfg?.college_id), 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return res.status;
    },
    { p: path, b: body },
  );
}

/** Two classes of the lecturer `dosen` in the current period whose tugas component has activities (never TIF201 A, which other journeys change). */
async function kelasDosen(page: Page) {
  const list = await apiAs<KelasItem[]>(page, '/v2/lms/nilai/kelas_kuliah?ignore_default_pagination=true');
  const out: KelasItem[] = [];
  for (const k of list.body.data) {
    const d = await apiAs<Nilai>(page, `/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(k.id)}`);
    if (d.status === 200 && d.body.data.header_sikad.some((h) => h.jenis === 'tugas' && h.aktivitas.length > 0) && d.body.data.nilai_mahasiswa.length) out.push(k);
  }
  const sorted = [...out.filter((k) => k.mata_kuliah.kode !== 'TIF201'), ...out.filter((k) => k.mata_kuliah.kode === 'TIF201')].map((k) => k.id);
  expect(sorted.length, 'two demo classes with graded tasks').toBeGreaterThan(0);
  return sorted;
}

test('a lecturer configures a component, reads the diff, sends inside the window, is refused outside it; the export reads back', async ({ page, browser }, info) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await login(page, ACCOUNTS.dosen);
  const [idKelas] = await kelasDosen(page);
  await page.goto('/nilai');
  await expect(page.getByTestId('nilai-kelas-list')).toBeVisible();
  await shot(page, info, '01-dosen-nilai-list');

  await page.goto(`/nilai/${encodeURIComponent(idKelas!)}`);
  await expect(page.getByTestId('tabel-nilai')).toBeVisible();
  await expect(page.getByTestId('banner-entri')).toContainText('Waktu entri nilai sedang dibuka. Anda dapat mengirim nilai LMS ke Siakad');
  await page.getByTestId('banner-entri-detail').click();
  await expect(page.getByTestId('nilai-legenda')).toContainText('Nilai -');
  await shot(page, info, '02-dosen-nilai-kelas');

  // The component modal: remove one activity, save, everything reloads.
  await page.getByTestId('komponen-atur-tugas').click();
  const modal = page.getByRole('dialog', { name: 'Pengaturan Nilai Tugas SIKAD' });
  await expect(modal).toBeVisible();
  await shot(page, info, '03-dosen-komponen-modal');
  const before = await modal.getByRole('button', { name: /^Hapus / }).count();
  if (before > 1) await modal.getByRole('button', { name: /^Hapus / }).first().click();
  await modal.getByTestId('komponen-simpan').click();
  // Only a change is saved (the modal sends the activities added and removed); with none it just closes.
  if (before > 1) await expect(page.getByText('Berhasil menyimpan komponen nilai')).toBeVisible();
  await expect(modal).toBeHidden();

  // The dry-run diff, then the send job.
  await page.getByTestId('komponen-kirim-tugas').click();
  const kirim = page.getByRole('dialog', { name: 'Kirim Nilai Tugas ke Siakad' });
  await expect(kirim.getByTestId('kirim-diff')).toBeVisible();
  await expect(kirim.getByTestId('kirim-diff').locator('tbody tr').first()).toBeVisible();
  await expect(kirim.getByTestId('kirim-jumlah')).toContainText('nilai akan berubah di Siakad.');
  await shot(page, info, '04-dosen-kirim-diff');
  await kirim.getByTestId('kirim-kirim').click();
  await expect(kirim.getByTestId('kirim-job')).toContainText('Selesai', { timeout: 60_000 });
  await kirim.getByTestId('kirim-tutup').click();
  await expect(page.getByTestId('riwayat-kirim').locator('tbody tr').first()).toContainText('Terkirim');
  await shot(page, info, '05-dosen-riwayat');

  // The export reads back: every student row.
  const dl = page.waitForEvent('download');
  await page.getByTestId('nilai-export').click();
  const file = await (await dl).path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const d = await apiAs<Nilai>(page, `/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(idKelas!)}`);
  expect(wb.getWorksheet('Nilai')!.rowCount).toBe(2 + d.body.data.nilai_mahasiswa.length);

  // The academic office moves the window: the lecturer is now before start + 24h 59m 59s.
  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await login(op, ACCOUNTS.operator);
  const now = Date.now();
  expect(await putAs(op, `/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(idKelas!)}/siakad/waktu_entri`, { jenis: 'tugas', waktu_entri_nilai_start: new Date(now - 3_600_000).toISOString(), waktu_entri_nilai_end: new Date(now + DAY).toISOString() })).toBe(200);
  await page.reload();
  // The tugas window is not open for the lecturer: its button is disabled with the reason beside it.
  await expect(page.getByTestId('komponen-kirim-tugas')).toBeDisabled();
  await expect(page.getByTestId('kirim-alasan-tugas')).toHaveText(OUT);
  await shot(page, info, '06-dosen-di-luar-waktu');
  // Back inside the window for the other journey.
  expect(await putAs(op, `/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(idKelas!)}/siakad/waktu_entri`, { jenis: 'tugas', waktu_entri_nilai_start: new Date(now - 2 * DAY).toISOString(), waktu_entri_nilai_end: new Date(now + 14 * DAY).toISOString() })).toBe(200);
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('tabel-nilai')).toBeVisible();
  await shot(page, info, '07-dosen-nilai-phone');
  await opCtx.close();
});

test('an operator overwrites a score Siakad updated after confirming; a locked class refuses the operator and the lecturer', async ({ page, browser }, info) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const dosenCtx = await browser.newContext();
  const dosen = await dosenCtx.newPage();
  await login(dosen, ACCOUNTS.dosen);
  const ids = await kelasDosen(dosen);
  const idKelas = ids[1] ?? ids[0]!;

  await login(page, ACCOUNTS.operator);
  await page.goto(`/nilai/${encodeURIComponent(idKelas)}`);
  // The gradebook is the heaviest page a journey opens; on a loaded CI machine it can take longer than 10 s.
  await expect(page.getByTestId('tabel-nilai')).toBeVisible({ timeout: 30_000 });
  const panel = page.getByTestId('siakad-panel');
  await expect(panel).toBeVisible();
  // Siakad staff change a score: recorded through the built-in Siakad's panel.
  await pickOption(page, panel.getByLabel('Komponen'), 'Tugas');
  await pickOption(page, panel.getByLabel('Mahasiswa'));
  await panel.getByLabel('Nilai di Siakad').fill('77');
  await panel.getByTestId('siakad-tandai').click();
  await expect(page.getByText('Nilai ditandai diupdate di Siakad')).toBeVisible();
  await expect(page.getByTestId('update-by-sikad').first()).toBeVisible();
  await shot(page, info, '11-operator-update-by-sikad');

  await page.getByTestId('komponen-kirim-tugas').click();
  const kirim = page.getByRole('dialog', { name: 'Kirim Nilai Tugas ke Siakad' });
  await expect(kirim.getByText('Diupdate di Siakad')).toBeVisible();
  await kirim.getByTestId('kirim-kirim').click();
  await expect(page.getByText(OVERWRITE)).toBeVisible();
  await shot(page, info, '12-operator-konfirmasi-timpa');
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(kirim.getByTestId('kirim-job')).toContainText('Selesai', { timeout: 60_000 });
  await kirim.getByTestId('kirim-tutup').click();
  await expect(page.getByTestId('update-by-sikad')).toHaveCount(0);

  // Lock the class in Siakad: both are refused with the spec's texts.
  await panel.getByTestId('siakad-kunci').click();
  // Locked: only the locked message (no entry-window banner) and every send button disabled.
  await expect(page.getByTestId('pesan-kirim')).toHaveText(LOCKED_OP);
  await expect(page.getByTestId('banner-entri')).toHaveCount(0);
  await expect(page.getByTestId('komponen-kirim-tugas')).toBeDisabled();
  await shot(page, info, '13-operator-dikunci');
  await dosen.goto(`/nilai/${encodeURIComponent(idKelas)}`);
  await expect(dosen.getByTestId('pesan-kirim')).toHaveText(LOCKED_DOSEN);
  await expect(dosen.getByTestId('banner-entri')).toHaveCount(0);
  await expect(dosen.getByTestId('komponen-atur-tugas')).toBeDisabled();
  await expect(dosen.getByTestId('komponen-kirim-tugas')).toBeDisabled();
  await shot(dosen, info, '14-dosen-dikunci');
  await panel.getByTestId('siakad-kunci').click();
  await expect(page.getByTestId('pesan-kirim')).toHaveCount(0);
  await dosenCtx.close();
});
