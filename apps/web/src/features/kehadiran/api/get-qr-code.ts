import { queryOptions, useQuery } from '@tanstack/react-query';
import { QR_ROTASI_DETIK, type QrCodeToken } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/qr_code: a fresh signed token (lecturer of the class). */
export async function getQrCode(idPertemuan: number, signal?: AbortSignal): Promise<QrCodeToken> {
  return (await api.get<QrCodeToken>(`/v2/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}/qr_code`, { signal })).data;
}

/** The projector refetches on the server's interval, so the code on screen always rotates and an old photo expires. */
export const qrCodeQueryOptions = (idPertemuan: number) =>
  queryOptions({
    queryKey: kehadiranKeys.qr(idPertemuan),
    queryFn: ({ signal }) => getQrCode(idPertemuan, signal),
    refetchInterval: (q) => (q.state.data?.interval_detik ?? QR_ROTASI_DETIK) * 1000,
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: 1,
  });

export function useQrCode(idPertemuan: number) {
  return useQuery(qrCodeQueryOptions(idPertemuan));
}
