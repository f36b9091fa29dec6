import { toUtcIso } from '@lms/shared';

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function serializeValue(v: QueryValue): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return toUtcIso(v);
  return String(v);
}

/**
 * Query strings per spec 1 §7: null values are dropped, arrays repeat the key (id_prodi=1&id_prodi=2)
 * and dates are sent in UTC as YYYY-MM-DDTHH:mm:ssZ.
 */
export function serializeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      const s = serializeValue(item);
      if (s !== null) sp.append(key, s);
    }
  }
  const out = sp.toString();
  return out ? `?${out}` : '';
}
