import { Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatHariTanggal, formatJam, timeZoneLabel } from '@lms/shared';
import { useServerTime } from '@/lib/server-time';

type Props = { testId?: string; compact?: boolean };

/** Server time 'HH:mm:ss WIB' and the Indonesian date, ticking every second (spec 1 §2.4). */
export function ServerClock({ testId = 'server-clock', compact = false }: Props) {
  const { now, timeZone, synced } = useServerTime();
  const jam = `${formatJam(now, timeZone)} ${timeZoneLabel(timeZone)}`;
  return (
    <Group gap={8} wrap="nowrap" data-testid={testId} data-synced={synced} aria-label={`Waktu server ${jam}`}>
      <IconClock size={compact ? 16 : 20} stroke={1.6} color="var(--mantine-primary-color-filled)" aria-hidden />
      <Stack gap={0}>
        <Text fw={700} fz={compact ? 'sm' : 'md'} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-time`}>
          {jam}
        </Text>
        <Text fz="xs" c="dimmed" lh={1.2}>
          {formatHariTanggal(now, timeZone)}
        </Text>
      </Stack>
    </Group>
  );
}
