import { useEffect, useId } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { parseDate } from '@lms/shared';
import { kehadiranKeys } from '../api/keys';

/** The next of these instants still ahead of `now` (ms), or null. */
export function saatBerikutnya(instants: readonly (string | null | undefined)[], now: number): number | null {
  const ahead = instants.map((i) => parseDate(i)?.valueOf() ?? null).filter((t): t is number => t !== null && t > now);
  return ahead.length ? Math.min(...ahead) : null;
}

/** Timers beyond a day are left to the next visit (and setTimeout overflows past ~24.8 days). */
const BATAS_TIMER_MS = 86_400_000;

/**
 * 'Ubah Kehadiran' while editing is not open yet (spec 1 §6; issue 30 point 6): the button stays in place, disabled,
 * with the server's reason beside it ('Kehadiran dapat diubah 15 menit setelah pertemuan dimulai'). It is
 * aria-disabled rather than disabled so it keeps focus and screen readers read the reason as its description; the
 * meeting reloads when the start or the lecturer's edit time comes, which enables it.
 */
export function UbahKehadiranNonaktif({ alasan, idPertemuan, saat }: { alasan: string; idPertemuan: number; saat: readonly (string | null | undefined)[] }) {
  const id = useId();
  const qc = useQueryClient();
  const kunci = saat.join('|');
  useEffect(() => {
    const t = saatBerikutnya(kunci.split('|'), Date.now());
    if (t === null || t - Date.now() > BATAS_TIMER_MS) return;
    const h = setTimeout(() => void qc.invalidateQueries({ queryKey: kehadiranKeys.pertemuan(idPertemuan) }), t - Date.now() + 1000);
    return () => clearTimeout(h);
  }, [kunci, idPertemuan, qc]);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text id={id} fz="xs" c="dimmed" maw={260} data-testid="kehadiran-ubah-alasan">
        {alasan}
      </Text>
      <Button
        leftSection={<IconPencil size={16} aria-hidden />}
        data-disabled
        aria-disabled="true"
        aria-describedby={id}
        onClick={(e) => e.preventDefault()}
        data-testid="kehadiran-ubah-nonaktif"
      >
        Ubah Kehadiran
      </Button>
    </Group>
  );
}
