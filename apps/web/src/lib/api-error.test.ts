import { describe, expect, it } from 'vitest';
import { PESAN } from '@lms/shared';
import { ApiError, normalizeError, pickMessage } from './api-error';

describe('pickMessage (spec 1 §8 precedence)', () => {
  it('takes status.message first', () => {
    expect(pickMessage({ status: { code: 'x', message: 'Username atau password salah' }, detail: 'lain' })).toBe('Username atau password salah');
  });

  it('then detail.detail, then detail', () => {
    expect(pickMessage({ status: { code: 'x', message: '' }, detail: { detail: 'Dari detail.detail' } })).toBe('Dari detail.detail');
    expect(pickMessage({ detail: 'Dari detail' })).toBe('Dari detail');
  });

  it('skips non-string details (validation issue arrays) and falls back to the error message', () => {
    expect(pickMessage({ detail: [{ path: 'x' }] }, 'Failed to fetch')).toBe('Failed to fetch');
  });

  it("defaults to 'Terjadi kesalahan'", () => {
    expect(pickMessage(null)).toBe(PESAN.terjadiKesalahan);
    expect(pickMessage('<html>bad gateway</html>')).toBe(PESAN.terjadiKesalahan);
  });

  it('lower-cases then capitalises', () => {
    expect(pickMessage({ status: { code: 'x', message: 'DATA TIDAK DITEMUKAN' } })).toBe('Data tidak ditemukan');
    expect(pickMessage({ detail: 'header College-Id wajib' })).toBe('Header college-id wajib');
  });
});

describe('normalizeError', () => {
  it('keeps status code, machine code and body of an HTTP error', () => {
    const body = { status: { code: 'invalid_credentials', message: 'Username atau password salah' } };
    const e = normalizeError({ statusCode: 401, body });
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ statusCode: 401, code: 'invalid_credentials', type: 'Http Error', message: 'Username atau password salah', data: body });
  });

  it("gives type 'Gateway Timeout' for 504", () => {
    const e = normalizeError({ statusCode: 504, body: null });
    expect(e.type).toBe('Gateway Timeout');
    expect(e.message).toBe('Gateway timeout');
  });

  it("gives type 'Network Error' when no response arrived", () => {
    const e = normalizeError({ error: new TypeError('Failed to fetch') });
    expect(e.type).toBe('Network Error');
    expect(e.statusCode).toBeNull();
    expect(e.message).toBe('Network error');
  });

  it('tells a timeout from a network failure', () => {
    const timeout = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' });
    expect(normalizeError({ error: timeout }).type).toBe('Timeout');
  });

  it('returns an ApiError unchanged', () => {
    const e = normalizeError({ statusCode: 403, body: { status: { code: 'forbidden', message: 'Ditolak' } } });
    expect(normalizeError({ error: e })).toBe(e);
  });
});
