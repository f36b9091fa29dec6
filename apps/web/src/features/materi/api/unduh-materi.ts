import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MateriItem } from '@lms/shared';
import { downloadFile } from '@/lib/fetch-file';
import { materiKeys } from './keys';

/**
 * GET /v2/lms/materi/{id}/unduh with the session's headers, saved under the name of content-disposition. For a
 * student a required file (not an e-book) now counts, so the list reloads.
 */
export function unduhMateri(m: Pick<MateriItem, 'file'>) {
  if (!m.file) return Promise.resolve();
  return downloadFile(m.file.url, m.file.name);
}

export function useUnduhMateri() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: unduhMateri, onSuccess: () => void qc.invalidateQueries({ queryKey: materiKeys.lists() }) });
}
