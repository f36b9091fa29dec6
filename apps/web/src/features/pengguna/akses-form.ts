import { AREA_AKSES, cekCabutAksesSendiri, levelUntukArea, normalizeHakAkses, type AreaAkses, type HakAkses, type LevelAkses, type OperatorDetail, type UbahAksesOperatorBody } from '@lms/shared';

/**
 * The access-form modal (spec 1 §3 'Access form', §4; width 600): 'Aktif' / 'Non Aktif' and one level per area.
 * The levels an area offers and the own-rights rule come from @lms/shared, as the API checks them.
 */
export type AksesValues = { is_active: boolean; hakAkses: HakAkses };

/** A missing permission shows as no_access (spec 1 §4). */
export function nilaiAwalAkses(detail?: Pick<OperatorDetail, 'is_active' | 'hakAkses'> | null): AksesValues {
  return { is_active: detail?.is_active ?? true, hakAkses: normalizeHakAkses(detail?.hakAkses) };
}

/** Sets one area's level; a level the area does not offer (write on bantuan) stays refused. */
export function aturLevel(v: AksesValues, area: AreaAkses, level: LevelAkses): AksesValues {
  if (!levelUntukArea(area).includes(level)) return v;
  return { ...v, hakAkses: { ...v.hakAkses, [area]: level } };
}

/** Every area at once to the highest level it offers not above `level` ('Semua baca', 'Semua tulis'). */
export function aturSemua(v: AksesValues, level: LevelAkses): AksesValues {
  const hak = { ...v.hakAkses };
  for (const area of AREA_AKSES) {
    const opsi = levelUntukArea(area);
    hak[area] = opsi.includes(level) ? level : opsi[opsi.length - 1]!;
  }
  return { ...v, hakAkses: hak };
}

/** The message that stops saving (the operator's own rights), or null. */
export function cekAkses(v: AksesValues, actorId: number, targetId: number): string | null {
  return cekCabutAksesSendiri({ actorId, targetId, isActive: v.is_active, hakAkses: v.hakAkses });
}

export const toAksesBody = (v: AksesValues): UbahAksesOperatorBody => ({ is_active: v.is_active, hakAkses: normalizeHakAkses(v.hakAkses) });
