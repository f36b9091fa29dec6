import { z } from 'zod';
import { AREA_AKSES, AREA_TANPA_WRITE, LEVEL_AKSES, normalizeHakAkses, type AreaAkses, type HakAkses, type LevelAkses } from '../akses/permission';

/**
 * The access form of an operator (spec 1 §3 'Access form', §4): is_active 'Aktif' / 'Non Aktif' and one level per
 * area; bantuan has no write; a missing area is no_access. Its rules are pure so the modal and the API agree.
 */

export const AREA_AKSES_LABEL: Record<AreaAkses, string> = {
  data_master: 'Data Master',
  kelas_kuliah: 'Kelas Kuliah',
  bank_soal: 'Bank Soal',
  data_sistem: 'Data Sistem',
  konfigurasi: 'Konfigurasi',
  pengumuman: 'Pengumuman',
  bantuan: 'Bantuan',
  laporan: 'Laporan',
};

export const LEVEL_AKSES_LABEL: Record<LevelAkses, string> = { no_access: 'Tidak Ada Akses', read: 'Baca', write: 'Tulis' };

/** is_active true 'Aktif' or false 'Non Aktif' (spec 1 §4). */
export const STATUS_AKTIF_LABEL = (aktif: boolean) => (aktif ? 'Aktif' : 'Non Aktif');

/** The levels an area offers: bantuan stops at read. */
export function levelUntukArea(area: AreaAkses): readonly LevelAkses[] {
  return AREA_TANPA_WRITE.includes(area) ? LEVEL_AKSES.filter((l) => l !== 'write') : LEVEL_AKSES;
}

/**
 * The area whose write lets an operator manage access rights (the Pengguna screens need data_master write), so
 * the area an operator may not take away from themselves.
 */
export const AREA_PENGELOLA_AKSES: AreaAkses = 'data_master';

export const PESAN_AKSES_FORM = {
  bantuanTanpaWrite: 'bantuan hanya dapat diberi akses no_access atau read',
  levelTidakValid: 'harus no_access, read atau write',
  cabutAksesSendiri: 'Anda tidak dapat mencabut akses tulis Data Master milik Anda sendiri, karena akses itulah yang dipakai untuk mengelola hak akses',
  nonaktifkanDiriSendiri: 'Anda tidak dapat menonaktifkan akun Anda sendiri',
} as const;

/** The level map a form sends: every area optional (missing = no_access), bantuan never write. */
export const hakAksesInput = z
  .object(
    Object.fromEntries(AREA_AKSES.map((a) => [a, z.enum(LEVEL_AKSES, { error: PESAN_AKSES_FORM.levelTidakValid }).optional()])) as Record<
      AreaAkses,
      z.ZodOptional<z.ZodEnum<{ no_access: 'no_access'; read: 'read'; write: 'write' }>>
    >,
  )
  .superRefine((v, ctx) => {
    for (const area of AREA_TANPA_WRITE) {
      if (v[area] === 'write') ctx.addIssue({ code: 'custom', path: [area], message: PESAN_AKSES_FORM.bantuanTanpaWrite });
    }
  })
  .transform((v): HakAkses => normalizeHakAkses(v));

/**
 * Whether saving this form would take the actor's own right to manage access rights away (their own row only):
 * deactivating themselves or lowering their data_master below write. Returns the message, or null.
 */
export function cekCabutAksesSendiri(input: { actorId: number; targetId: number; isActive: boolean; hakAkses: Partial<HakAkses> }): string | null {
  if (input.actorId !== input.targetId) return null;
  if (!input.isActive) return PESAN_AKSES_FORM.nonaktifkanDiriSendiri;
  if (input.hakAkses[AREA_PENGELOLA_AKSES] !== 'write') return PESAN_AKSES_FORM.cabutAksesSendiri;
  return null;
}
