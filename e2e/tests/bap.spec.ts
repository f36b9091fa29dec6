import fs from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { expectAccessibleOnPhone } from '../support/a11y';
import { ACCOUNTS, apiAs, login, shot, pickOption } from '../support/journey';

/** The text of a downloaded PDF, as a reader extracts it. */
async function teksPdf(download: Download): Promise<string> {
  const file = await download.path();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent();
    text += `${c.items.map((it) => ('str' in it ? it.str : '')).join(' ')}\n`;
  }
  return text.replace(/[ \t]+/g, ' ');
}

test("a lecturer keeps a signature in Profil, downloads 'Laporan Saya' with it, and the seal verifies without login", async ({ page, browser }, info) => {
  await login(page, ACCOUNTS.dosen);
  await page.goto('/profil');
  const card = page.getByTestId('tanda-tangan-card');
  await expect(card.getByTestId('tanda-tangan-tersimpan')).toBeVisible();
  await shot(page, info, '01-profil-tanda-tangan');
  await expectAccessibleOnPhone(page, info, '01-profil-tanda-tangan');

  // A new signature: a photo-like 600x300 image on white, which the page turns into a transparent 240x120 PNG.
  const foto = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 600;
    c.height = 300;
    const x = c.getContext('2d')!;
    x.fillStyle = '#ffffff';
    x.fillRect(0, 0, 600, 300);
    x.strokeStyle = '#102a60';
    x.lineWidth = 10;
    x.beginPath();
    x.moveTo(40, 220);
    x.bezierCurveTo(150, 20, 320, 290, 560, 70);
    x.stroke();
    return c.toDataURL('image/png').split(',')[1]!;
  });
  await card.locator('input[type=file]').setInputFiles({ name: 'foto-ttd.png', mimeType: 'image/png', buffer: Buffer.from(foto, 'base64') });
  await expect(card.getByTestId('tanda-tangan-baru')).toBeVisible();
  await card.getByTestId('tanda-tangan-simpan').click();
  await expect(page.getByText('Berhasil menyimpan tanda tangan')).toBeVisible();
  await expect(card.getByTestId('tanda-tangan-tersimpan')).toBeVisible();

  await page.goto('/kelas');
  await page.getByTestId('kelas-card').filter({ hasText: 'TIF201' }).first().click();
  await expect(page.getByTestId('kelas-detail-header')).toBeVisible();
  await page.getByTestId('kelas-detail-unduh-bap').click();
  const modal = page.getByTestId('modal-bap');
  await expect(modal.getByTestId('bap-laporan-saya')).toBeChecked();
  await expect(modal.getByTestId('bap-tanda-tangan')).toBeChecked();
  await modal.getByTestId('bap-tanda-tangan-info').hover();
  await expect(page.getByRole('tooltip')).toContainText('Tanda tangan Anda');
  await shot(page, info, '02-modal-laporan-saya');
  await expectAccessibleOnPhone(page, info, '02-modal-laporan-saya');

  const [download] = await Promise.all([page.waitForEvent('download'), modal.getByTestId('bap-submit').click()]);
  expect(download.suggestedFilename()).toMatch(/^BAP - TIF201 .*\.pdf$/);
  await expect(page.getByText('Berhasil mengunduh BAP')).toBeVisible();
  const text = await teksPdf(download);
  expect(text).toContain('BERITA ACARA PERKULIAHAN');
  expect(text).toContain('TIF201');
  const kode = /Kode verifikasi BAP ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
  expect(kode).toBeTruthy();
  const pengajar = await apiAs<{ nama: string }>(page, '/v2/user_info');
  expect(text).toContain(pengajar.body.data.nama);

  // Anyone holding the printed copy: a fresh browser without a session.
  const tamu = await browser.newContext({ baseURL: info.project.use.baseURL });
  const publik = await tamu.newPage();
  await publik.goto(`/verifikasi-bap/${kode}`);
  await expect(publik.getByTestId('verifikasi-status')).toContainText('Dokumen asli dan merupakan versi terbaru');
  await expect(publik.getByTestId('verifikasi-hasil')).toContainText('TIF201');
  await expect(publik.getByTestId('verifikasi-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await shot(publik, info, '03-verifikasi-asli');
  await expectAccessibleOnPhone(publik, info, '03-verifikasi-asli');

  await publik.getByTestId('verifikasi-kode').fill('ABCD-EFGH-JKMN');
  await publik.getByTestId('verifikasi-periksa').click();
  await expect(publik.getByTestId('verifikasi-ditolak')).toContainText('tidak dikenal');
  await shot(publik, info, '04-verifikasi-palsu');
  await tamu.close();
});

test('an operator downloads the period zip of one study programme, built by a job with progress', async ({ page }, info) => {
  await login(page, ACCOUNTS.operator);
  const prodi = await apiAs<{ idProdi: number; nama: string }[]>(page, '/v1/prodi_ref?itemsPerPage=999999');
  const ti = prodi.body.data.find((p) => p.nama === 'Teknik Informatika')!;
  await page.goto(`/kelas?id_prodi_mata_kuliah=${ti.idProdi}`);
  await expect(page.getByTestId('kelas-row').first()).toBeVisible();
  const total = (await apiAs<unknown[]>(page, `/v2/lms/kelas_kuliah?periode=20261&id_prodi_mata_kuliah=${ti.idProdi}&per_page=1`)).body.meta!.total_items;

  await page.getByTestId('kelas-unduh-semua-bap').click();
  const modal = page.getByTestId('modal-bap');
  await expect(modal).toContainText('Semua kelas periode');
  await expect(modal.getByTestId('bap-laporan-saya')).toHaveCount(0);
  await modal.getByTestId('bap-laporan-detail').uncheck();
  await shot(page, info, '05-modal-unduh-semua');
  await modal.getByTestId('bap-submit').click();
  const unduh = modal.getByTestId('bap-unduh-zip');
  await expect(unduh).toBeVisible({ timeout: 120_000 });
  await expect(unduh).toContainText(`BAP - 20261.zip (${total} kelas)`);
  await shot(page, info, '06-zip-siap');
  const [download] = await Promise.all([page.waitForEvent('download'), unduh.click()]);
  expect(download.suggestedFilename()).toBe('BAP - 20261.zip');
  const zip = fs.readFileSync(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(zip.readUInt16LE(end + 10)).toBe(total);

  // The same buttons on the class table row and the class page open the single-class modal with the lecturer list.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('modal-bap')).toHaveCount(0);
  await page.getByTestId('kelas-unduh-bap').first().click();
  await expect(page.getByTestId('bap-pengajar-utama')).toBeVisible();
  await shot(page, info, '07-modal-operator-pengajar');
  await page.keyboard.press('Escape');

  await page.getByTestId('pengaturan-bap').click();
  const pengaturan = page.getByTestId('modal-pengaturan-bap');
  await pickOption(page, pengaturan.getByTestId('penandatangan-prodi'), /Teknik Informatika/);
  await expect(pengaturan.getByTestId('penandatangan-nama')).not.toHaveValue('');
  await expect(pengaturan.getByTestId('tanda-tangan-tersimpan')).toBeVisible();
  await shot(page, info, '08-penandatangan-prodi');
  await pengaturan.getByTestId('tab-template').click();
  await expect(pengaturan.getByTestId('template-isi')).toHaveValue(/BERITA ACARA PERKULIAHAN/);
  await shot(page, info, '09-template-bap');
});
