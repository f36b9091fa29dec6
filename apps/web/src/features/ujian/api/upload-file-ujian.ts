import type { SoalFile, UploadResult } from '@lms/shared';
import { api } from '@/lib/api-client';

/**
 * POST /v2/storager with kind soal_ujian / kunci_ujian of the exam's class: an attachment, option image or image in
 * the question text, named by URL when the question is saved.
 */
export async function uploadFileUjian(file: File, kind: 'soal_ujian' | 'kunci_ujian', idKelas: string): Promise<SoalFile> {
  const fd = new FormData();
  fd.append('service_id', 'lms');
  fd.append('kind', kind);
  fd.append('id_kelas_kuliah', idKelas);
  fd.append('file', file, file.name);
  const r = (await api.post<UploadResult>('/v2/storager', fd)).data;
  return { name: r.name, content_length: r.content_length, url: r.url, extension: r.extension };
}
