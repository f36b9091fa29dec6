import { PESAN_STORAGE, type UploadResult } from '@lms/shared';
import { api } from '@/lib/api-client';

/**
 * POST /v2/storager (service_id 'lms', kind soal_bank_soal, dir from the course and bank ids): an option image or
 * an image in the question text, referenced by its URL when the question is saved.
 */
export async function uploadGambarSoal(file: File, dir: string) {
  const fd = new FormData();
  fd.append('service_id', 'lms');
  fd.append('kind', 'soal_bank_soal');
  fd.append('dir', dir);
  fd.append('file', file, file.name);
  return (await api.post<UploadResult>('/v2/storager', fd)).data;
}

/** DELETE /v2/storager?url= ('Berhasil hapus file'). */
export async function deleteFileStorager(url: string) {
  await api.delete<null>('/v2/storager', { query: { url } });
  return PESAN_STORAGE.berhasilHapus;
}
