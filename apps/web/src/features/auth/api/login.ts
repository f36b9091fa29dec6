import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { LoginBody } from '@lms/shared';
import { postAccessToken, startSession } from '@/lib/auth';

/** Login: POST /v2/access_token, then GET /v2/user_info. A failure shows the red toast (global handler). */
export function useLogin(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: async (body: LoginBody) => startSession(await postAccessToken(body)),
    onSuccess: () => {
      // An earlier failure's toast ('Username atau password salah') must not follow the user into the app.
      notifications.clean();
      options.onSuccess?.();
    },
  });
}
