import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, ImportResult, JenisImport } from '@lms/shared';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/**
 * POST /v2/lms/import_master/{jenis} multipart `file`: 200 when every row was applied; 422 with the same `data`
 * (status 'failed', first 50 row errors, url_laporan) when any row was rejected; 413/415 for a wrong file.
 */
export function postImportMaster(jenis: JenisImport, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post<ImportResult>(`/v2/lms/import_master/${jenis}`, body);
}

export type ImportOutcome = { ok: boolean; message: string; result: ImportResult | null };

/** Both answers of a processed file as one outcome; other failures (413, 415, network) stay errors. */
export function importOutcomeFromError(error: unknown): ImportOutcome | null {
  if (!isApiError(error) || error.statusCode !== 422) return null;
  const body = error.data as Partial<Envelope<ImportResult>> | null;
  const data = body?.data;
  if (!data || typeof data !== 'object' || !Array.isArray(data.errors)) return null;
  // The server's own sentence (the normalised error message lower-cases everything after its first letter).
  return { ok: false, message: body?.status?.message || error.message, result: data };
}

export function useImportMaster() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ jenis, file }: { jenis: JenisImport; file: File }): Promise<ImportOutcome> => {
      try {
        const res = await postImportMaster(jenis, file);
        return { ok: true, message: res.status.message, result: res.data };
      } catch (error) {
        const outcome = importOutcomeFromError(error);
        if (outcome) return outcome;
        throw error;
      }
    },
    // The panel shows the failure in place.
    meta: { silent: true },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['data-master'] });
    },
  });
}
