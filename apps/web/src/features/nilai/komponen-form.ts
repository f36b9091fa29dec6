import type { JenisAktivitasKelas, UbahKomponenBody } from '@lms/shared';

/**
 * The component modal's save ('Pengaturan Nilai {type} SIKAD'): only what the user changed is sent — the activities
 * added and removed against the list the modal opened with — so a choice another user made meanwhile stays.
 */

export type RefAktivitas = { jenis_aktivitas: string; id: string };

export const kunciAktivitas = (a: RefAktivitas) => `${a.jenis_aktivitas}:${a.id}`;

const ref = (a: RefAktivitas) => ({ jenis_aktivitas: a.jenis_aktivitas as JenisAktivitasKelas, id: a.id });

/** The body of PUT …/komponen/{id}: `tambah` and `hapus` (order ignored); null when nothing changed. */
export function perubahanKomponen(awal: readonly RefAktivitas[], kini: readonly RefAktivitas[]): Required<Pick<UbahKomponenBody, 'tambah' | 'hapus'>> | null {
  const sebelum = new Set(awal.map(kunciAktivitas));
  const sesudah = new Set(kini.map(kunciAktivitas));
  const tambah = [...new Map(kini.filter((a) => !sebelum.has(kunciAktivitas(a))).map((a) => [kunciAktivitas(a), ref(a)])).values()];
  const hapus = [...new Map(awal.filter((a) => !sesudah.has(kunciAktivitas(a))).map((a) => [kunciAktivitas(a), ref(a)])).values()];
  return tambah.length || hapus.length ? { tambah, hapus } : null;
}
