import { useEffect, useState } from 'react';
import { fetchFile, isProtectedFileUrl } from './fetch-file';
import type { ApiError } from './api-error';

export type FileObjectUrlState = {
  /** The URL to put in src: an object URL for protected files, the URL itself otherwise; null while loading. */
  url: string | null;
  blob: Blob | null;
  filename: string | null;
  loading: boolean;
  error: ApiError | Error | null;
};

const IDLE: FileObjectUrlState = { url: null, blob: null, filename: null, loading: false, error: null };

/**
 * A protected file (same-origin /api/ URL) as an object URL: fetched with the session headers, revoked when
 * the URL changes or the component unmounts; a pending request is aborted then. Other URLs pass through.
 */
export function useFileObjectUrl(src: string | null | undefined): FileObjectUrlState {
  const [state, setState] = useState<FileObjectUrlState & { src: string | null }>({ ...IDLE, src: null });
  const needsFetch = isProtectedFileUrl(src);

  useEffect(() => {
    if (!src || !needsFetch) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ ...IDLE, loading: true, src });
    fetchFile(src, controller.signal).then(
      ({ blob, filename }) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, blob, filename, loading: false, error: null, src });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ ...IDLE, error: error instanceof Error ? error : new Error(String(error)), src });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, needsFetch]);

  if (!src) return IDLE;
  if (!needsFetch) return { ...IDLE, url: src };
  // Until the effect for a new src has run, report loading rather than the previous file.
  if (state.src !== src) return { ...IDLE, loading: true };
  const { src: _src, ...rest } = state;
  return rest;
}
