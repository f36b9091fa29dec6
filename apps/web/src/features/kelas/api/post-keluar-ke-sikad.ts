import { api } from '@/lib/api-client';

/** POST /v2/lms/log_aktivitas/keluar_ke_sikad: logs that the user leaves for the academic system. */
export async function postKeluarKeSikad(): Promise<void> {
  await api.post<null>('/v2/lms/log_aktivitas/keluar_ke_sikad');
}
