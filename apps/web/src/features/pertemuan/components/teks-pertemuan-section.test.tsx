import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PertemuanDetail, PertemuanTeksItem } from '@lms/shared';
import { ok, okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { TeksPertemuanSection } from './teks-pertemuan-section';
import { validateTeks } from './teks-pertemuan-modal';

const pertemuan = { id: 7, can: { start: false, end: false, edit: true, ubah_jadwal: false } } as PertemuanDetail;

describe('validateTeks', () => {
  it('uses the contract messages', () => {
    expect(validateTeks({ judul: ' ', isi: '<p> </p>' })).toEqual({ judul: 'Judul wajib diisi', isi: 'Isi teks wajib diisi' });
    expect(validateTeks({ judul: 'x'.repeat(201), isi: 'ada' }).judul).toBe('Judul maksimal 200 karakter');
    expect(validateTeks({ judul: 'Bacaan', isi: 'ada' })).toEqual({});
  });
});

describe('TeksPertemuanSection', () => {
  it("adds a text through 'Tambah Teks Pertemuan' (Batal / Simpan) and lists it", async () => {
    const items: PertemuanTeksItem[] = [];
    const { calls } = stubApi({
      'GET /api/v2/lms/pertemuan/7/teks': () => okList(items),
      'GET /api/v2/lms/pertemuan/7': ok({}),
      'POST /api/v2/lms/pertemuan/7/teks': ({ body }) => {
        const b = body as { judul: string; isi: string };
        items.push({ id: 1, id_pertemuan: 7, ...b, created_by: { id: 1, nama: 'Budi' }, created_at: '2026-11-21T01:00:00Z', updated_at: '2026-11-21T01:00:00Z' });
        return { status: 201, ...ok(items[0], 'Teks pertemuan berhasil ditambahkan') };
      },
    });
    renderRoute(<TeksPertemuanSection pertemuan={pertemuan} timeZone="Asia/Jakarta" />, { route: '/', path: '/' });
    await screen.findByText('Belum ada teks pada pertemuan ini.');

    fireEvent.click(screen.getByTestId('teks-tambah'));
    fireEvent.click(await screen.findByTestId('teks-simpan'));
    expect(await screen.findByText('Judul wajib diisi')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('teks-judul'), { target: { value: 'Bacaan minggu ini' } });
    fireEvent.change(screen.getByTestId('teks-isi-input'), { target: { value: 'Baca Bab 3\n\nlalu rangkum' } });
    fireEvent.click(screen.getByTestId('teks-simpan'));

    expect((await screen.findByTestId('teks-item-judul')).textContent).toBe('Bacaan minggu ini');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ judul: 'Bacaan minggu ini', isi: '<p>Baca Bab 3</p><p>lalu rangkum</p>' });
    await waitFor(() => expect(screen.queryByTestId('teks-form')).toBeNull());
  });
});
