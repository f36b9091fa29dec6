import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import type { KehadiranColor, RekapIcon as RekapIconName } from '@lms/shared';
import { warnaKehadiran } from '../kehadiran-warna';

const ICONS = { minus: IconMinus, check: IconCheck, close: IconX } as const;

/** One recap icon (spec 1 §4 'Recap icon'): grey minus, check or close in the rule's colour. */
export function RekapIcon({ icon, color, label }: { icon: RekapIconName; color: KehadiranColor; label: string }) {
  const Icon = ICONS[icon];
  return (
    <ThemeIcon
      size="md"
      radius="xl"
      variant={color === 'gray' ? 'light' : 'filled'}
      color={warnaKehadiran(color)}
      role="img"
      aria-label={label}
      data-icon={icon}
      data-color={color}
    >
      <Icon size={16} aria-hidden />
    </ThemeIcon>
  );
}
