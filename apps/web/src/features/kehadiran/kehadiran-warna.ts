import type { KehadiranColor, KodePresensi, ProgressColor } from '@lms/shared';

/**
 * Theme tags of spec 1 §4 (danger, success, primary, warning, gray, plain) as Mantine colours. 'plain' is the
 * neutral dark of an absent offline recap cell; 'primary' is the brand colour.
 */
export const WARNA_KEHADIRAN: Record<KehadiranColor, string> = {
  gray: 'gray',
  warning: 'orange',
  primary: 'lms',
  success: 'green',
  danger: 'red',
  plain: 'dark',
};

export function warnaKehadiran(color: KehadiranColor | ProgressColor | null | undefined): string {
  return color ? WARNA_KEHADIRAN[color] : 'gray';
}

/**
 * Colour of a participant's attendance tag (the spec names the code but not its colour): H the 'present' green,
 * A the 'absent' red, I and S (a justified absence) blue and orange; no presence yet grey.
 */
export function warnaPresensi(row: { ada_presensi?: boolean | null; presensi?: string | number | null }): string {
  if (!row.ada_presensi) return 'gray';
  const code = String(row.presensi ?? '').toUpperCase() as KodePresensi;
  switch (code) {
    case 'H':
      return 'green';
    case 'A':
      return 'red';
    case 'I':
      return 'blue';
    case 'S':
      return 'orange';
    default:
      return 'gray';
  }
}

/** Progress shown as a percentage with one decimal (spec 1 §9): 82.35 → '82,4%'. */
export function formatProgress(n: number | null | undefined): string {
  const v = typeof n === 'number' && Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
  return `${v.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
