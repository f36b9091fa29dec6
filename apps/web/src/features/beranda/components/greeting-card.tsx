import { Paper, Stack, Text } from '@mantine/core';
import { formatHariTanggal, periodeLabel } from '@lms/shared';
import { useServerTime } from '@/lib/server-time';
import { useSemesterBerjalan } from '@/lib/queries/get-semester-berjalan';

/**
 * The dashboard's banner: today's date in the college's zone and the current period. The greeting 'Hi, {name}'
 * and the clock are the layout header's (spec 1 §2.3); the dashboard does not repeat them.
 */
export function GreetingCard() {
  const { data: semester } = useSemesterBerjalan();
  const { now, timeZone } = useServerTime();
  return (
    <Paper
      p={{ base: 'md', tablet: 'lg' }}
      radius="lg"
      c="white"
      data-testid="beranda-banner"
      style={{ background: 'linear-gradient(120deg, var(--mantine-color-lms-9), var(--mantine-color-lms-7) 70%)', overflow: 'hidden' }}
    >
      <Stack gap={4}>
        <Text fz={{ base: 'lg', tablet: 'xl' }} fw={700}>
          {formatHariTanggal(now, timeZone)}
        </Text>
        {semester ? (
          <Text fz="sm">
            Semester berjalan: <b>{periodeLabel(semester.periode)}</b>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
