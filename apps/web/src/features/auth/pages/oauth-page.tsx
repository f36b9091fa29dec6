import { useEffect, useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { isApiError } from '@/lib/api-error';
import { safeRedirect } from '@/lib/safe-redirect';
import { exchangeAuthorizationCode } from '../api/oauth-token';

/** /oauth?code=..&path=..&redirect=..&refferer=..: exchanges the code, then goes to `redirect` (or /beranda). */
export function OauthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<{ status: number; message: string } | null>(null);
  const code = params.get('code');
  const redirectTo = params.get('redirect');

  useEffect(() => {
    if (!code) return;
    let active = true;
    exchangeAuthorizationCode(code)
      .then(() => active && navigate(safeRedirect(redirectTo), { replace: true }))
      .catch((e: unknown) => {
        if (active) setError({ status: isApiError(e) ? (e.statusCode ?? 500) : 500, message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      active = false;
    };
  }, [code, redirectTo, navigate]);

  if (!code) return <ErrorPage statusCode={400} message="Kode otorisasi tidak ditemukan" generic />;
  if (error) return <ErrorPage statusCode={error.status} message={error.message} generic />;
  return (
    <Center h="100vh">
      <Stack align="center">
        <Loader />
        <Text c="dimmed">Memverifikasi akses ...</Text>
      </Stack>
    </Center>
  );
}
