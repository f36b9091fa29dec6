import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AturanQrCode } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v0/aturan/qr-code: whether the college's QR attendance is on, and the rotation interval. */
export async function getAturanQr(signal?: AbortSignal): Promise<AturanQrCode> {
  return (await api.get<AturanQrCode>('/v0/aturan/qr-code', { signal })).data;
}

export const aturanQrQueryOptions = () => queryOptions({ queryKey: kehadiranKeys.aturanQr(), queryFn: ({ signal }) => getAturanQr(signal), staleTime: 60_000 });

export function useAturanQr(enabled = true) {
  return useQuery({ ...aturanQrQueryOptions(), enabled });
}
