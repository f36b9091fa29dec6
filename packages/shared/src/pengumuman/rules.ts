import type { Role } from '../auth/schemas';
import { ROLE_LABEL } from '../log-aktivitas/operator';

/**
 * Pure rules of announcements, used by the API (which applies the same rule in SQL) and the web form.
 *
 * - Status: a draft (not published) is read by nobody; a published one is 'terjadwal' until its tanggalPublish and
 *   'terbit' from then on — readers see it from that instant, nothing has to run at that time.
 * - Reach: an announcement reaches a reader when its roles are empty or name the reader's role AND its study
 *   programmes are empty or name the reader's programme (operators have none).
 */

export function statusPengumuman(isPublished: boolean, tanggalPublish: Date | string, now: Date = new Date()): 'draf' | 'terjadwal' | 'terbit' {
  if (!isPublished) return 'draf';
  return new Date(tanggalPublish).getTime() > now.getTime() ? 'terjadwal' : 'terbit';
}

export type SasaranPengumuman = { target_role: readonly Role[]; target_prodi: readonly number[] };
export type Pembaca = { role: Role; idProdi: number | null };

export function menjangkau(sasaran: SasaranPengumuman, pembaca: Pembaca): boolean {
  const peranCocok = sasaran.target_role.length === 0 || sasaran.target_role.includes(pembaca.role);
  const prodiCocok = sasaran.target_prodi.length === 0 || (pembaca.idProdi !== null && sasaran.target_prodi.includes(pembaca.idProdi));
  return peranCocok && prodiCocok;
}

/** 'Semua pengguna', 'Mahasiswa, Dosen', 'Mahasiswa · S1 Informatika' … for the management list and the form. */
export function ringkasanSasaran(roles: readonly Role[], prodiNama: readonly string[]): string {
  const peran = roles.length === 0 ? null : roles.map((r) => ROLE_LABEL[r]).join(', ');
  const prodi = prodiNama.length === 0 ? null : prodiNama.join(', ');
  if (!peran && !prodi) return 'Semua pengguna';
  if (peran && prodi) return `${peran} · ${prodi}`;
  return peran ?? `Semua peran · ${prodi}`;
}
