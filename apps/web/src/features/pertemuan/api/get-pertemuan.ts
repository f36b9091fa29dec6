import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PertemuanDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kelasKeys } from '@/features/kelas';

/** GET /v2/lms/pertemuan/{id}: the meeting with its class, teachers, activity counts and what the caller may do. */
export async function getPertemuan(id: number, signal?: AbortSignal): Promise<PertemuanDetail> {
  return (await api.get<PertemuanDetail>(`/v2/lms/pertemuan/${id}`, { signal })).data;
}

export const pertemuanKeys = {
  all: ['pertemuan'] as const,
  detail: (id: number) => ['pertemuan', 'detail', id] as const,
  lists: () => ['pertemuan', 'list'] as const,
  teks: (id: number) => ['pertemuan', 'teks', id] as const,
};

/**
 * After a meeting changed (start, end, edit, or another user's change via SSE): meeting lists, the class's meeting
 * navigation, the class itself (its status follows its meetings) and the class lists reload when next shown.
 */
export function refreshPertemuanViews(qc: QueryClient, idKelas: string) {
  void qc.invalidateQueries({ queryKey: pertemuanKeys.lists() });
  void qc.invalidateQueries({ queryKey: kelasKeys.pertemuan(idKelas) });
  void qc.invalidateQueries({ queryKey: kelasKeys.detail(idKelas), exact: true });
  void qc.invalidateQueries({ queryKey: kelasKeys.lists() });
}

export const pertemuanQueryOptions = (id: number) =>
  queryOptions({ queryKey: pertemuanKeys.detail(id), queryFn: ({ signal }) => getPertemuan(id, signal) });

export function usePertemuan(id: number | null) {
  return useQuery({ ...pertemuanQueryOptions(id ?? 0), enabled: id !== null });
}
