import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot, pickOption } from '../support/journey';

/** Writes an .xlsx with the given header row and data rows. */
async function xlsx(file: string, header: string[], rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  await wb.xlsx.writeFile(file);
}

test('an operator imports study programmes from a spreadsheet; a bad file is rejected whole with reasons', async ({ page }, info) => {
  await login(page, ACCOUNTS.operator);
  await page.goto('/mata-kuliah');
  await expect(page.getByTestId('makul-row').first()).toBeVisible();

  // The template comes from the server.
  await page.getByTestId('import-buka').click();
  await pickOption(page, page.getByTestId('import-jenis'), 'Program Studi');
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  const good = info.outputPath('prodi-baik.xlsx');
  await xlsx(good, ['kode', 'nama', 'jenjang', 'penandatangan'], [
    ['E2E01', 'Program Studi Uji Sains Data', 'S1', 'Dr. Uji Coba, M.Kom.'],
    ['E2E02', 'Program Studi Uji Bisnis Digital', 'S1', ''],
  ]);
  await page.getByTestId('import-file').setInputFiles(good);
  await page.getByTestId('import-proses').click();
  await expect(page.getByTestId('import-hasil')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('import-hasil-judul')).toContainText('Impor Berhasil');
  await shot(page, info, '01-import-berhasil');
  const ref = await apiAs<{ nama: string }[]>(page, '/v1/prodi_ref?itemsPerPage=999999');
  const names = ref.body.data.map((p) => p.nama);
  expect(names).toEqual(expect.arrayContaining(['Program Studi Uji Sains Data', 'Program Studi Uji Bisnis Digital']));

  // One bad row (unknown level) rejects the whole file: the valid row is not applied either.
  await page.getByTestId('import-ulang').click();
  const bad = info.outputPath('prodi-buruk.xlsx');
  await xlsx(bad, ['kode', 'nama', 'jenjang'], [
    ['E2E03', 'Program Studi Tidak Boleh Masuk', 'S1'],
    ['E2E04', 'Program Studi Jenjang Salah', 'SMA'],
  ]);
  await page.getByTestId('import-file').setInputFiles(bad);
  await page.getByTestId('import-proses').click();
  await expect(page.getByTestId('import-hasil')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('import-hasil-judul')).toContainText('Impor Gagal');
  await expect(page.getByTestId('import-errors')).toContainText('jenjang');
  await shot(page, info, '02-import-gagal');
  const after = await apiAs<{ nama: string }[]>(page, '/v1/prodi_ref?itemsPerPage=999999');
  expect(after.body.data.map((p) => p.nama)).not.toContain('Program Studi Tidak Boleh Masuk');
  const report = page.waitForEvent('download');
  await page.getByTestId('import-laporan').click();
  const path = await (await report).path();
  expect(fs.statSync(path!).size).toBeGreaterThan(0);
});
