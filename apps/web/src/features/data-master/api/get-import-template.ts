import { useMutation } from '@tanstack/react-query';
import type { JenisImport } from '@lms/shared';
import { API_BASE } from '@/lib/api-client';
import { fetchFile, saveBlob } from '@/lib/fetch-file';

/** GET /v2/lms/import_master/{jenis}/template: the .xlsx template, saved under the server's file name. */
export async function downloadImportTemplate(jenis: JenisImport): Promise<void> {
  const { blob, filename } = await fetchFile(`${API_BASE}/v2/lms/import_master/${jenis}/template`);
  saveBlob(blob, filename || `template-import-${jenis}.xlsx`);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
