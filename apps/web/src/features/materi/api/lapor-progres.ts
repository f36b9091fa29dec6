import type { MateriProgresBody, MateriProgresResult } from '@lms/shared';
import { api } from '@/lib/api-client';

/** PUT /v2/lms/materi/{id}/progres: one stretch the player played (the server decides what it credits). */
export async function laporProgres(id: number, body: MateriProgresBody): Promise<MateriProgresResult> {
  return (await api.put<MateriProgresResult>(`/v2/lms/materi/${id}/progres`, body)).data;
}
