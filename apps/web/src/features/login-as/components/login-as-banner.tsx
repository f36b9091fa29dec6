import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { logout, useUser } from '@/lib/auth';
import { paths } from '@/config/paths';
import { endLoginAs } from '../login-as-session';

/** Slim banner while an operator acts as another account through 'Login Akun Lain'. */
export function LoginAsBanner() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user?.login_as_operator) return null;

  const back = async () => {
    setBusy(true);
    try {
      if (await endLoginAs()) await navigate(paths.beranda.getHref());
      else {
        await logout();
        await navigate(paths.home.getHref());
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper radius={0} px="md" py={6} bg="yellow.1" c="dark" data-testid="login-as-banner">
      <Group justify="space-between" gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconUserShare size={18} aria-hidden />
          <Text fz="sm">
            Anda masuk sebagai <b>{user.nama}</b> melalui operator <b>{user.login_as_operator}</b>
          </Text>
        </Group>
        <Button size="compact-sm" variant="white" color="dark" loading={busy} onClick={back}>
          Kembali ke akun operator
        </Button>
      </Group>
    </Paper>
  );
}
