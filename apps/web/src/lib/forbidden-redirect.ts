import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '@lms/shared';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';

/** The refusal kept for the /forbidden page, which shows its message. */
export type ForbiddenMeeting = { meetingId: string; message: string };

/** Whether an error is the attendance restriction of spec 1 §8 (a UAS refused below the minimum attendance). */
export function isPembatasanKehadiran(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODES.pembatasanUjianKehadiran;
}

/**
 * spec 1 §8: a refusal with code pembatasan_ujian_kehadiran is stored and the user sent to /forbidden/{meetingId}.
 * Returns a handler that does so and answers true, or answers false for any other error (the caller toasts it).
 */
export function useForbiddenRedirect() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, meetingId: number | string): boolean => {
      if (!isPembatasanKehadiran(error)) return false;
      writeJson(STORAGE_KEYS.forbiddenMeeting, { meetingId: String(meetingId), message: (error as Error).message } satisfies ForbiddenMeeting);
      void navigate(paths.forbidden.getHref(meetingId), { replace: true });
      return true;
    },
    [navigate],
  );
}
