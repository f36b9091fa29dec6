import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JawabanStats } from '@lms/shared';
import { API_BASE, api } from '@/lib/api-client';
import { fetchFile, saveBlob } from '@/lib/fetch-file';
import { useMutation } from '@tanstack/react-query';
import { ujianKeys } from './keys';

/** GET /v2/lms/ujian/{id}/pengerjaan/jawaban_stats. */
export async function getJawabanStats(id: number, signal?: AbortSignal) {
  return (await api.get<JawabanStats>(`/v2/lms/ujian/${id}/pengerjaan/jawaban_stats`, { signal })).data;
}

export const jawabanStatsQueryOptions = (id: number) => queryOptions({ queryKey: ujianKeys.statistik(id), queryFn: ({ signal }) => getJawabanStats(id, signal) });

export function useJawabanStats(id: number) {
  return useQuery(jawabanStatsQueryOptions(id));
}

/** GET /v2/lms/ujian/{id}/pengerjaan/export_excel: every participant, saved under the server's file name. */
export async function exportNilaiUjian(id: number) {
  const { blob, filename } = await fetchFile(`${API_BASE}/v2/lms/ujian/${id}/pengerjaan/export_excel`);
  saveBlob(blob, filename || `Nilai Kuis-Ujian ${id}.xlsx`);
}

export function useExportNilaiUjian() {
  return useMutation({ mutationFn: exportNilaiUjian });
}
