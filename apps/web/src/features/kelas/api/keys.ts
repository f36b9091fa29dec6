/**
 * Query keys of the classes area. Everything of one class hangs under ['kelas-kuliah', 'detail', id], so one
 * invalidation refreshes the class and its members, syllabus and meetings.
 */
export const kelasKeys = {
  all: ['kelas-kuliah'] as const,
  lists: () => ['kelas-kuliah', 'list'] as const,
  detail: (id: string) => ['kelas-kuliah', 'detail', id] as const,
  peserta: (id: string, params?: object) => (params ? (['kelas-kuliah', 'detail', id, 'peserta', params] as const) : (['kelas-kuliah', 'detail', id, 'peserta'] as const)),
  pengajar: (id: string) => ['kelas-kuliah', 'detail', id, 'pengajar'] as const,
  silabus: (id: string) => ['kelas-kuliah', 'detail', id, 'silabus'] as const,
  pertemuan: (id: string) => ['kelas-kuliah', 'detail', id, 'pertemuan'] as const,
};
