import { Badge } from '@mantine/core';
import {
  JENIS_TUGAS_LABEL,
  STATUS_PENGUMPULAN_META,
  statusNilaiColor,
  statusNilaiLabel,
  statusPertemuanColor,
  statusPertemuanLabel,
  type JenisTugas,
  type StatusPengumpulan,
} from '@lms/shared';

/** The badges of a task: its window state, its kind, a submission's state and the grading state (spec 2 §4 colours). */

export function StatusTugasBadge({ status }: { status: string }) {
  return (
    <Badge color={statusPertemuanColor(status)} variant="light" data-testid="tugas-status">
      {statusPertemuanLabel(status)}
    </Badge>
  );
}

export function JenisTugasBadge({ jenis }: { jenis: JenisTugas }) {
  return (
    <Badge color={jenis === 'kelompok' ? 'grape' : 'blue'} variant="outline" data-testid="tugas-jenis">
      {JENIS_TUGAS_LABEL[jenis]}
    </Badge>
  );
}

export function StatusPengumpulanBadge({ status }: { status: StatusPengumpulan }) {
  const m = STATUS_PENGUMPULAN_META[status];
  return (
    <Badge color={m.color} variant={status === 'belum_mengumpulkan' ? 'outline' : 'light'} data-testid="pengumpulan-status">
      {m.label}
    </Badge>
  );
}

/** status_nilai with the spec's exact colours (white text passes contrast on the four of them). */
export function StatusNilaiBadge({ status }: { status: string }) {
  return (
    <Badge color={statusNilaiColor(status)} variant="filled" autoContrast data-testid="tugas-status-nilai">
      {statusNilaiLabel(status)}
    </Badge>
  );
}
