import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/logo_perguruan_tinggi: {url}; failures are silent (spec 1 §7). */
export async function getLogo(): Promise<{ url: string | null }> {
  return (await api.get<{ url: string | null }>('/v1/logo_perguruan_tinggi')).data;
}

export const logoQueryOptions = () =>
  queryOptions({ queryKey: ['sistem', 'logo'], queryFn: getLogo, staleTime: 10 * 60_000, retry: false });

export function useLogo() {
  const { data } = useQuery(logoQueryOptions());
  return data?.url || null;
}
