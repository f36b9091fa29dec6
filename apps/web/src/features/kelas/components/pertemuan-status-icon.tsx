import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconBroadcast, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { statusPertemuanColor, statusPertemuanLabel } from '@lms/shared';

/** Meeting status icon (spec 1 §4): not started, live, ended. */
export function PertemuanStatusIcon({ status, size = 22 }: { status: string; size?: number }) {
  const Icon = status === 'berlangsung' ? IconBroadcast : status === 'selesai' ? IconCircleCheck : IconClockHour4;
  const label = statusPertemuanLabel(status);
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ThemeIcon size={size} radius="xl" variant="light" color={statusPertemuanColor(status)} aria-label={label} role="img">
        <Icon size={size * 0.65} stroke={1.8} />
      </ThemeIcon>
    </Tooltip>
  );
}
