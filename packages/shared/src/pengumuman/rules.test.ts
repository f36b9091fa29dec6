import { describe, expect, it } from 'vitest';
import { menjangkau, ringkasanSasaran, statusPengumuman } from './rules';

describe('statusPengumuman', () => {
  const now = new Date('2026-11-21T05:00:00Z');
  it('is a draft whatever its date when not published', () => {
    expect(statusPengumuman(false, '2020-01-01T00:00:00Z', now)).toBe('draf');
    expect(statusPengumuman(false, '2030-01-01T00:00:00Z', now)).toBe('draf');
  });
  it('is scheduled until its instant and published from that instant on', () => {
    expect(statusPengumuman(true, '2026-11-21T05:00:01Z', now)).toBe('terjadwal');
    expect(statusPengumuman(true, '2026-11-21T05:00:00Z', now)).toBe('terbit');
    expect(statusPengumuman(true, new Date('2026-11-20T00:00:00Z'), now)).toBe('terbit');
  });
});

describe('menjangkau', () => {
  const mhsInformatika = { role: 'ROLE_MAHASISWA' as const, idProdi: 3 };
  const operator = { role: 'ROLE_OPERATOR' as const, idProdi: null };
  it('reaches everyone when nothing is targeted', () => {
    expect(menjangkau({ target_role: [], target_prodi: [] }, mhsInformatika)).toBe(true);
    expect(menjangkau({ target_role: [], target_prodi: [] }, operator)).toBe(true);
  });
  it('needs the role when roles are named', () => {
    expect(menjangkau({ target_role: ['ROLE_DOSEN'], target_prodi: [] }, mhsInformatika)).toBe(false);
    expect(menjangkau({ target_role: ['ROLE_DOSEN', 'ROLE_MAHASISWA'], target_prodi: [] }, mhsInformatika)).toBe(true);
  });
  it('needs the programme when programmes are named; people without one are not reached', () => {
    expect(menjangkau({ target_role: [], target_prodi: [3] }, mhsInformatika)).toBe(true);
    expect(menjangkau({ target_role: [], target_prodi: [4] }, mhsInformatika)).toBe(false);
    expect(menjangkau({ target_role: [], target_prodi: [3] }, operator)).toBe(false);
  });
  it('needs both when both are named', () => {
    expect(menjangkau({ target_role: ['ROLE_MAHASISWA'], target_prodi: [3] }, mhsInformatika)).toBe(true);
    expect(menjangkau({ target_role: ['ROLE_DOSEN'], target_prodi: [3] }, mhsInformatika)).toBe(false);
  });
});

describe('ringkasanSasaran', () => {
  it('names who receives it', () => {
    expect(ringkasanSasaran([], [])).toBe('Semua pengguna');
    expect(ringkasanSasaran(['ROLE_MAHASISWA', 'ROLE_DOSEN'], [])).toBe('Mahasiswa, Dosen');
    expect(ringkasanSasaran([], ['S1 Informatika'])).toBe('Semua peran · S1 Informatika');
    expect(ringkasanSasaran(['ROLE_MAHASISWA'], ['S1 Informatika', 'S1 Akuntansi'])).toBe('Mahasiswa · S1 Informatika, S1 Akuntansi');
  });
});
