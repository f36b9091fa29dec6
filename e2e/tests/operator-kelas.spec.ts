import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessibleOnPhone, PHONE } from '../support/a11y';
import { ACCOUNTS, apiAs, login, pickOption, shot } from '../support/journey';

const BANNER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/banner.png');

type Kelas = { id: string; periode: number; mata_kuliah: { nama: string; prodi: { nama: string } | null } };

test('operator filters classes by period and study programme, pages through, opens a class, changes banner and leader', async ({ page }, info) => {
  await login(page, ACCOUNTS.operator);
  await page.goto('/kelas');
  const rows = page.getByTestId('kelas-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(5); // default page size
  await shot(page, info, '01-kelas-list');

  // At 1280 px every column can be reached: scrolled into view, each header is what is drawn at its centre
  // (nothing pinned over it), and the table's scroll region is keyboard-focusable.
  const table = page.getByTestId('kelas-table');
  for (const name of ['No', 'Periode', 'Mata Kuliah', 'Kelas', 'Pengajar', 'SKS', 'Peserta', 'Pertemuan', 'Prodi Matkul', 'Prodi Kelas', 'Aksi']) {
    const th = table.getByRole('columnheader', { name, exact: true });
    await th.scrollIntoViewIfNeeded();
    const onTop = await th.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(onTop, `column ${name} is not covered`).toBe(true);
  }
  await expect(page.getByTestId('table-scroll')).toHaveAttribute('tabindex', '0');

  // Under 768 px cards replace the table, and the status badge shows its whole label.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('kelas-table')).toBeHidden();
  const badges = page.getByTestId('status-kelas');
  await expect(badges.first()).toBeVisible();
  for (const b of await badges.all()) {
    const cut = await b.evaluate((el) => {
      const label = el.querySelector('.mantine-Badge-label') ?? el;
      return label.scrollWidth > label.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1;
    });
    expect(cut, `badge '${await b.textContent()}' is cut`).toBe(false);
  }
  await expectAccessibleOnPhone(page, info, '01-kelas-list');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Page 2 shows the next five classes.
  const firstPage = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  await expect.poll(async () => (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))))[0]).not.toBe(firstPage[0]);
  const secondPage = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
  await shot(page, info, '02-kelas-page-2');

  // Filter: previous period + the study programme of one of its classes.
  const previous = await apiAs<Kelas[]>(page, '/v2/lms/kelas_kuliah?periode=20252&ignore_default_pagination=true');
  const prodi = previous.body.data.find((k) => k.mata_kuliah.prodi)!.mata_kuliah.prodi!.nama;
  const expected = previous.body.data.filter((k) => k.mata_kuliah.prodi?.nama === prodi).map((k) => k.id);
  await page.getByTestId('kelas-filter-button').click();
  await pickOption(page, page.getByTestId('filter-periode'), '2025/2026 Genap');
  await pickOption(page, page.getByTestId('filter-prodi-mata-kuliah'), new RegExp(prodi));
  await page.keyboard.press('Escape');
  await shot(page, info, '03-kelas-filter');
  await page.getByTestId('filter-apply').click();
  await expect(rows).toHaveCount(Math.min(5, expected.length));
  const filtered = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  for (const id of filtered) expect(expected).toContain(id);
  await expect(page.getByTestId('pagination-row')).toContainText(`Total ${expected.length} data`);
  await shot(page, info, '04-kelas-filtered');

  // The filters live in the URL: a plain /kelas is the default view again. Open a current class.
  expect(page.url()).toContain('periode=20252');
  await page.goto('/kelas');
  await expect(rows.first()).toBeVisible();
  const kelasId = (await rows.first().getAttribute('data-id'))!;
  await rows.first().getByTestId('kelas-lihat').click();
  await expect(page).toHaveURL(new RegExp(`/kelas/${kelasId}$`));
  await expect(page.getByTestId('kelas-detail-header')).toBeVisible();
  await expect(page.getByTestId('meeting-nav-item').first()).toBeVisible();
  await shot(page, info, '05-kelas-detail');

  // Banner upload. The modals keep the focus inside until closed.
  await page.getByTestId('open-pengaturan-kelas').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await shot(page, info, '05b-modal-pengaturan');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.getByTestId('open-ubah-profil-kelas').click();
  await page.getByTestId('banner-upload-input').setInputFiles(BANNER);
  await page.getByTestId('ubah-profil-kelas-submit').click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: /berhasil/i }).first()).toBeVisible();
  await expect.poll(async () => (await apiAs<{ banner_url: string | null }>(page, `/v2/lms/kelas_kuliah/${kelasId}`)).body.data.banner_url).not.toBeNull();
  await expect(page.getByTestId('kelas-banner')).toHaveAttribute('src', /^blob:/);
  await shot(page, info, '06-kelas-banner');

  // Class leader: make another participant 'Ketua Kelas'.
  const peserta = await apiAs<{ nim: string; nama: string; jabatan: string }[]>(page, `/v2/lms/kelas_kuliah/${kelasId}/peserta?ignore_default_pagination=true`);
  const baru = peserta.body.data.find((p) => p.jabatan !== 'ketua_kelas')!;
  await page.keyboard.press('Escape');
  await page.getByTestId('open-pengaturan-kelas').click();
  await page.getByTestId('open-ubah-ketua-kelas').click();
  await page.getByTestId('ketua-search').fill(baru.nim);
  await expect(page.getByTestId('ketua-row')).toHaveCount(1);
  await pickOption(page, page.getByTestId(`ketua-select-${baru.nim}`), 'Ketua Kelas');
  await page.getByTestId('ubah-ketua-submit').click();
  await expect.poll(async () => (await apiAs<{ ketua_kelas: { nim: string } | null }>(page, `/v2/lms/kelas_kuliah/${kelasId}`)).body.data.ketua_kelas?.nim).toBe(baru.nim);
  const after = await apiAs<{ nim: string; jabatan: string }[]>(page, `/v2/lms/kelas_kuliah/${kelasId}/peserta?ignore_default_pagination=true`);
  expect(after.body.data.filter((p) => p.jabatan === 'ketua_kelas').map((p) => p.nim)).toEqual([baru.nim]);
  await shot(page, info, '07-kelas-ketua');
});
