import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TabDataSistem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pathTab, refreshDataSistem } from './keys';

/** DELETE /v2/lms/data_sistem/{tab}/{id}: refused (409) while the row is in use. */
export const deleteDataSistem = ({ tab, id }: { tab: TabDataSistem; id: number | string }) => api.delete<null>(`${pathTab(tab)}/${encodeURIComponent(String(id))}`);

export function useDeleteDataSistem(tab: TabDataSistem) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number | string) => deleteDataSistem({ tab, id }), onSuccess: () => refreshDataSistem(qc, tab) });
}
