import type { JenisUjian, StatusUjian } from '@lms/shared';

/** Filters of the exam list; kept beside the keys, which name a list by them. */
export type UjianListParams = {
  page: number;
  per_page: number;
  jenis?: JenisUjian[];
  status?: StatusUjian[];
  id_kelas_kuliah?: string | null;
  id_pertemuan?: number | null;
  periode?: number | null;
  search?: string | null;
  exclude_id_kelas_kuliah?: string | null;
  id_mata_kuliah?: number | null;
  tanpa_remedial?: boolean;
};

/** Query keys of the exam feature. */
export const ujianKeys = {
  all: ['ujian'] as const,
  lists: () => ['ujian', 'list'] as const,
  list: (p: UjianListParams) => ['ujian', 'list', p] as const,
  detail: (id: number) => ['ujian', 'detail', id] as const,
  me: (id: number) => ['ujian', 'me', id] as const,
  monitor: (id: number) => ['ujian', 'monitor', id] as const,
  pengumuman: (id: number) => ['ujian', 'pengumuman', id] as const,
  peserta: (idKelas: string) => ['ujian', 'peserta', idKelas] as const,
  akomodasi: () => ['ujian', 'akomodasi'] as const,
  /** Grading of one exam: every key under it is invalidated after a grading write. */
  penilaian: (id: number) => ['ujian', 'penilaian', id] as const,
  penilaianList: (id: number, p: object) => ['ujian', 'penilaian', id, 'list', p] as const,
  tanpaPengerjaan: (id: number, p: object) => ['ujian', 'penilaian', id, 'tanpa', p] as const,
  penilaianDetail: (id: number, idMahasiswa: number) => ['ujian', 'penilaian', id, 'detail', idMahasiswa] as const,
  statistik: (id: number) => ['ujian', 'penilaian', id, 'statistik'] as const,
  perhitungan: (id: number) => ['ujian', 'penilaian', id, 'perhitungan'] as const,
};
