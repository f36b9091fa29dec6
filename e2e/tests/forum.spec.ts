import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiAs, login, shot } from '../support/journey';

type Meeting = { id: number; nomor: number; status: string };
type Forum = { id: number; judul: string; id_kelas_kuliah: string; id_group_chat: string; id_forum_chat: string };

const MIN = 60_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Waits for a page's first data on a busy machine (the meeting page loads every activity kind). */
const MUAT = { timeout: 30_000 };

/** Wall-clock date and time of an instant in Asia/Jakarta (the demo campus's zone). */
function wib(ms: number) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return { tanggal: `${p.day}/${p.month}/${p.year}`, jam: `${p.hour}:${p.minute}` };
}

/** TIF201 A: taught by `dosen`, taken by `mahasiswa` (found through its demo forums); its latest started meeting. */
async function pertemuanTujuan(page: Page) {
  const forums = await apiAs<(Forum & { kelas_kuliah: { mata_kuliah: { kode: string }; kelas: { nama: string } } })[]>(page, '/v2/lms/forum?ignore_default_pagination=true');
  const f = forums.body.data.find((x) => x.kelas_kuliah.mata_kuliah.kode === 'TIF201' && x.kelas_kuliah.kelas.nama === 'A');
  expect(f, 'TIF201 A with its demo forums').toBeTruthy();
  const idKelas = f!.id_kelas_kuliah;
  const meetings = await apiAs<Meeting[]>(page, `/v2/lms/kelas_kuliah/${idKelas}/pertemuan`);
  const started = meetings.body.data.filter((m) => m.status !== 'belum_dimulai');
  return { idKelas, meeting: started.at(-1) ?? meetings.body.data[0]! };
}

/** Another participant of the class who can sign in (students sign in with their NIM). */
async function pesertaLain(page: Page, idKelas: string): Promise<string> {
  const peserta = await apiAs<{ nim: string }[]>(page, `/v2/lms/kelas_kuliah/${idKelas}/peserta/nim_nama`);
  const me = await apiAs<{ username: string }>(page, '/v2/user_info');
  const nims = peserta.body.data.map((p) => p.nim);
  const nim = await page.evaluate(
    async ({ nims, skip }) => {
      const cfg = JSON.parse(sessionStorage.getItem('lms.frontend-config') ?? 'null');
      for (const n of nims) {
        if (n === skip) continue;
        const r = await fetch('/api/v2/access_token', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'college-id': String(cfg?.college_id) },
          body: JSON.stringify({ username: n, password: 'mahasiswa123' }),
        });
        if (r.ok) return n;
      }
      return null;
    },
    { nims, skip: me.body.data.username },
  );
  expect(nim, 'an active classmate').toBeTruthy();
  return nim!;
}

test('a lecturer opens a forum; two students discuss live; the keaktifan page shows who reached the minimum', async ({ page, browser }, info) => {
  // Three signed-in users and a dozen checked screens: more than the default budget on a small machine.
  test.slow();
  const judul = `Diskusi E2E ${Date.now() % 100_000}`;

  // --- the lecturer opens a forum on the meeting page
  await login(page, ACCOUNTS.dosen);
  const { idKelas, meeting } = await pertemuanTujuan(page);
  const url = `/kelas/${idKelas}/${meeting.id}`;
  await page.goto(url);
  const section = page.getByTestId('forum-section');
  await expect(section).toBeVisible(MUAT);
  await shot(page, info, '01-dosen-pertemuan-forum');
  await section.getByTestId('forum-tambah').click();
  const form = page.getByTestId('forum-form');
  await form.getByTestId('forum-simpan').click();
  await expect(form.getByText('Judul Forum wajib diisi')).toBeVisible();
  await shot(page, info, '02-form-wajib');

  await form.getByTestId('forum-judul').fill(judul);
  await form.getByTestId('forum-deskripsi-input').fill('Diskusikan kompleksitas quick sort pada data yang sudah terurut.');
  const mulai = wib(Date.now() - 10 * MIN);
  const selesai = wib(Date.now() + 26 * 60 * MIN);
  await form.getByTestId('forum-tanggal-mulai').fill(mulai.tanggal);
  await form.getByTestId('forum-tanggal-mulai').press('Enter');
  await form.getByTestId('forum-jam-mulai').fill(mulai.jam);
  await form.getByTestId('forum-tanggal-selesai').fill(selesai.tanggal);
  await form.getByTestId('forum-tanggal-selesai').press('Enter');
  await form.getByTestId('forum-jam-selesai').fill(selesai.jam);
  await form.getByTestId('forum-minimal-post').fill('2');
  await form.getByTestId('forum-penilaian').check();
  await shot(page, info, '03-form-terisi');
  await form.getByTestId('forum-simpan').click();
  await expect(page.getByText('Berhasil menambahkan forum')).toBeVisible();
  const card = section.getByTestId('forum-card').filter({ hasText: judul });
  await expect(card.getByTestId('forum-card-status')).toHaveText('Sedang Berlangsung');
  await expect(card.getByTestId('forum-card-peserta')).toContainText(/^0\/\d+ Peserta$/);
  await shot(page, info, '04-dosen-forum-dibuat');
  const forums = await apiAs<Forum[]>(page, `/v2/lms/forum?id_pertemuan=${meeting.id}&ignore_default_pagination=true`);
  const forum = forums.body.data.find((f) => f.judul === judul)!;
  const nimB = await pesertaLain(page, idKelas);

  // --- student A opens it from the meeting's forum card
  const a = await (await browser.newContext()).newPage();
  await login(a, ACCOUNTS.mahasiswa);
  await a.goto(url);
  const aCard = a.getByTestId('forum-section').getByTestId('forum-card').filter({ hasText: judul });
  await expect(aCard.getByTestId('forum-card-saya')).toHaveText('Komentar Anda 0/2', MUAT);
  await aCard.getByTestId('forum-card-buka').click();
  await expect(a).toHaveURL(/\/forum\?groupId=.*forumId=FORUM__\d+.*referer=kelas-kuliah/);
  await expect(a.getByTestId('forum-diskusi-judul')).toHaveText(judul, MUAT);
  await expect(a.getByTestId('chat-kosong')).toBeVisible();
  await shot(a, info, '05-mahasiswa-a-forum-kosong');

  // --- student B opens the same discussion
  const b = await (await browser.newContext()).newPage();
  await login(b, { username: nimB, password: 'mahasiswa123' });
  await b.goto(`/forum?groupId=${encodeURIComponent(forum.id_group_chat)}&forumId=${forum.id_forum_chat}`);
  await expect(b.getByTestId('forum-diskusi-judul')).toHaveText(judul, MUAT);

  // A posts: B sees it arrive without reloading
  const tulisanA = 'Pada data terurut, pivot elemen pertama membuat quick sort jatuh ke O(n²).';
  await a.getByTestId('chat-input').fill(tulisanA);
  await a.getByTestId('chat-kirim').click();
  await expect(a.getByTestId('chat-pesan').filter({ hasText: tulisanA })).toBeVisible();
  await expect(b.getByTestId('chat-pesan').filter({ hasText: tulisanA })).toBeVisible({ timeout: 10_000 });
  await shot(b, info, '06-mahasiswa-b-menerima-live');

  // B answers it: A sees the answer arrive
  const balasanB = 'Setuju. Memilih pivot acak atau median-of-three menghindarinya.';
  await b.getByTestId('chat-pesan').filter({ hasText: tulisanA }).getByTestId('chat-balas').click();
  await b.getByTestId('chat-input').fill(balasanB);
  await b.getByTestId('chat-kirim').click();
  await expect(a.getByTestId('chat-balasan').filter({ hasText: balasanB })).toBeVisible({ timeout: 10_000 });
  await shot(a, info, '07-mahasiswa-a-menerima-balasan');

  // A writes a second comment: the minimum of 2 is reached
  await a.getByTestId('chat-input').fill('Terima kasih, saya coba dengan pivot acak dan hasilnya jauh lebih cepat.');
  await a.getByTestId('chat-kirim').click();
  await expect(a.getByTestId('forum-diskusi-saya')).toHaveText('Komentar Anda 2/2 · Terpenuhi');
  await expect(b.getByTestId('chat-pesan')).toHaveCount(2, { timeout: 10_000 });
  await shot(a, info, '08-mahasiswa-a-terpenuhi');
  await a.setViewportSize(PHONE);
  await shot(a, info, '09-mahasiswa-a-forum-ponsel');
  await a.context().close();
  await b.context().close();

  // --- the lecturer's keaktifan page
  await page.goto(`/forum/${forum.id}/keaktifan`);
  const rows = page.getByTestId('keaktifan-row');
  await expect(rows.first()).toBeVisible(MUAT);
  const barisA = rows.filter({ hasText: /Tercapai/ }).filter({ hasNotText: 'Belum' });
  await expect(barisA).toHaveCount(1);
  await expect(barisA).toContainText('100');
  await expect(rows.filter({ hasText: nimB })).toContainText('Belum Tercapai');
  await expect(rows.filter({ hasText: nimB })).toContainText('50');
  await shot(page, info, '10-dosen-keaktifan');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('keaktifan-card').first()).toBeVisible();
  await shot(page, info, '11-dosen-keaktifan-ponsel');
  await page.setViewportSize(DESKTOP);
});

test('a student cannot read another class’s forum or its chat', async ({ page, browser }, info) => {
  await login(page, ACCOUNTS.operator);
  const semua = await apiAs<Forum[]>(page, '/v2/lms/forum?ignore_default_pagination=true');
  const student = await (await browser.newContext()).newPage();
  await login(student, ACCOUNTS.mahasiswa);
  const mine = await apiAs<Forum[]>(student, '/v2/lms/forum?ignore_default_pagination=true');
  const kelasSaya = new Set(mine.body.data.map((f) => f.id_kelas_kuliah));
  const lain = semua.body.data.find((f) => !kelasSaya.has(f.id_kelas_kuliah));
  expect(lain, 'a forum of a class the demo student does not take').toBeTruthy();

  await student.goto(`/forum?groupId=${encodeURIComponent(lain!.id_group_chat)}&forumId=${lain!.id_forum_chat}`);
  await expect(student.getByTestId('forum-diskusi-error')).toContainText('Anda bukan pengajar atau peserta kelas ini', MUAT);
  await expect(student.getByTestId('forum-list-item').first()).toBeVisible();
  await expect(student.locator(`[data-testid="forum-list-item"][data-id="${lain!.id}"]`)).toHaveCount(0);
  await shot(student, info, '12-mahasiswa-forum-kelas-lain');
  const chat = await apiAs(student, `/v2/chat/group/${encodeURIComponent(lain!.id_group_chat)}/thread/${lain!.id_forum_chat}`);
  expect(chat.status).toBe(403);
  const detail = await apiAs(student, `/v2/lms/forum/${lain!.id}`);
  expect(detail.status).toBe(403);
  await student.context().close();
});
