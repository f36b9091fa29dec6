import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query-string';

describe('serializeQuery (spec 1 §7)', () => {
  it('drops null and undefined values', () => {
    expect(serializeQuery({ a: 1, b: null, c: undefined, d: 'x' })).toBe('?a=1&d=x');
  });

  it('repeats the key for arrays and drops null items', () => {
    expect(serializeQuery({ id_prodi: [1, 2, null, 3] })).toBe('?id_prodi=1&id_prodi=2&id_prodi=3');
  });

  it('formats dates as UTC YYYY-MM-DDTHH:mm:ssZ', () => {
    const d = new Date(Date.UTC(2026, 10, 21, 1, 2, 3, 456));
    expect(serializeQuery({ waktu_awal: d })).toBe('?waktu_awal=2026-11-21T01%3A02%3A03Z');
    expect(decodeURIComponent(serializeQuery({ waktu_awal: d }))).toBe('?waktu_awal=2026-11-21T01:02:03Z');
  });

  it('keeps false and 0, encodes special characters, returns empty for nothing', () => {
    expect(serializeQuery({ ignore_default_pagination: false, page: 0 })).toBe('?ignore_default_pagination=false&page=0');
    expect(serializeQuery({ search: 'a&b c' })).toBe('?search=a%26b+c');
    expect(serializeQuery({ a: null })).toBe('');
    expect(serializeQuery(undefined)).toBe('');
  });
});
