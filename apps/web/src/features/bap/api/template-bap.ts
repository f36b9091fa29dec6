import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateBap } from '@lms/shared';
import { api } from '@/lib/api-client';
import { bapKeys } from './tanda-tangan';

/** GET/PUT/DELETE /v2/lms/bap/template: the college's BAP template (HTML with placeholders). */
export async function getTemplateBap(signal?: AbortSignal) {
  return (await api.get<TemplateBap>('/v2/lms/bap/template', { signal })).data;
}

export function useTemplateBap(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: bapKeys.template, queryFn: ({ signal }) => getTemplateBap(signal), ...options });
}

export function useUbahTemplateBap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isi: string) => api.put<TemplateBap>('/v2/lms/bap/template', { isi }),
    onSuccess: (res) => qc.setQueryData(bapKeys.template, res.data),
  });
}

export function useResetTemplateBap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TemplateBap>('/v2/lms/bap/template'),
    onSuccess: (res) => qc.setQueryData(bapKeys.template, res.data),
  });
}
