import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { showErrorToast } from '@/components/toast';

/** 4xx answers are final; other failures (network, 5xx) get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode !== null && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
  // Failed writes show the red bottom toast unless the caller handles the error itself (meta.silent).
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.silent) showErrorToast(error);
    },
  }),
});
