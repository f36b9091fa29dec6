import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TabDataSistem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pathTab, refreshDataSistem } from './keys';

/**
 * POST /v2/lms/data_sistem/{tab} (add) or PUT .../{tab}/{id} (change; a period by its code, an attendance type by
 * izin / sakit).
 */
export const saveDataSistem = ({ tab, id, body }: { tab: TabDataSistem; id: number | string | null; body: unknown }) =>
  id === null ? api.post<unknown>(pathTab(tab), body) : api.put<unknown>(`${pathTab(tab)}/${encodeURIComponent(String(id))}`, body);

export function useSaveDataSistem(tab: TabDataSistem) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: { id: number | string | null; body: unknown }) => saveDataSistem({ tab, ...v }), onSuccess: () => refreshDataSistem(qc, tab) });
}
