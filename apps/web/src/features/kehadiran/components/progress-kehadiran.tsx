import { Group, Progress, Text, UnstyledButton } from '@mantine/core';
import { progressBarColor, type KehadiranPesertaRow } from '@lms/shared';
import { formatProgress, warnaKehadiran } from '../kehadiran-warna';

/** A bar without a verdict (no presence, or a lecturer's status): a light grey that reads as neutral. */
export const TANPA_WARNA = 'gray.5';

/**
 * A participant's activity progress (spec 1 §4): coloured danger below the minimum, success otherwise; no colour
 * without presence or when a lecturer set the status. Clicking opens the detail that explains it.
 */
export function ProgressKehadiran({ row, minimal, onClick }: { row: KehadiranPesertaRow; minimal: number; onClick?: () => void }) {
  const color = progressBarColor({
    ada_presensi: row.ada_presensi,
    updated_by_username: row.is_manual ? (row.updated_by?.username ?? 'manual') : row.updated_by?.username,
    overall: row.progress.overall,
    minimal,
  });
  const label = formatProgress(row.progress.overall);
  const bar = (
    <Group gap="xs" wrap="nowrap" w="100%">
      <Progress
        value={Math.min(100, Math.max(0, row.progress.overall))}
        color={color ? warnaKehadiran(color) : TANPA_WARNA}
        size="lg"
        radius="xl"
        style={{ flex: 1, minWidth: 64 }}
        aria-hidden
        data-color={color ?? 'none'}
        data-testid="progress-bar"
      />
      <Text fz="sm" fw={600} w={56} ta="right">
        {label}
      </Text>
    </Group>
  );
  if (!onClick) return bar;
  return (
    <UnstyledButton onClick={onClick} w="100%" aria-label={`Detail progres ${row.mahasiswa.nama}: ${label}`} data-testid="progress-button">
      {bar}
    </UnstyledButton>
  );
}

/** The colour legend of the progress column. */
export function LegendProgress({ minimal }: { minimal: number }) {
  const items = [
    { color: 'green', label: `Progres ≥ ${minimal}% (Hadir)` },
    { color: 'red', label: `Progres < ${minimal}%` },
    { color: TANPA_WARNA, label: 'Belum ada presensi atau diubah manual oleh pengajar' },
  ];
  return (
    <Group gap="md" wrap="wrap" data-testid="legend-progress" aria-label="Keterangan warna progres">
      {items.map((i) => (
        <Group key={i.color} gap={6} wrap="nowrap">
          <span aria-hidden style={{ width: 14, height: 8, borderRadius: 4, background: i.color === TANPA_WARNA ? 'var(--mantine-color-gray-5)' : `var(--mantine-color-${i.color}-filled)`, display: 'inline-block' }} />
          <Text fz="xs">{i.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
