import { useMutation } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-client';
import { fetchFile, saveBlob } from '@/lib/fetch-file';
import { serializeQuery, type QueryParams } from '@/lib/query-string';
import type { FilterLogAktivitas } from './get-log-aktivitas';

/** GET /v2/lms/log_aktivitas/export_excel: every entry of the filter as .xlsx (no page limit), saved by the browser. */
export async function downloadLogAktivitas(filter: FilterLogAktivitas) {
  const qs = serializeQuery(filter as unknown as QueryParams);
  const { blob, filename } = await fetchFile(`${API_BASE}/v2/lms/log_aktivitas/export_excel${qs}`);
  saveBlob(blob, filename || 'log-aktivitas.xlsx');
}

export function useExportLogAktivitas() {
  return useMutation({ mutationFn: downloadLogAktivitas });
}
