import { useMutation } from '@tanstack/react-query';
import type { MateriBukaResult } from '@lms/shared';
import { api } from '@/lib/api-client';

/**
 * POST /v2/lms/materi/{id}/buka: the card was opened. Starts the e-book countdown on the server, hands out the
 * stream URL of a video / audio, and records the opening of a link.
 */
export async function bukaMateri(id: number): Promise<MateriBukaResult> {
  return (await api.post<MateriBukaResult>(`/v2/lms/materi/${id}/buka`)).data;
}

export function useBukaMateri() {
  return useMutation({ mutationFn: bukaMateri });
}
