import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PeriodeItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pathTab, refreshDataSistem } from './keys';

/** PUT /v2/lms/data_sistem/periode/{kode}/berjalan: the current semester. */
export const setPeriodeBerjalan = (kode: number) => api.put<PeriodeItem>(`${pathTab('periode')}/${kode}/berjalan`);

export function useSetPeriodeBerjalan() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setPeriodeBerjalan, onSuccess: () => refreshDataSistem(qc, 'periode') });
}
