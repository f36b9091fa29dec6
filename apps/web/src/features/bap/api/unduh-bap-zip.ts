import { useMutation } from '@tanstack/react-query';
import type { JobStatusResponse } from '@lms/shared';
import { api, API_BASE } from '@/lib/api-client';
import { fetchFile, saveBlob } from '@/lib/fetch-file';
import type { QueryParams } from '@/lib/query-string';
import { queryBap, type OpsiBap } from '../bap-opsi';

/** The class list's filters the period zip takes over (spec 2 §7: 'plus filters'). */
export type FilterZipBap = Omit<QueryParams, 'page' | 'per_page'> & { periode: number };

/** POST /v2/lms/kelas_kuliah/bap/unduh: queues the period zip (a job with progress). */
export function mulaiUnduhBapZip(filter: FilterZipBap, opsi: OpsiBap) {
  const { id_pengajar: _ignored, ...q } = queryBap({ ...opsi, idPengajar: null });
  return api.post<JobStatusResponse>('/v2/lms/kelas_kuliah/bap/unduh', undefined, { query: { ...filter, ...q } });
}

export function useMulaiUnduhBapZip() {
  return useMutation({ mutationFn: ({ filter, opsi }: { filter: FilterZipBap; opsi: OpsiBap }) => mulaiUnduhBapZip(filter, opsi) });
}

/** GET /v2/lms/kelas_kuliah/bap/unduh?id_job=…: the finished zip, default name 'BAP - {periode}.zip'. */
export async function unduhBapZip(idJob: string, periode: number) {
  const { blob, filename } = await fetchFile(`${API_BASE}/v2/lms/kelas_kuliah/bap/unduh?id_job=${encodeURIComponent(idJob)}`);
  saveBlob(blob, filename.toLowerCase().endsWith('.zip') ? filename : `BAP - ${periode}.zip`);
}
