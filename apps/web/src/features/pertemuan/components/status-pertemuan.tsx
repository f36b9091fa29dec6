import { Badge, ThemeIcon, type MantineSize } from '@mantine/core';
import { IconBroadcast, IconCircleCheck, IconClockHour4, IconHelpCircle } from '@tabler/icons-react';
import { statusPertemuanColor, statusPertemuanLabel } from '@lms/shared';

/** Status icons of spec 1 §4: not started, live, ended. */
// The same icons as the class page's meeting navigation.
const ICONS = { belum_dimulai: IconClockHour4, berlangsung: IconBroadcast, selesai: IconCircleCheck } as const;

function iconOf(status: string) {
  return Object.hasOwn(ICONS, status) ? ICONS[status as keyof typeof ICONS] : IconHelpCircle;
}

/** 'Belum Dimulai' / 'Sedang Berlangsung' / 'Telah Berakhir' ('-' otherwise) with its icon. */
export function StatusPertemuanTag({ status, size = 'md' }: { status: string; size?: MantineSize }) {
  const Icon = iconOf(status);
  return (
    <Badge
      color={statusPertemuanColor(status)}
      variant="light"
      size={size}
      // The spec's labels as written ('Belum Dimulai'), not upper-cased.
      tt="none"
      style={{ flexShrink: 0 }}
      leftSection={<Icon size={12} aria-hidden />}
      data-testid="pertemuan-status"
      data-status={status}
    >
      {statusPertemuanLabel(status)}
    </Badge>
  );
}

export function StatusPertemuanIcon({ status, size = 44 }: { status: string; size?: number }) {
  const Icon = iconOf(status);
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      variant={status === 'berlangsung' ? 'filled' : 'light'}
      color={statusPertemuanColor(status)}
      role="img"
      aria-label={statusPertemuanLabel(status)}
      data-testid="pertemuan-status-icon"
    >
      <Icon size={size * 0.55} />
    </ThemeIcon>
  );
}
