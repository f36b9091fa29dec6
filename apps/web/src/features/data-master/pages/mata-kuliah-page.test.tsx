import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { normalizeHakAkses, type LevelAkses } from '@lms/shared';
import { aksesMeQueryOptions } from '@/lib/authorization';
import { userInfoQueryOptions } from '@/lib/auth';
import { ok, okList, renderRoute, stubApi, testQueryClient } from '@/testing/test-helpers';
import { MataKuliahPage } from './mata-kuliah-page';

function renderAs(dataMaster: LevelAkses) {
  stubApi({
    'GET /api/v1/makul_ref': okList([{ idMakul: 1, kodeMakul: 'TIF201', nama: 'Basis Data', sks: 3, idProdi: 10 }]),
    'GET /api/v1/prodi_ref': okList([{ idProdi: 10, tingkat: 'S1', nama: 'Informatika' }]),
    'GET /api/v2/lms/import_master': okList([]),
    'GET /api/v2/lms/mata_kuliah/pengelolaan': ok({ dapat_diubah: true }),
  });
  const client = testQueryClient();
  // The session's user and rights, as the route guard leaves them in the cache.
  client.setQueryData(userInfoQueryOptions().queryKey, { role: 'ROLE_OPERATOR' } as never);
  client.setQueryData(aksesMeQueryOptions().queryKey, normalizeHakAkses({ data_master: dataMaster }));
  return renderRoute(<MataKuliahPage />, { route: '/mata-kuliah', path: '/mata-kuliah', client });
}

describe('MataKuliahPage', () => {
  it('gives an operator with write on data_master the import and its history', async () => {
    renderAs('write');
    expect((await screen.findByTestId('makul-row')).textContent).toContain('S1 Informatika');
    // The phone layout (spec 1 §9): one card per course with code, name, credits and study programme.
    const card = screen.getByTestId('makul-card').textContent;
    for (const part of ['TIF201', 'Basis Data', '3 SKS', 'S1 Informatika']) expect(card).toContain(part);
    expect(screen.getByTestId('import-buka').textContent).toBe('Impor Data Master');
    expect(await screen.findByTestId('import-history')).toBeTruthy();
    // The built-in academic system owns the courses: each one can be changed.
    expect((await screen.findAllByTestId('makul-ubah')).length).toBeGreaterThan(0);
  });

  it('shows a read-only operator the course list without import controls', async () => {
    renderAs('read');
    expect(await screen.findByTestId('makul-row')).toBeTruthy();
    expect(screen.queryByTestId('import-buka')).toBeNull();
    expect(screen.queryByTestId('import-history')).toBeNull();
    expect(screen.queryByTestId('makul-ubah')).toBeNull();
  });
});
