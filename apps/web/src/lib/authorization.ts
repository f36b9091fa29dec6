import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasAccess, normalizeHakAkses, type AksesItem, type AreaAkses, type HakAkses, type UserInfo } from '@lms/shared';
import { api } from './api-client';
import { useUser } from './auth';

/** GET /v2/lms/access_control/me: the operator's permission list, as a map over the 8 areas. */
export async function getAksesMe(): Promise<HakAkses> {
  const list = (await api.get<AksesItem[]>('/v2/lms/access_control/me')).data;
  return normalizeHakAkses(Object.fromEntries(list.map((i) => [i.permission_key, i.akses])));
}

/** Loaded once per session (spec 1 §6). */
export const aksesMeQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'akses-me'], queryFn: getAksesMe, staleTime: Infinity });

export const isOperator = (user: Pick<UserInfo, 'role'> | null | undefined) => user?.role === 'ROLE_OPERATOR';

/** The operator's rights; null for lecturers and students (who have no areas). */
export function useHakAkses(): HakAkses | null {
  const { data: user } = useUser();
  const operator = isOperator(user);
  const { data } = useQuery({ ...aksesMeQueryOptions(), enabled: operator });
  return operator ? (data ?? null) : null;
}

/** Read/write check for the current operator; always false for other roles. */
export function useCan(area: AreaAkses, need: 'read' | 'write'): boolean {
  return hasAccess(useHakAkses(), area, need);
}
