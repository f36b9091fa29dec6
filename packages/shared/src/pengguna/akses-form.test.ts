import { describe, expect, it } from 'vitest';
import { AREA_AKSES, normalizeHakAkses } from '../akses/permission';
import { PESAN_AKSES_FORM, cekCabutAksesSendiri, hakAksesInput, levelUntukArea } from './akses-form';
import { tambahPenggunaBody } from './schemas';

describe('access form levels', () => {
  it('bantuan offers no write; the other areas offer all three', () => {
    expect(levelUntukArea('bantuan')).toEqual(['no_access', 'read']);
    for (const a of AREA_AKSES.filter((x) => x !== 'bantuan')) expect(levelUntukArea(a)).toEqual(['no_access', 'read', 'write']);
  });

  it('fills missing areas with no_access and refuses write on bantuan, naming it', () => {
    expect(hakAksesInput.parse({ data_master: 'read' })).toEqual(normalizeHakAkses({ data_master: 'read' }));
    const r = hakAksesInput.safeParse({ bantuan: 'write' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['bantuan']);
    expect(r.error!.issues[0]!.message).toBe(PESAN_AKSES_FORM.bantuanTanpaWrite);
    expect(hakAksesInput.safeParse({ laporan: 'admin' }).success).toBe(false);
  });

  it('a new operator without a map gets no_access everywhere', () => {
    const body = tambahPenggunaBody.parse({ role: 'operator', username: 'op.baru', nama: 'Op Baru', password: 'rahasia123' });
    expect(body.role === 'operator' && body.hak_akses).toEqual(normalizeHakAkses({}));
  });
});

describe('an operator cannot take away their own right to manage access', () => {
  const penuh = normalizeHakAkses({ data_master: 'write', laporan: 'read' });
  it('allows any change to another operator', () => {
    expect(cekCabutAksesSendiri({ actorId: 1, targetId: 2, isActive: false, hakAkses: {} })).toBeNull();
  });
  it('refuses lowering their own data_master or deactivating themselves', () => {
    expect(cekCabutAksesSendiri({ actorId: 1, targetId: 1, isActive: true, hakAkses: penuh })).toBeNull();
    expect(cekCabutAksesSendiri({ actorId: 1, targetId: 1, isActive: true, hakAkses: { ...penuh, data_master: 'read' } })).toBe(
      PESAN_AKSES_FORM.cabutAksesSendiri,
    );
    expect(cekCabutAksesSendiri({ actorId: 1, targetId: 1, isActive: false, hakAkses: penuh })).toBe(PESAN_AKSES_FORM.nonaktifkanDiriSendiri);
  });
});
