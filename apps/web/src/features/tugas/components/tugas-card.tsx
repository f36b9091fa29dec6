import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconChecklist, IconClockHour4, IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNilai, formatTanggalWaktuZona, periodeLabel, statusTugas, type TugasItem } from '@lms/shared';
import { paths } from '@/config/paths';
import { JenisTugasBadge, StatusNilaiBadge, StatusPengumpulanBadge, StatusTugasBadge } from './tugas-status';

type Props = {
  tugas: TugasItem;
  timeZone: string;
  /** Server time (ms): the window state follows it while the card is shown. */
  now: number;
  /** On /tugas: the class and meeting. */
  showKelas?: boolean;
  onEdit?: (t: TugasItem) => void;
  onDelete?: (t: TugasItem) => void;
};

/**
 * A task card (meeting page and /tugas): title linking to the task page, kind and state, window; a student sees
 * their hand-in state and their score once published, a teacher the counts and the grading state.
 */
export function TugasCard({ tugas: t, timeZone, now, showKelas, onEdit, onDelete }: Props) {
  const status = statusTugas(t, now);
  const href = paths.kelas.tugas.getHref(t.id_kelas_kuliah, t.id);
  return (
    <Card withBorder padding="sm" shadow="none" data-testid="tugas-card" data-id={t.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={href} fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="tugas-card-judul">
            {t.judul}
          </Anchor>
          {showKelas ? (
            <Text fz="xs" c="dimmed">
              {t.kelas_kuliah.mata_kuliah.kode} {t.kelas_kuliah.mata_kuliah.nama} · Kelas {t.kelas_kuliah.kelas.nama} · {periodeLabel(t.kelas_kuliah.periode)} ·{' '}
              <Anchor component={Link} to={paths.kelas.pertemuan.getHref(t.id_kelas_kuliah, t.id_pertemuan)} fz="xs" underline="always">
                Pertemuan {t.pertemuan.nomor}
              </Anchor>
            </Text>
          ) : null}
          <Group gap={6}>
            <StatusTugasBadge status={status} />
            <JenisTugasBadge jenis={t.jenis} />
            {t.is_syarat_hadir ? (
              <Badge color="teal" variant="light">
                Syarat Kehadiran
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {onEdit || onDelete ? (
          <Group gap={4} wrap="nowrap">
            {onEdit ? (
              <Tooltip label="Ubah" withArrow>
                <ActionIcon variant="subtle" aria-label={`Ubah ${t.judul}`} onClick={() => onEdit(t)} data-testid="tugas-ubah">
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {onDelete ? (
              <Tooltip label="Hapus" withArrow>
                <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${t.judul}`} onClick={() => onDelete(t)} data-testid="tugas-hapus">
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <Group gap={6} mt={6} wrap="nowrap">
        <IconClockHour4 size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm">
          {formatTanggalWaktuZona(t.waktu_mulai, timeZone)} — <b>batas {formatTanggalWaktuZona(t.waktu_selesai, timeZone)}</b>
          {t.izinkan_terlambat ? ` (terlambat diterima${t.batas_terlambat ? ` s.d. ${formatTanggalWaktuZona(t.batas_terlambat, timeZone)}` : ''})` : ''}
        </Text>
      </Group>
      {t.saya ? (
        <Group gap="xs" mt={6} data-testid="tugas-card-saya">
          <StatusPengumpulanBadge status={t.saya.status_pengumpulan} />
          {t.saya.nama_kelompok ? (
            <Badge variant="light" color="grape" leftSection={<IconUsersGroup size={12} aria-hidden />}>
              {t.saya.nama_kelompok}
            </Badge>
          ) : null}
          {t.saya.nilai !== null ? (
            <Text fz="sm" fw={700} data-testid="tugas-card-nilai">
              Nilai: {formatNilai(t.saya.nilai)} / {t.nilai_maks}
            </Text>
          ) : null}
          {t.saya.boleh_kumpul && t.saya.status_pengumpulan === 'belum_mengumpulkan' ? (
            <Button size="compact-sm" component={Link} to={`${href}?tab=submission`} data-testid="tugas-card-kumpul">
              Kumpulkan
            </Button>
          ) : null}
        </Group>
      ) : null}
      {t.rekap ? (
        <Group gap="xs" mt={6} data-testid="tugas-card-rekap">
          <Text fz="sm">
            {t.jenis === 'kelompok' ? `${t.rekap.jumlah_pengumpulan}/${t.rekap.jumlah_kelompok} kelompok` : `${t.rekap.jumlah_pengumpulan}/${t.rekap.jumlah_peserta} peserta`} mengumpulkan
            {t.rekap.jumlah_terlambat ? ` · ${t.rekap.jumlah_terlambat} terlambat` : ''}
          </Text>
          <StatusNilaiBadge status={t.rekap.status_nilai} />
          <Button size="compact-sm" variant="light" leftSection={<IconChecklist size={14} />} component={Link} to={paths.kelas.penilaianTugas.getHref(t.id_kelas_kuliah, t.id)} data-testid="tugas-card-penilaian">
            Penilaian
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
