import { profilPtBody, type ProfilPtBody, type SistemInfo } from '@lms/shared';

/** The institution-profile form: values, the API's own schema (spec 1 §5 email and phone), errors per field. */
export type ProfilPtValues = Record<keyof ProfilPtBody, string>;
export const BIDANG_PROFIL_PT: { key: keyof ProfilPtBody; label: string; multiline?: boolean }[] = [
  { key: 'judul', label: 'Judul aplikasi' },
  { key: 'nama', label: 'Nama perguruan tinggi' },
  { key: 'singkatan', label: 'Singkatan' },
  { key: 'email', label: 'Email' },
  { key: 'telepon', label: 'Telepon' },
  { key: 'alamat', label: 'Alamat', multiline: true },
];

export function nilaiAwalProfil(s?: SistemInfo | null): ProfilPtValues {
  return { judul: s?.judul ?? '', nama: s?.nama ?? '', singkatan: s?.singkatan ?? '', alamat: s?.alamat ?? '', email: s?.email ?? '', telepon: s?.telepon ?? '' };
}

export function periksaProfil(v: ProfilPtValues): { ok: true; body: ProfilPtBody } | { ok: false; galat: Partial<ProfilPtValues> } {
  const r = profilPtBody.safeParse(v);
  if (r.success) return { ok: true, body: r.data };
  const galat: Partial<ProfilPtValues> = {};
  for (const i of r.error.issues) {
    const k = i.path[0] as keyof ProfilPtValues;
    if (k && !galat[k]) galat[k] = i.message;
  }
  return { ok: false, galat };
}
