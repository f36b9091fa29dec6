import { describe, expect, it } from 'vitest';
import { perubahanKomponen } from './komponen-form';

const t = (id: string) => ({ jenis_aktivitas: 'tugas', id });
const u = (id: string) => ({ jenis_aktivitas: 'ujian', id });

describe('perubahanKomponen', () => {
  it('sends only the activities added and removed, never the untouched ones', () => {
    expect(perubahanKomponen([t('1'), t('2'), u('7')], [t('2'), u('7'), t('3')])).toEqual({ tambah: [t('3')], hapus: [t('1')] });
  });

  it('nothing changed (or only reordered): nothing to send', () => {
    expect(perubahanKomponen([t('1'), t('2')], [t('2'), t('1')])).toBeNull();
    expect(perubahanKomponen([], [])).toBeNull();
  });

  it('removed then added back is no change; the same id of another kind is another activity', () => {
    expect(perubahanKomponen([t('1')], [t('1')])).toBeNull();
    expect(perubahanKomponen([t('1')], [u('1')])).toEqual({ tambah: [u('1')], hapus: [t('1')] });
  });

  it('a duplicate in the list is sent once', () => {
    expect(perubahanKomponen([], [t('4'), t('4')])).toEqual({ tambah: [t('4')], hapus: [] });
  });
});
