import { useEffect } from 'react';
import { LAST_ACTIVE_PING_MS } from '@lms/shared';
import { api } from '@/lib/api-client';

/** PUT /v2/lms/visitor/last_active. */
export async function putLastActive(): Promise<void> {
  await api.put('/v2/lms/visitor/last_active');
}

/** The default layout's ping every 300 s (spec 1 §2.3); one right away so a fresh visit counts. */
export function useLastActivePing(enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const ping = () => void putLastActive().catch(() => undefined);
    ping();
    const id = setInterval(ping, LAST_ACTIVE_PING_MS);
    return () => clearInterval(id);
  }, [enabled]);
}
