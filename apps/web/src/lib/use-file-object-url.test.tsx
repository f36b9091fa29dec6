import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useFileObjectUrl } from './use-file-object-url';

describe('useFileObjectUrl', () => {
  let created: string[];
  let revoked: string[];
  let fetched: string[];
  let signals: AbortSignal[];

  beforeEach(() => {
    created = [];
    revoked = [];
    fetched = [];
    signals = [];
    let n = 0;
    // jsdom has no object URLs: count what the hook creates and revokes.
    URL.createObjectURL = vi.fn(() => {
      const u = `blob:test/${++n}`;
      created.push(u);
      return u;
    });
    URL.revokeObjectURL = vi.fn((u: string) => {
      revoked.push(u);
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      fetched.push(url);
      signals.push(init.signal as AbortSignal);
      return new Response('img', { status: 200, headers: { 'content-disposition': 'inline; filename="b.png"' } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('fetches a protected file and gives its object URL, revoked on unmount', async () => {
    const { result, unmount } = renderHook(() => useFileObjectUrl('/api/v2/storager/files/1/b.png'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.url).toBe(created[0]));
    expect(result.current.filename).toBe('b.png');
    expect(fetched).toEqual(['/api/v2/storager/files/1/b.png']);
    unmount();
    expect(revoked).toEqual([created[0]]);
  });

  it('revokes the previous URL when the source changes', async () => {
    const { result, rerender } = renderHook(({ src }) => useFileObjectUrl(src), { initialProps: { src: '/api/f/1/a.png' } });
    await waitFor(() => expect(result.current.url).toBe('blob:test/1'));
    rerender({ src: '/api/f/2/b.png' });
    await waitFor(() => expect(result.current.url).toBe('blob:test/2'));
    expect(revoked).toContain('blob:test/1');
    expect(revoked).not.toContain('blob:test/2');
  });

  it('aborts a pending fetch on unmount and creates no URL', async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal);
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    const { unmount } = renderHook(() => useFileObjectUrl('/api/f/1/a.png'));
    await waitFor(() => expect(signals.length).toBe(1));
    unmount();
    expect(signals[0]!.aborted).toBe(true);
    release(new Response('late'));
    await Promise.resolve();
    expect(created).toEqual([]);
  });

  it('passes other URLs through without fetching', () => {
    const { result } = renderHook(() => useFileObjectUrl('/assets/banner-2.svg'));
    expect(result.current).toMatchObject({ url: '/assets/banner-2.svg', loading: false });
    expect(fetched).toEqual([]);
  });

  it('is idle without a source', () => {
    const { result } = renderHook(() => useFileObjectUrl(null));
    expect(result.current).toMatchObject({ url: null, loading: false, error: null });
  });
});
