import type { QueryClient } from '@tanstack/react-query';

export const penggunaKeys = {
  all: ['pengguna'] as const,
  list: (params: object) => ['pengguna', 'list', params] as const,
  operator: (id: number) => ['pengguna', 'operator', id] as const,
};

/** After a write: every list and detail of the user screens (and the caller's own rights, which may have changed). */
export async function refreshPengguna(qc: QueryClient) {
  await Promise.all([qc.invalidateQueries({ queryKey: penggunaKeys.all }), qc.invalidateQueries({ queryKey: ['auth', 'akses-me'] })]);
}
