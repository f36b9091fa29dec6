import { useMutation } from '@tanstack/react-query';
import type { LaporanKehadiranPengajarQuery } from '@lms/shared';
import { API_BASE } from '@/lib/api-client';
import { fetchFile, saveBlob } from '@/lib/fetch-file';
import { serializeQuery, type QueryParams } from '@/lib/query-string';

/** GET /v2/lms/laporan/kehadiran_pengajar/export_excel: the same filter without a page limit, as .xlsx. */
export async function exportLaporanKehadiranPengajar(query: LaporanKehadiranPengajarQuery) {
  const { page: _p, per_page: _pp, ...rest } = query;
  const { blob, filename } = await fetchFile(`${API_BASE}/v2/lms/laporan/kehadiran_pengajar/export_excel${serializeQuery(rest as QueryParams)}`);
  saveBlob(blob, filename || 'kehadiran_pengajar.xlsx');
}

export function useExportLaporanKehadiranPengajar() {
  return useMutation({ mutationFn: exportLaporanKehadiranPengajar });
}
