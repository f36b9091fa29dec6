import type { UjianListParams } from './get-ujian-list';

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
};
