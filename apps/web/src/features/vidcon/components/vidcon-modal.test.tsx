import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okList, renderRoute, stubApi } from '@/testing/test-helpers';
import { VidconModal } from './vidcon-modal';

describe("VidconModal 'Tambah Vidcon' of an operator", () => {
  it('asks for no meetings before a class is chosen (never GET kelas_kuliah//pertemuan)', async () => {
    const { calls } = stubApi({ 'GET /api/v2/lms/kelas_kuliah': okList([]) });
    renderRoute(<VidconModal opened onClose={vi.fn()} vidcon={null} idPertemuan={null} />, { route: '/', path: '/' });
    expect(await screen.findByText('Tambah Vidcon')).toBeTruthy();
    // Let queries started on mount reach fetch.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const urls = calls.map((c) => c.url.split('?')[0]);
    expect(urls).toContain('/api/v2/lms/kelas_kuliah');
    expect(urls.filter((u) => u.endsWith('/pertemuan'))).toEqual([]);
  });
});
