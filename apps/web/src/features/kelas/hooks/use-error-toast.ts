import { useEffect } from 'react';
import { showErrorToast } from '@/components/toast';

/** A failed fetch shown as the bottom danger toast with its message (spec 1 §8, semester plan / evaluation / course info). */
export function useErrorToast(error: Error | null | undefined) {
  useEffect(() => {
    if (error) showErrorToast(error);
  }, [error]);
}
