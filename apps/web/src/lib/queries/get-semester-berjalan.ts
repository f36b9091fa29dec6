import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SemesterBerjalan } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v1/semester_akademik_berjalan (cached, spec 1 §7). */
export async function getSemesterBerjalan(): Promise<SemesterBerjalan> {
  return (await api.get<SemesterBerjalan>('/v1/semester_akademik_berjalan')).data;
}

export const semesterBerjalanQueryOptions = () =>
  queryOptions({ queryKey: ['semester-berjalan'], queryFn: getSemesterBerjalan, staleTime: Infinity });

export function useSemesterBerjalan() {
  return useQuery(semesterBerjalanQueryOptions());
}
