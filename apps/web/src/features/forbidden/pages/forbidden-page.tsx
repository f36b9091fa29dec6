import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import type { ForbiddenMeeting } from '@/lib/forbidden-redirect';
import { readJson, STORAGE_KEYS } from '@/lib/storage';

/**
 * /forbidden/{meetingId}: a meeting refused with pembatasan_ujian_kehadiran (spec 1 §8). The refusal is
 * stored by whoever received it; this page shows its message.
 */
export function ForbiddenPage() {
  const { meetingId = '' } = useParams();
  const stored = readJson<ForbiddenMeeting>(STORAGE_KEYS.forbiddenMeeting);
  const message =
    stored && stored.meetingId === meetingId
      ? stored.message
      : 'Anda belum memenuhi syarat kehadiran untuk mengakses pertemuan ini.';
  return (
    <Center mih="60vh" p="md" data-testid="forbidden-page">
      <Stack align="center" maw={520} ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconLock size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">Akses Pertemuan Dibatasi</Title>
        <Text c="dimmed">{message}</Text>
        <Group mt="md">
          <Button component={Link} to={paths.beranda.getHref()} leftSection={<IconHome size={16} />}>
            Ke Beranda
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
