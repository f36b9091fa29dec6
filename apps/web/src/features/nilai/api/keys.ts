export const nilaiKeys = {
  all: ['nilai'] as const,
  kelasList: () => ['nilai', 'kelas-list'] as const,
  kelas: (id: string) => ['nilai', 'kelas', id] as const,
  aktivitas: (id: string) => ['nilai', 'aktivitas', id] as const,
  pratinjau: (id: string, komponenId: number) => ['nilai', 'pratinjau', id, komponenId] as const,
  riwayat: (id: string) => ['nilai', 'riwayat', id] as const,
};

export const nilaiBase = (id: string) => `/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(id)}`;
