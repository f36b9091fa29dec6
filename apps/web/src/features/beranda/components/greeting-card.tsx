import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatHariTanggal, formatJam, periodeLabel, PESAN, timeZoneLabel } from '@lms/shared';
import { useUser } from '@/lib/auth';
import { useServerTime } from '@/lib/server-time';
import { usePengaturanMe } from '@/features/sistem/api/get-pengaturan-me';
import { useSemesterBerjalan } from '@/features/sistem/api/get-semester-berjalan';

/** Greeting 'Hi, {name}' with the college's sapaan, the current period and the server-time clock. */
export function GreetingCard() {
  const { data: user } = useUser();
  const { data: pengaturan } = usePengaturanMe();
  const { data: semester } = useSemesterBerjalan();
  const { now, timeZone } = useServerTime();
  const sapaan = pengaturan?.pengaturan_sistem.sapaan || PESAN.selamatDatang(user?.college.singkatan ?? '');
  return (
    <Paper
      p={{ base: 'md', tablet: 'lg' }}
      radius="lg"
      c="white"
      style={{ background: 'linear-gradient(120deg, var(--mantine-color-lms-8), var(--mantine-color-lms-5) 70%, #4dabf7)', overflow: 'hidden' }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} c="white" fz={{ base: 'h3', tablet: 'h2' }}>
            Hi, {user?.nama ?? ''}
          </Title>
          <Text c="lms.0">{sapaan}</Text>
          {semester ? (
            <Text fz="sm" c="lms.1">
              Semester berjalan: <b>{periodeLabel(semester.periode)}</b>
            </Text>
          ) : null}
        </Stack>
        <Box ta={{ base: 'left', tablet: 'right' }}>
          <Text fz={{ base: 28, tablet: 36 }} fw={800} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="beranda-clock">
            {formatJam(now, timeZone)} <Text span fz="lg" fw={700}>{timeZoneLabel(timeZone)}</Text>
          </Text>
          <Text fz="sm" c="lms.0">
            {formatHariTanggal(now, timeZone)}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}
