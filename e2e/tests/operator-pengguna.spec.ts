import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';
import { PHONE } from '../support/a11y';

const BARU = { username: 'op.baca.e2e', password: 'RahasiaBaca123' };
const DESKTOP = { width: 1280, height: 800 };
/** A list's first answer on a busy machine (the embedded database serves one query at a time). */
const MUAT = { timeout: 30_000 };

async function logout(page: Page) {
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-menu-dropdown').getByText('Logout').click();
  await expect(page).toHaveURL(/\/$/);
}

/** A write the signed-in user tries through the API, with the tokens the web client keeps. */
async function tulisLewatApi(page: Page, method: string, path: string, body: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
      const cfg = JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null');
      const res = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens?.access_token}`, 'college-id': String(cfg?.college_id), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

test('an operator creates a read-only operator and signs in as them', async ({ page }, info) => {
  // Fourteen page states, each checked by axe.
  test.setTimeout(360_000);
  // --- the operator with full rights -------------------------------------------------------------------------
  await login(page, ACCOUNTS.operator);
  await page.getByTestId('side-menu').getByText('Data Master', { exact: true }).click();
  await page.getByTestId('side-menu').getByText('Pengguna', { exact: true }).click();
  await expect(page).toHaveURL(/\/pengguna$/);
  await expect(page.getByTestId('pengguna-row').first()).toBeVisible(MUAT);
  await shot(page, info, '01-pengguna-mahasiswa');

  await page.getByTestId('tab-operator').click();
  await expect(page).toHaveURL(/peran=operator/);
  await expect(page.getByTestId('pengguna-row').filter({ hasText: 'operator.laporan' })).toBeVisible();
  await shot(page, info, '02-pengguna-operator');

  // Bad input is named on its field before anything is sent.
  await page.getByTestId('pengguna-tambah').click();
  const form = page.getByTestId('pengguna-form');
  await form.getByTestId('field-username').fill(BARU.username);
  await form.getByTestId('field-nama').fill('Operator Baca Saja');
  await form.getByTestId('field-telepon').fill('81234');
  await form.getByTestId('field-email').fill('baca@unm');
  await form.getByTestId('field-password').fill(BARU.password);
  await page.getByTestId('pengguna-simpan').click();
  await expect(form.getByText(/harus diawali 0/)).toBeVisible();
  await expect(form.getByText('format email tidak valid')).toBeVisible();
  await shot(page, info, '03-tambah-operator-ditolak');

  await form.getByTestId('field-telepon').fill('081234567801');
  await form.getByTestId('field-email').fill('baca@unm.ac.id');
  await page.getByTestId('pengguna-simpan').click();

  // The access form follows for the new operator: read on Data Master and Data Sistem only.
  const akses = page.getByTestId('akses-form');
  await expect(akses.getByTestId('akses-operator-id')).toHaveText(BARU.username);
  await expect(akses.getByTestId('akses-bantuan').getByText('Tulis')).toHaveCount(0);
  await akses.getByTestId('akses-data_master').getByText('Baca').click();
  await akses.getByTestId('akses-data_sistem').getByText('Baca').click();
  await shot(page, info, '04-hak-akses-operator-baru');
  await page.getByTestId('akses-simpan').click();
  await expect(page.getByText('Hak akses operator berhasil disimpan').first()).toBeVisible(MUAT);
  const baris = page.getByTestId('pengguna-row').filter({ hasText: BARU.username });
  await expect(baris).toContainText('Baca 2 area');
  await expect(baris).toContainText('Aktif');
  await shot(page, info, '05-operator-baru-tersimpan');

  // The operator's own right to manage access cannot be taken away by themselves.
  await page.locator('[data-testid="pengguna-row"][data-username="operator"]').getByTestId('pengguna-aksi').click();
  await page.getByTestId('aksi-akses').click();
  await page.getByTestId('akses-data_master').getByText('Baca').click();
  await expect(page.getByTestId('akses-peringatan')).toContainText('milik Anda sendiri');
  await expect(page.getByTestId('akses-simpan')).toBeDisabled();
  await shot(page, info, '06-hak-akses-diri-sendiri');
  await page.getByTestId('akses-form').getByRole('button', { name: 'Batal' }).click();

  // The phone layout: cards instead of the table.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('pengguna-card').first()).toBeVisible(MUAT);
  await shot(page, info, '07-pengguna-ponsel');
  await page.setViewportSize(DESKTOP);
  await logout(page);

  // --- the new operator signs in: read-only ------------------------------------------------------------------
  await login(page, BARU);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Data Sistem', { exact: true })).toBeVisible();
  await expect(menu.getByText('Konfigurasi', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Kelas', { exact: true })).toHaveCount(0);
  await shot(page, info, '08-beranda-operator-baca');

  await page.goto('/pengguna?peran=operator');
  await expect(page.getByTestId('pengguna-row').first()).toBeVisible(MUAT);
  await expect(page.getByTestId('pengguna-tambah')).toHaveCount(0);
  await expect(page.getByTestId('pengguna-impor')).toHaveCount(0);
  await page.getByTestId('pengguna-row').filter({ hasText: BARU.username }).getByTestId('pengguna-aksi').click();
  await expect(page.getByTestId('aksi-ubah')).toHaveCount(0);
  await expect(page.getByTestId('aksi-status')).toHaveCount(0);
  await page.getByTestId('aksi-akses').click();
  await expect(page.getByTestId('akses-tabel')).toBeVisible();
  await expect(page.getByTestId('akses-simpan')).toHaveCount(0);
  await shot(page, info, '09-pengguna-baca-saja');
  await page.getByTestId('akses-form').getByRole('button', { name: 'Tutup' }).click();

  // The API refuses writes the screen does not offer.
  const tambah = await tulisLewatApi(page, 'POST', '/v2/lms/pengguna', { role: 'operator', username: 'tidak.boleh', nama: 'X', password: 'rahasia123' });
  expect(tambah.status).toBe(403);
  const diriSendiri = await apiAs<{ id: number }>(page, '/v2/user_info');
  const naik = await tulisLewatApi(page, 'PUT', `/v1/operator/${diriSendiri.body.data.id}`, { is_active: true, hakAkses: { data_master: 'write' } });
  expect(naik.status).toBe(403);

  await page.goto('/profil-pt');
  await expect(page.getByTestId('profil-pt-nama')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('profil-pt-simpan')).toHaveCount(0);
  await expect(page.getByTestId('profil-pt-buka-sikad')).toBeEnabled();
  await shot(page, info, '10-profil-pt-baca-saja');

  await page.goto('/data-sistem');
  await expect(page.getByTestId('ds-row').first()).toBeVisible(MUAT);
  await expect(page.getByTestId('ds-tambah')).toHaveCount(0);
  await expect(page.getByTestId('ds-aksi')).toHaveCount(0);
  await shot(page, info, '11-data-sistem-baca-saja');
  await page.getByTestId('ds-tab-button-jenis_presensi').click();
  await expect(page.getByTestId('ds-row')).toHaveCount(2);
  await shot(page, info, '12-jenis-presensi-baca-saja');
  const hapus = await tulisLewatApi(page, 'PUT', '/v2/lms/data_sistem/jenis_presensi/izin', { nama: 'Izin', is_active: false });
  expect(hapus.status).toBe(403);

  // An area without read is a 404 page, as the spec prescribes.
  await page.goto('/konfigurasi');
  await expect(page.getByText('Uppss!!! Alamat yang Anda tuju tidak ditemukan')).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto('/data-sistem');
  await expect(page.getByTestId('ds-card').first()).toBeVisible(MUAT);
  await shot(page, info, '13-data-sistem-ponsel');
  await page.goto('/profil-pt');
  await expect(page.getByTestId('profil-pt-form')).toBeVisible();
  await shot(page, info, '14-profil-pt-ponsel');
  await page.setViewportSize(DESKTOP);

  const me = await apiAs<{ permission_key: string; akses: string }[]>(page, '/v2/lms/access_control/me');
  expect(Object.fromEntries(me.body.data.map((a) => [a.permission_key, a.akses]))).toMatchObject({ data_master: 'read', data_sistem: 'read', kelas_kuliah: 'no_access' });
});

test('an operator with write keeps system data and the institution profile', async ({ page }, info) => {
  test.setTimeout(240_000);
  await login(page, ACCOUNTS.operator);
  await page.goto('/data-sistem?tab=ruangan');
  await expect(page.getByTestId('ds-row').first()).toBeVisible(MUAT);
  await page.getByTestId('ds-tambah').click();
  const form = page.getByTestId('ds-form');
  await form.getByTestId('ds-field-kode').fill('E2E-01');
  await form.getByTestId('ds-field-nama').fill('Ruang Uji Jalur');
  await form.getByTestId('ds-field-kapasitas').fill('0');
  await page.getByTestId('ds-simpan').click();
  await expect(form.getByText('minimal 1')).toBeVisible();
  await shot(page, info, '01-ruangan-ditolak');
  await form.getByTestId('ds-field-kapasitas').fill('30');
  await page.getByTestId('ds-simpan').click();
  await expect(page.getByText('Ruangan berhasil ditambahkan').first()).toBeVisible(MUAT);
  await page.getByTestId('ds-search').fill('E2E-01');
  await expect(page.getByTestId('ds-row')).toHaveCount(1);
  await shot(page, info, '02-ruangan-ditambah');

  // A campus classes use cannot be deleted.
  await page.getByTestId('ds-tab-button-kampus').click();
  await page.getByTestId('ds-row').filter({ hasText: 'Kampus Utama Kebayoran' }).getByTestId('ds-aksi').click();
  await page.getByTestId('ds-hapus').click();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText(/tidak dapat dihapus karena masih dipakai oleh \d+ kelas kuliah/).first()).toBeVisible(MUAT);
  await shot(page, info, '03-kampus-dipakai');

  await page.goto('/profil-pt');
  await page.getByTestId('profil-pt-telepon').fill('021-7250011');
  await page.getByTestId('profil-pt-simpan').click();
  await expect(page.getByText(/harus diawali 0/)).toBeVisible();
  await shot(page, info, '04-profil-pt-ditolak');
  await page.getByTestId('profil-pt-telepon').fill('0217250012');
  await page.getByTestId('profil-pt-simpan').click();
  await expect(page.getByText('Profil perguruan tinggi berhasil disimpan').first()).toBeVisible(MUAT);
  const sistem = await apiAs<{ telepon: string }>(page, '/v1/sistem');
  expect(sistem.body.data.telepon).toBe('0217250012');
  await shot(page, info, '05-profil-pt-disimpan');

  await page.goto('/mata-kuliah');
  await page.getByTestId('makul-row').first().getByTestId('makul-ubah').click();
  await expect(page.getByTestId('makul-form')).toBeVisible();
  await shot(page, info, '06-ubah-mata-kuliah');
});
