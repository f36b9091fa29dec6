import { useEffect, useState } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PESAN_SSO } from '@lms/shared';
import { paths } from '@/config/paths';
import { ssoParams } from '../sso-params';
import { exchangeSsoToken } from '../api/sso-token';

/**
 * /sso?token=..&path=..: completes the single sign-on from the academic system (docs/DECISIONS.md): the assertion
 * is exchanged for a session, then the user goes to `path` (or /beranda). A refusal says why, in Indonesian, and
 * offers the login page.
 */
export function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { token, tujuan } = ssoParams(params);
  const [error, setError] = useState<string | null>(token ? null : PESAN_SSO.tokenTidakAda);

  useEffect(() => {
    if (!token) return;
    let active = true;
    exchangeSsoToken(token)
      .then(() => active && navigate(tujuan, { replace: true }))
      .catch((e: unknown) => active && setError(e instanceof Error && e.message ? e.message : PESAN_SSO.tokenTidakValid));
    return () => {
      active = false;
    };
  }, [token, tujuan, navigate]);

  return (
    <main>
      <Center mih="100vh" p="md">
        {error ? (
          <Stack align="center" gap="sm" maw={520} ta="center" data-testid="sso-gagal">
            <Title order={1} fz="h2">
              {PESAN_SSO.gagalJudul}
            </Title>
            <Text c="dimmed" data-testid="sso-pesan">
              {error}
            </Text>
            <Button component={Link} to={paths.home.getHref()} leftSection={<IconLogin size={16} />} mt="md">
              Ke halaman login
            </Button>
          </Stack>
        ) : (
          <Stack align="center" data-testid="sso-memuat">
            <Loader role="status" aria-label="Memuat" />
            <Title order={1} fz="md" fw={400} c="dimmed">
              {PESAN_SSO.memverifikasi}
            </Title>
          </Stack>
        )}
      </Center>
    </main>
  );
}
