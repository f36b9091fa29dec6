import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/fetch-file';

/** The rejected-rows report at url_laporan (an access-checked storager file), fetched with the auth headers. */
export function downloadLaporanImport(urlLaporan: string): Promise<void> {
  return downloadFile(urlLaporan, 'laporan-import.xlsx');
}

export function useDownloadLaporanImport() {
  return useMutation({ mutationFn: downloadLaporanImport });
}
