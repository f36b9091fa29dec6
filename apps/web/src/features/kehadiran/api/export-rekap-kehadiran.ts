import { useMutation } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-client';
import { fetchFile, saveBlob } from '@/lib/fetch-file';

/** GET /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/export_excel: the recap as .xlsx, named by content-disposition. */
export async function exportRekapKehadiran(idKelas: string) {
  const { blob, filename } = await fetchFile(`${API_BASE}/v2/lms/kehadiran_mahasiswa/kelas_kuliah/${encodeURIComponent(idKelas)}/export_excel`);
  saveBlob(blob, filename || `Rekap Kehadiran ${idKelas}.xlsx`);
}

export function useExportRekapKehadiran() {
  return useMutation({ mutationFn: exportRekapKehadiran });
}
