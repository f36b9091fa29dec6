import { describe, expect, it } from 'vitest';
import { bodyNilaiTugas } from './nilai-form';

const row = (id: number, nilai: number | null, komentar = '') => ({ mahasiswa: { id, id_user: id + 100, nama: `M${id}`, nim: String(id), avatar_url: null }, nilai, komentar });

describe('bodyNilaiTugas', () => {
  it('carries what each row held when the form was read', () => {
    expect(bodyNilaiTugas([row(3, 70, 'Cukup')], 85, 'Baik')).toEqual({ nilai: 85, komentar: 'Baik', sebelum: [{ id_mahasiswa: 3, nilai: 70, komentar: 'Cukup' }] });
  });

  it('a group: every member as read, an unscored member as null and empty feedback', () => {
    expect(bodyNilaiTugas([row(1, null), row(2, 90, 'Ketua')], 80, '').sebelum).toEqual([
      { id_mahasiswa: 1, nilai: null, komentar: '' },
      { id_mahasiswa: 2, nilai: 90, komentar: 'Ketua' },
    ]);
  });
});
