import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PengaturanMe } from '@lms/shared';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** GET /v2/lms/pengaturan/me: the settings the client needs (time zone, sapaan, upload limits ...). */
export async function getPengaturanMe(): Promise<PengaturanMe> {
  return (await api.get<PengaturanMe>('/v2/lms/pengaturan/me')).data;
}

export const pengaturanMeQueryOptions = () =>
  queryOptions({ queryKey: ['pengaturan', 'me'], queryFn: getPengaturanMe, staleTime: 5 * 60_000 });

/** Only fetched when logged in (spec 1 §4 Auth: login state drives the settings fetch). */
export function usePengaturanMe() {
  return useQuery({ ...pengaturanMeQueryOptions(), enabled: authStore.isLoggedIn() });
}
