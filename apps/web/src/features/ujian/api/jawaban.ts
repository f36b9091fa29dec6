import type { JawabanValue, PelanggaranBody, SimpanJawabanResult, SoalFile } from '@lms/shared';
import { api } from '@/lib/api-client';

/** PUT /v2/lms/ujian/{id}/pengerjaan/jawaban/{idSoal} {seq, jawaban}: one answer, the highest seq wins. */
export async function simpanJawaban(idUjian: number, idSoal: number, seq: number, jawaban: JawabanValue | null): Promise<SimpanJawabanResult> {
  return (await api.put<SimpanJawabanResult>(`/v2/lms/ujian/${idUjian}/pengerjaan/jawaban/${idSoal}`, { seq, jawaban })).data;
}

/** POST /v2/lms/ujian/{id}/pengerjaan/jawaban/{idSoal}/files (multipart file): an essay answer file. */
export async function unggahFileJawaban(idUjian: number, idSoal: number, file: File): Promise<SoalFile> {
  const fd = new FormData();
  fd.append('file', file, file.name);
  return (await api.post<SoalFile>(`/v2/lms/ujian/${idUjian}/pengerjaan/jawaban/${idSoal}/files`, fd)).data;
}

/** POST /v2/lms/ujian/{id}/pengerjaan/pelanggaran: journaled violations, each with its own client id. */
export async function kirimPelanggaran(idUjian: number, body: PelanggaranBody) {
  return (await api.post<{ diterima: number; baru: number }>(`/v2/lms/ujian/${idUjian}/pengerjaan/pelanggaran`, body)).data;
}
