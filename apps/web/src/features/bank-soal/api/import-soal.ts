import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImporSoalResult, JenisSoal } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** POST /v2/lms/bank_soal/{id}/soal/import_excel (multipart file, jenis_soal): all rows or none. */
export function importSoal(idBank: number, jenis: JenisSoal, file: File) {
  const fd = new FormData();
  fd.append('jenis_soal', jenis);
  fd.append('file', file, file.name);
  return api.post<ImporSoalResult>(`/v2/lms/bank_soal/${idBank}/soal/import_excel`, fd);
}

/** The dialog shows success and failure itself, so the global toast stays silent. */
export function useImportSoal(idBank: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ jenis, file }: { jenis: JenisSoal; file: File }) => importSoal(idBank, jenis, file),
    meta: { silent: true },
    onSuccess: () => refreshBankSoal(qc, idBank),
  });
}
