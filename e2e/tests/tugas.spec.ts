import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Kelas = { id_kelas_kuliah: string; kelas_kuliah: { mata_kuliah: { kode: string }; kelas: { nama: string } } };
type Meeting = { id: number; nomor: number; status: string };
type Peserta = { id_mahasiswa: number; nama: string; nim: string; kelompok: { id: number; nama: string } | null };
type Kelompok = { id: number; nama: string; anggota: { id_mahasiswa: number; jabatan: string; mahasiswa: { nama: string; nim: string } }[] };
type Saya = { pengumpulan: { files: { url: string }[] } | null };

const MIN = 60_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Wall-clock date and time of an instant in Asia/Jakarta (the demo campus's zone). */
function wib(ms: number) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return { tanggal: `${p.day}/${p.month}/${p.year}`, jam: `${p.hour}:${p.minute}` };
}

async function kelasTujuan(page: Page) {
  // TIF201 A: taught by `dosen`, led by `mahasiswa` (its class leader).
  // Found through the demo tasks of the class (the task list names each task's class).
  const tugas = await apiAs<Kelas[]>(page, '/v2/lms/tugas?search=TIF201&periode=20261&ignore_default_pagination=true');
  const t = tugas.body.data.find((x) => x.kelas_kuliah.mata_kuliah.kode === 'TIF201' && x.kelas_kuliah.kelas.nama === 'A');
  expect(t, 'TIF201 A in the demo').toBeTruthy();
  const k = { id: t!.id_kelas_kuliah };
  const meetings = await apiAs<Meeting[]>(page, `/v2/lms/kelas_kuliah/${k.id}/pertemuan`);
  const started = meetings.body.data.filter((m) => m.status !== 'belum_dimulai');
  return { idKelas: k.id, meeting: started[started.length - 1] ?? meetings.body.data[0]! };
}

test('a group task: random groups, a hand-in for the group, a new leader, grading, publishing, privacy', async ({ page, browser }, info) => {
  test.setTimeout(600_000);
  const judul = `Proyek Kelompok E2E ${Date.now() % 100_000}`;

  // --- the lecturer creates a group task on the meeting page
  await login(page, ACCOUNTS.dosen);
  const { idKelas, meeting } = await kelasTujuan(page);
  await page.goto(`/kelas/${idKelas}/${meeting.id}`);
  const section = page.getByTestId('tugas-section');
  await expect(section).toBeVisible();
  await shot(page, info, '01-dosen-pertemuan-tugas');
  await section.getByTestId('tugas-tambah').click();
  const form = page.getByTestId('tugas-form');
  await form.getByTestId('tugas-simpan').click();
  await expect(page.getByText('Judul wajib diisi').first()).toBeVisible();
  await form.getByTestId('tugas-judul-input').fill(judul);
  await form.getByTestId('tugas-jenis-input').getByText('Kelompok').click();
  const mulai = wib(Date.now() - 10 * MIN);
  const tanggal = form.getByTestId('tugas-tanggal-mulai');
  await tanggal.fill(mulai.tanggal);
  // Enter would submit the form; leaving the field parses the typed date.
  await form.getByTestId('tugas-jam-mulai').fill(mulai.jam);
  await expect(tanggal).toHaveValue(mulai.tanggal);
  await form.getByTestId('tugas-syarat-hadir').check();
  await shot(page, info, '02-form-tugas');
  await form.getByTestId('tugas-simpan').click();
  await expect(page.getByText('Berhasil menambahkan tugas')).toBeVisible();
  const card = section.getByTestId('tugas-card').filter({ hasText: judul });
  await expect(card.getByTestId('tugas-status')).toHaveText('Sedang Berlangsung');
  await shot(page, info, '03-tugas-dibuat');

  // --- random groups of four
  await card.getByTestId('tugas-card-judul').click();
  await expect(page).toHaveURL(new RegExp(`/kelas/.+/tugas/\\d+$`));
  const idTugas = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('tugas-tab-kelompok').click();
  await page.getByTestId('kelompok-acak').click();
  await page.getByTestId('kelompok-acak-ukuran').fill('4');
  await page.getByTestId('kelompok-acak-simpan').click();
  await expect(page.getByText('Berhasil membuat kelompok secara acak')).toBeVisible();
  await expect(page.getByTestId('kelompok-card').first()).toBeVisible();
  await shot(page, info, '04-kelompok-acak');

  const groups = (await apiAs<Kelompok[]>(page, `/v2/lms/tugas/${idTugas}/kelompok`)).body.data;
  const peserta = (await apiAs<Peserta[]>(page, `/v2/lms/tugas/${idTugas}/peserta`)).body.data;
  const demo = groups.find((g) => g.anggota.some((a) => a.mahasiswa.nama === 'Siti Nurhaliza'))!;
  expect(demo, 'the demo student is in a group').toBeTruthy();
  const other = groups.find((g) => g.id !== demo.id && g.anggota.length >= 2)!;

  // --- the demo student hands in for the group (text and a PDF)
  const student = await (await browser.newContext()).newPage();
  await login(student, ACCOUNTS.mahasiswa);
  await student.goto(`/kelas/${idKelas}/tugas/${idTugas}?tab=kelompok`);
  const myCard = student.getByTestId('kelompok-card');
  await expect(myCard).toHaveCount(1, { timeout: 30_000 });
  await expect(myCard.getByTestId('kelompok-anggota-menu')).toHaveCount(0);
  await expect(myCard.getByTestId('group-chat-button')).toBeVisible();
  await shot(student, info, '05-mahasiswa-kelompok');
  await student.getByTestId('tugas-tab-submission').click();
  await student.getByTestId('pengumpulan-teks').locator('textarea').first().fill('Rancangan kelompok kami terlampir.');
  await student.getByTestId('pengumpulan-file-input').setInputFiles({ name: 'rancangan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await shot(student, info, '06-mahasiswa-form-kumpul');
  await student.getByTestId('pengumpulan-kirim').click();
  await expect(student.getByText('Berhasil mengumpulkan tugas')).toBeVisible();
  await expect(student.getByTestId('pengumpulan-saya')).toContainText('rancangan.pdf');
  await expect(student.getByTestId('pengumpulan-status').first()).toHaveText('Tepat Waktu');
  await student.setViewportSize(PHONE);
  await shot(student, info, '07-mahasiswa-terkumpul-ponsel');
  await student.setViewportSize(DESKTOP);
  const fileUrl = (await apiAs<Saya>(student, `/v2/lms/tugas/${idTugas}/pengumpulan/me`)).body.data.pengumpulan!.files[0]!.url.replace(/^\/api/, '');

  // --- the lecturer changes the leader of another group and removes the old leader
  await page.reload();
  await page.getByTestId('tugas-tab-kelompok').click();
  const oCard = page.getByTestId('kelompok-card').filter({ has: page.getByTestId('kelompok-nama').getByText(other.nama, { exact: true }) });
  const oldLeader = other.anggota.find((a) => a.jabatan === 'ketua')!;
  const next = other.anggota.find((a) => a.jabatan !== 'ketua')!;
  await oCard.locator(`[data-nim="${next.mahasiswa.nim}"]`).getByTestId('kelompok-anggota-menu').click();
  await page.getByTestId('kelompok-jadikan-ketua').click();
  await expect(page.getByText('Berhasil mengubah ketua kelompok')).toBeVisible();
  await expect(oCard.locator(`[data-nim="${next.mahasiswa.nim}"]`).getByTestId('kelompok-ketua')).toBeVisible();
  await oCard.locator(`[data-nim="${oldLeader.mahasiswa.nim}"]`).getByTestId('kelompok-anggota-menu').click();
  await page.getByTestId('kelompok-hapus-anggota').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.getByText('Berhasil menghapus anggota kelompok')).toBeVisible();
  await expect(oCard.locator(`[data-nim="${oldLeader.mahasiswa.nim}"]`)).toHaveCount(0);
  await expect(page.getByTestId('kelompok-tanpa')).toContainText(oldLeader.mahasiswa.nama);
  await shot(page, info, '08-ketua-diganti');

  // --- grading: a group score, then publishing; the zip of everything
  await page.goto(`/kelas/${idKelas}/tugas/${idTugas}/penilaian`);
  const nimDemo = demo.anggota.find((a) => a.mahasiswa.nama === 'Siti Nurhaliza')!.mahasiswa.nim;
  const row = page.locator(`[data-testid="penilaian-row"][data-nim="${nimDemo}"]`);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('pengumpulan-status')).toHaveText('Tepat Waktu', { timeout: 30_000 });
  await shot(page, info, '09-penilaian');
  const nimsDemo = demo.anggota.map((a) => a.mahasiswa.nim);
  const groupRows = page.locator(nimsDemo.map((n) => `[data-testid="penilaian-row"][data-nim="${n}"]`).join(', '));
  await groupRows.getByTestId('penilaian-nilai-kelompok').first().click();
  await expect(page.getByTestId('nilai-files')).toContainText('rancangan.pdf');
  await page.getByTestId('nilai-input').fill('85,5');
  await page.getByTestId('nilai-komentar').fill('Rancangan lengkap dan rapi.');
  await shot(page, info, '10-nilai-kelompok');
  await page.getByTestId('nilai-simpan').click();
  await expect(page.getByText('Berhasil update nilai')).toBeVisible();
  await expect(row.getByTestId('penilaian-nilai-sel')).toHaveText('85,50');
  await page.getByTestId('penilaian-publish').click();
  await expect(page.getByText('Berhasil publish nilai')).toBeVisible();
  await page.getByTestId('unduh-semua-mulai').click();
  await expect(page.getByTestId('unduh-semua-file')).toBeVisible({ timeout: 60_000 });
  await shot(page, info, '11-dinilai-dipublish');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('penilaian-card').first()).toBeVisible();
  await shot(page, info, '12-penilaian-ponsel');
  await page.setViewportSize(DESKTOP);

  // --- a student of another group sees nothing of it
  // Students of other groups (their usernames are their NIMs); the first whose account is active.
  const kandidat = peserta.filter((p) => p.kelompok && p.kelompok.id !== demo.id && p.nim !== oldLeader.mahasiswa.nim).map((p) => p.nim);
  const nimLuar = await page.evaluate(async (nims) => {
    const cfg = JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null');
    for (const nim of nims) {
      const res = await fetch('/api/v2/access_token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'college-id': String(cfg?.college_id) },
        body: JSON.stringify({ username: nim, password: 'mahasiswa123' }),
      });
      if (res.ok) return nim;
    }
    return null;
  }, kandidat);
  expect(nimLuar, 'an active student of another group').toBeTruthy();
  const lain = await (await browser.newContext()).newPage();
  await login(lain, { username: nimLuar!, password: 'mahasiswa123' });
  await lain.goto(`/kelas/${idKelas}/tugas/${idTugas}?tab=submission`);
  await expect(lain.getByText('Kelompok Anda belum mengumpulkan tugas ini.')).toBeVisible({ timeout: 30_000 });
  expect((await apiAs(lain, fileUrl)).status).toBe(403);
  await shot(lain, info, '13-kelompok-lain');

  // --- the demo student sees the published score
  const me = await apiAs<{ nilai: unknown }>(student, `/v2/lms/tugas/${idTugas}/pengumpulan/me`);
  expect(me.body.data.nilai).toEqual({ nilai: 85.5, komentar: 'Rancangan lengkap dan rapi.' });
  await student.goto(`/kelas/${idKelas}/tugas/${idTugas}?tab=submission`);
  await expect(student.getByTestId('pengumpulan-panel')).toBeVisible({ timeout: 30_000 });
  await student.screenshot({ path: info.outputPath('14a-mahasiswa-sebelum-nilai.png'), fullPage: true });
  await expect(student.getByTestId('pengumpulan-nilai')).toContainText('Nilai: 85,50 / 100');
  await expect(student.getByTestId('pengumpulan-nilai')).toContainText('Rancangan lengkap dan rapi.');
  await shot(student, info, '14-mahasiswa-nilai');
  await student.goto(`/tugas?search=${encodeURIComponent(judul)}`);
  await expect(student.getByTestId('tugas-card').filter({ hasText: judul }).getByTestId('tugas-card-nilai')).toContainText('85,50', { timeout: 30_000 });
  await shot(student, info, '15-daftar-tugas-mahasiswa');
});
