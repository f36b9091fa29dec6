import type { ConfigValue } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v1/config/{keyword}: a configuration value of the academic system (e.g. url_dosen_new). */
export async function getConfig(keyword: string): Promise<ConfigValue> {
  return (await api.get<ConfigValue>(`/v1/config/${encodeURIComponent(keyword)}`)).data;
}
