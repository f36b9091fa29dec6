import { APP_ID, type Envelope, type FrontendConfig } from '@lms/shared';
import { request } from './api-client';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export function getStoredFrontendConfig(): FrontendConfig | null {
  return readJson<FrontendConfig>(STORAGE_KEYS.frontendConfig);
}

let pending: Promise<FrontendConfig> | null = null;

/**
 * The college's settings, fetched once per session from the origin (spec 1 §1) and kept in sessionStorage;
 * every other request reads college_id from there.
 */
export function ensureFrontendConfig(): Promise<FrontendConfig> {
  const stored = getStoredFrontendConfig();
  if (stored) return Promise.resolve(stored);
  pending ??= request<Envelope<FrontendConfig>>('GET', '/multisite-config/frontend-config', {
    query: { url: window.location.origin, id: APP_ID },
    auth: false,
    tenant: false,
  })
    .then((res) => {
      writeJson(STORAGE_KEYS.frontendConfig, res.data);
      return res.data;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
