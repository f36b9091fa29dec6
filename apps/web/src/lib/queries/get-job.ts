import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobStatusResponse } from '@lms/shared';
import { api } from '@/lib/api-client';
import { useLiveEvent, useLiveResync } from '@/lib/live-stream';

/** GET /v2/lms/jobs/{id}: a background job's state (the same as its live `job` events). */
export async function getJob(id: string, signal?: AbortSignal): Promise<JobStatusResponse> {
  return (await api.get<JobStatusResponse>(`/v2/lms/jobs/${encodeURIComponent(id)}`, { signal })).data;
}

const jobKey = (id: string) => ['jobs', id] as const;

export const jobQueryOptions = (id: string) => queryOptions({ queryKey: jobKey(id), queryFn: ({ signal }) => getJob(id, signal) });

/**
 * A job followed live: its events update the state at once; while it is processing the state is also read again
 * every few seconds, so a missed event (a reconnect) never leaves it stuck.
 */
export function useJob(id: string | null) {
  const qc = useQueryClient();
  useLiveEvent('job', (e) => {
    if (id && e.id_job === id) void qc.invalidateQueries({ queryKey: jobKey(id) });
  });
  useLiveResync(() => {
    if (id) void qc.invalidateQueries({ queryKey: jobKey(id) });
  });
  return useQuery({
    ...jobQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 3000 : false),
  });
}
