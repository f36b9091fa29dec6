import { ubahMataKuliahBody, type MataKuliahInfo, type UbahMataKuliahBody } from '@lms/shared';

/** 'Ubah Mata Kuliah': values as the inputs hold them, checked by the API's own schema. */
export type MataKuliahValues = { nama: string; nama_inggris: string; sks: string; id_prodi: string | null };

export function nilaiAwalMataKuliah(mk?: Pick<MataKuliahInfo, 'nama' | 'nama_inggris' | 'sks' | 'id_prodi'> | null): MataKuliahValues {
  return { nama: mk?.nama ?? '', nama_inggris: mk?.nama_inggris ?? '', sks: mk ? String(mk.sks) : '', id_prodi: mk?.id_prodi != null ? String(mk.id_prodi) : null };
}

export function periksaMataKuliah(v: MataKuliahValues): { ok: true; body: UbahMataKuliahBody } | { ok: false; galat: Partial<Record<keyof MataKuliahValues, string>> } {
  const r = ubahMataKuliahBody.safeParse({
    nama: v.nama,
    nama_inggris: v.nama_inggris,
    sks: v.sks.trim() === '' ? undefined : Number(v.sks),
    id_prodi: v.id_prodi ? Number(v.id_prodi) : null,
  });
  if (r.success) return { ok: true, body: r.data };
  const galat: Partial<Record<keyof MataKuliahValues, string>> = {};
  for (const i of r.error.issues) {
    const k = i.path[0] as keyof MataKuliahValues;
    if (k && !galat[k]) galat[k] = i.message;
  }
  return { ok: false, galat };
}
