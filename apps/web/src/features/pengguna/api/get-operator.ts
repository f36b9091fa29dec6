import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { penggunaKeys } from './keys';

/** GET /v1/operator/{id}: what the access form shows (is_active and the stored map). */
export async function getOperator(id: number): Promise<OperatorDetail> {
  return (await api.get<OperatorDetail>(`/v1/operator/${id}`)).data;
}

export const operatorQueryOptions = (id: number) => queryOptions({ queryKey: penggunaKeys.operator(id), queryFn: () => getOperator(id), staleTime: 0 });

export function useOperator(id: number | null) {
  return useQuery({ ...operatorQueryOptions(id ?? 0), enabled: id !== null });
}
