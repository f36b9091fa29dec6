import { describe, expect, it } from 'vitest';
import { PESAN_VALIDASI } from '../pengguna/validasi';
import { profilPtBody } from './index';

const valid = { judul: 'LMS UNM', nama: 'Universitas Nusantara Merdeka', singkatan: 'UNM', alamat: 'Jl. Pendidikan 17', email: 'akademik@unm.ac.id', telepon: '0217250011' };

describe('institution profile', () => {
  it('accepts a complete profile and trims', () => {
    expect(profilPtBody.parse({ ...valid, nama: '  UNM  ' }).nama).toBe('UNM');
  });
  it('names the field of each broken rule', () => {
    const cases: [Partial<typeof valid>, string, string][] = [
      [{ email: 'akademik' }, 'email', PESAN_VALIDASI.email],
      [{ telepon: '217250011' }, 'telepon', PESAN_VALIDASI.telepon],
      [{ judul: '  ' }, 'judul', PESAN_VALIDASI.wajib],
    ];
    for (const [patch, field, message] of cases) {
      const r = profilPtBody.safeParse({ ...valid, ...patch });
      expect(r.success, field).toBe(false);
      expect(r.error!.issues[0]!.path).toEqual([field]);
      expect(r.error!.issues[0]!.message).toBe(message);
    }
  });
});
