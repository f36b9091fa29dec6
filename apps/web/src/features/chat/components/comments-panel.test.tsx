import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatGroup, ChatPesan, ChatThreadDetail } from '@lms/shared';
import { fail, ok, renderRoute, stubApi } from '@/testing/test-helpers';
import { CommentsPanel } from './comments-panel';
import { GroupChatButton } from './group-chat-button';

const thread = { id: 'KOMENTAR', judul: 'Komentar', konteks: null, id_konteks: null, waktu_mulai: null, waktu_selesai: null, terbuka: true, jumlah_pesan: 0, pesan_terakhir_at: null, created_at: '2026-11-21T01:00:00Z' };
const group = (id: string): ChatGroup => ({
  id,
  name: 'Komentar',
  usage: 'lms',
  konteks: 'tugas',
  id_konteks: '7',
  id_kelas_kuliah: 'k1',
  keanggotaan: 'kelas',
  members: [],
  threads: [thread],
  jumlah_belum_dibaca: 0,
  can: { kirim: true, moderasi: false },
  created_at: '2026-11-21T01:00:00Z',
});
const pesan = (id: number, isi: string): ChatPesan => ({
  id,
  id_thread: 'KOMENTAR',
  id_induk: null,
  isi,
  penulis: { id: 5, nama: 'Siti Nurhaliza', role: 'Mahasiswa', avatar_url: null, nomor_induk: '2026001' },
  lampiran: [],
  created_at: '2026-11-21T02:00:00Z',
  edited_at: null,
  dihapus: false,
  can: { ubah: true, hapus: true },
  balasan: [],
});
const detail = (items: ChatPesan[]): ChatThreadDetail => ({ thread, id_group: 'LMS-TUGAS-7', pesan: items, cursor: { sebelum: null, sesudah: items.at(-1)?.id ?? null }, can: { kirim: true, moderasi: false } });

describe('CommentsPanel', () => {
  it('creates the missing group as the spec’s client does, posts a comment and logs it', async () => {
    const items: ChatPesan[] = [];
    let created = false;
    const { calls } = stubApi({
      'GET /api/v2/chat/group/LMS-TUGAS-7': () => (created ? ok(group('LMS-TUGAS-7')) : fail(404, 'not_found', 'Grup chat tidak ditemukan')),
      'POST /api/v2/chat/group/LMS-TUGAS-7': () => {
        created = true;
        return { status: 201, ...ok(group('LMS-TUGAS-7')) };
      },
      'GET /api/v2/chat/group/LMS-TUGAS-7/thread/KOMENTAR': () => ok(detail(items)),
      'POST /api/v2/chat/group/LMS-TUGAS-7/thread/KOMENTAR': ({ body }) => {
        const p = pesan(11, (body as { isi: string }).isi);
        items.push(p);
        return { status: 201, ...ok(p) };
      },
      'PUT /api/v2/chat/group/LMS-TUGAS-7/dibaca': ok({ id_group: 'LMS-TUGAS-7', jumlah_belum_dibaca: 0 }),
      'GET /api/v2/chat/group/LMS-TUGAS-7/belum_dibaca': ok({ id_group: 'LMS-TUGAS-7', jumlah_belum_dibaca: 0 }),
      'POST /api/v2/lms/log_aktivitas/tugas/7/log_tambah_komentar': ok(null),
    });
    renderRoute(<CommentsPanel jenis="tugas" idKonten={7} />, { route: '/', path: '/' });
    expect(await screen.findByTestId('chat-kosong')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/chat/group/LMS-TUGAS-7'));
    expect(post?.body).toEqual({ name: 'Komentar', usage: 'lms', members: [] });

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'Apakah <b>boleh</b> PDF?' } });
    fireEvent.click(screen.getByTestId('chat-kirim'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/log_aktivitas/tugas/7/log_tambah_komentar'))).toBe(true));
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/thread/KOMENTAR'));
    expect(sent?.body).toEqual({ isi: '<p>Apakah &lt;b&gt;boleh&lt;/b&gt; PDF?</p>', id_induk: null, lampiran: [] });
    expect(await screen.findByText('Apakah <b>boleh</b> PDF?')).toBeTruthy();
  }, 20_000);

  it('a task group’s panel uses the group’s id and logs under /kelompok/{id}', async () => {
    const { calls } = stubApi({
      'GET /api/v2/chat/group/k-15': ok({ ...group('k-15'), konteks: 'kelompok', keanggotaan: 'daftar' }),
      'GET /api/v2/chat/group/k-15/thread/KOMENTAR': ok(detail([pesan(3, '<p>Bagian saya selesai</p>')])),
      'PUT /api/v2/chat/group/k-15/dibaca': ok({ id_group: 'k-15', jumlah_belum_dibaca: 0 }),
      'DELETE /api/v2/chat/group/k-15/thread/KOMENTAR/pesan/3': ok(null),
      'POST /api/v2/lms/log_aktivitas/tugas/7/kelompok/k-15/log_hapus_komentar': ok(null),
    });
    renderRoute(<CommentsPanel jenis="kelompok" idKonten={7} idGroup="k-15" />, { route: '/', path: '/' });
    fireEvent.click(await screen.findByTestId('chat-hapus'));
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/kelompok/k-15/log_hapus_komentar'))).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/k-15/dibaca'))).toBe(true));
  }, 20_000);
});

describe('GroupChatButton', () => {
  it('shows the unread indicator', async () => {
    stubApi({ 'GET /api/v2/chat/group/k-15/belum_dibaca': ok({ id_group: 'k-15', jumlah_belum_dibaca: 3 }) });
    renderRoute(<GroupChatButton idGroup="k-15" idTugas={7} namaKelompok="Kelompok 1" />, { route: '/', path: '/' });
    await waitFor(() => expect(screen.getByTestId('group-chat-indicator').getAttribute('data-unread')).toBe('3'));
    expect(screen.getByRole('button', { name: 'Chat kelompok (3 pesan belum dibaca)' })).toBeTruthy();
  });
});
