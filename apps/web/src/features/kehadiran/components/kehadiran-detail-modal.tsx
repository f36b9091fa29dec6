import { Alert, Badge, Button, Group, Modal, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook, IconCheck, IconClipboardList, IconHelpCircle, IconMessages, IconMinus, IconUserCheck, IconVideo, IconWriting, IconX } from '@tabler/icons-react';
import {
  ALASAN_DETAIL_LABEL,
  formatTanggalWaktuZona,
  isPertemuanOnline,
  progressBarColor,
  type KehadiranDetailItem,
  type KehadiranPesertaRow,
} from '@lms/shared';
import { formatProgress, warnaKehadiran } from '../kehadiran-warna';
import { PresensiTag } from './presensi-tag';
import { TANPA_WARNA } from './progress-kehadiran';

const JENIS_ICON = { materi: IconBook, tugas: IconClipboardList, ujian: IconWriting, forum: IconMessages, vidcon: IconVideo } as const;
const JENIS_LABEL: Record<string, string> = { materi: 'Materi', tugas: 'Tugas', ujian: 'Kuis/Ujian', forum: 'Forum', vidcon: 'Vidcon' };

function jenisIcon(jenis: string) {
  return Object.hasOwn(JENIS_ICON, jenis) ? JENIS_ICON[jenis as keyof typeof JENIS_ICON] : IconHelpCircle;
}

/** One required activity: what it is, its weight, fulfilled or not, and when and how (the "why"). */
function DetailItem({ item, timeZone }: { item: KehadiranDetailItem; timeZone: string }) {
  const Icon = jenisIcon(item.jenis);
  const ok = item.is_hadir;
  return (
    <Paper withBorder p="sm" data-testid="kehadiran-detail-item" data-hadir={ok ? 'true' : 'false'} data-jenis={item.jenis}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color="gray" radius="xl" aria-hidden>
            <Icon size={16} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.empty_activity ? `${JENIS_LABEL[item.jenis] ?? item.jenis}: tidak ada aktivitas wajib` : item.judul}
            </Text>
            <Text fz="xs" c="dimmed">
              {JENIS_LABEL[item.jenis] ?? item.jenis} · Bobot {formatProgress(item.weight)}
            </Text>
            <Text fz="xs">
              {ok && item.waktu_selesai
                ? `${ALASAN_DETAIL_LABEL[item.alasan]}: ${item.sumber_label ?? 'dikerjakan'} pada ${formatTanggalWaktuZona(item.waktu_selesai, timeZone)}`
                : item.keterangan || ALASAN_DETAIL_LABEL[item.alasan]}
            </Text>
          </Stack>
        </Group>
        {item.empty_activity ? (
          <Badge color="gray" variant="light" tt="none" leftSection={<IconMinus size={12} aria-hidden />}>
            Tidak ada aktivitas
          </Badge>
        ) : (
          <Badge color={ok ? 'green' : 'red'} variant="light" tt="none" leftSection={ok ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}>
            {ok ? 'Terpenuhi' : 'Belum Terpenuhi'}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

export type DetailSumber = Pick<
  KehadiranPesertaRow,
  'mahasiswa' | 'presensi' | 'presensi_label' | 'ada_presensi' | 'is_qr_code' | 'progress' | 'detail' | 'updated_by' | 'updated_at' | 'is_manual'
> & { jenis: string };

/** The body of the detail: status, progress against the minimum, who changed it, and each activity. */
export function KehadiranDetailBody({ row, minimal, timeZone }: { row: DetailSumber; minimal: number; timeZone: string }) {
  const online = isPertemuanOnline(row.jenis);
  const color = progressBarColor({
    ada_presensi: row.ada_presensi,
    updated_by_username: row.is_manual ? (row.updated_by?.username ?? 'manual') : row.updated_by?.username,
    overall: row.progress.overall,
    minimal,
  });
  return (
    <Stack gap="sm" data-testid="kehadiran-detail">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={700}>{row.mahasiswa.nama}</Text>
          <Text fz="sm" c="dimmed">
            {row.mahasiswa.nim}
          </Text>
        </Stack>
        <PresensiTag row={row} />
      </Group>
      {online ? (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fz="sm">Progres aktivitas</Text>
            <Text fz="sm" fw={700} data-testid="kehadiran-detail-progress">
              {formatProgress(row.progress.overall)} (minimal {minimal}%)
            </Text>
          </Group>
          <Progress value={Math.min(100, row.progress.overall)} color={color ? warnaKehadiran(color) : TANPA_WARNA} size="lg" radius="xl" aria-label="Progres aktivitas" />
        </Stack>
      ) : null}
      {row.is_manual && row.updated_by ? (
        <Alert color="blue" variant="light" icon={<IconUserCheck size={18} />} data-testid="kehadiran-detail-manual">
          Status kehadiran diatur oleh {row.updated_by.name}
          {row.updated_at ? ` pada ${formatTanggalWaktuZona(row.updated_at, timeZone)}` : ''}; sistem tidak mengubahnya lagi.
        </Alert>
      ) : null}
      {online ? (
        row.detail.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconMinus size={16} aria-hidden />
            <Text fz="sm">Tidak ada parameter kehadiran pada pertemuan ini.</Text>
          </Group>
        ) : (
          <Stack gap="xs">
            {row.detail.map((d, i) => (
              <DetailItem key={`${d.jenis}-${d.id_aktivitas ?? i}`} item={d} timeZone={timeZone} />
            ))}
          </Stack>
        )
      ) : (
        <Text fz="sm" c="dimmed">
          Pertemuan offline: kehadiran dicatat oleh pengajar atau melalui QR code.
        </Text>
      )}
    </Stack>
  );
}

/** The detail modal the progress bar opens (spec 1 §2.8), with 'Kembali'. */
export function KehadiranDetailModal({
  row,
  minimal,
  timeZone,
  onClose,
  title = 'Detail Kehadiran',
}: {
  row: DetailSumber | null;
  minimal: number;
  timeZone: string;
  onClose: () => void;
  title?: string;
}) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={title} size="lg" centered>
      {row ? <KehadiranDetailBody row={row} minimal={minimal} timeZone={timeZone} /> : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Kembali
        </Button>
      </Group>
    </Modal>
  );
}
