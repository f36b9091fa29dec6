import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/testing/test-helpers';
import { getJenisAktivitas } from './get-jenis-aktivitas';

describe('getJenisAktivitas', () => {
  it('reads the kinds from the API contract ({ jenis_aktivitas, label } items)', async () => {
    stubApi({
      'GET /api/v2/lms/log_aktivitas/jenis_aktivitas': ok([
        { jenis_aktivitas: 'login', label: 'Login' },
        { jenis_aktivitas: 'ubah_pengaturan', label: 'Ubah Pengaturan' },
      ]),
    });
    expect(await getJenisAktivitas()).toEqual(['login', 'ubah_pengaturan']);
  });
});
