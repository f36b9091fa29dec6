import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Card, Collapse, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink, IconPencil, IconTrash, IconUsers, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  PESAN_VIDCON,
  aplikasiVidconLabel,
  formatJam,
  formatTanggalWaktuZona,
  statusVidcon,
  statusVidconColor,
  statusVidconLabel,
  type VidconItem,
} from '@lms/shared';
import { paths } from '@/config/paths';
import { VidconPeserta } from './vidcon-peserta';

type Props = {
  vidcon: VidconItem;
  timeZone: string;
  /** Server time (ms): the status follows it while the card is open. */
  now: number;
  /** On /vidcon: the class and meeting, linking to the meeting page. */
  showKelas?: boolean;
  /** The join event goes to the parent (spec 2 §4), which records it and opens the link. */
  onJoin: (v: VidconItem) => void;
  joining?: boolean;
  onEdit?: (v: VidconItem) => void;
  onDelete?: (v: VidconItem) => void;
};

const waktuLabel = (v: VidconItem, tz: string) => `${formatTanggalWaktuZona(v.waktu_mulai, tz)} - ${formatJam(v.waktu_selesai, tz).slice(0, 5)}`;

/** How the caller's own join counts: in time (attendance recorded) or flagged late. */
function StatusJoinSaya({ v, timeZone }: { v: VidconItem; timeZone: string }) {
  const j = v.join_data;
  if (!j) return null;
  const late = j.terlambat && v.is_syarat_hadir;
  return (
    <Stack gap={4} data-testid="vidcon-join-saya">
      <Group gap="xs">
        {late ? (
          <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />} data-testid="vidcon-terlambat">
            {PESAN_VIDCON.terlambat}
          </Badge>
        ) : (
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />} data-testid="vidcon-tepat-waktu">
            {v.is_syarat_hadir ? 'Kehadiran tercatat' : 'Sudah bergabung'}
          </Badge>
        )}
        <Text fz="xs" c="dimmed">
          Bergabung {formatTanggalWaktuZona(j.waktu_join, timeZone)}
        </Text>
      </Group>
      {late ? (
        <Text fz="sm" c="red.8" data-testid="vidcon-terlambat-pesan">
          {PESAN_VIDCON.joinTerlambat}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One vidcon (spec 2 §2 'Vidcon card'). Lecturers and operators see the link, 'x/y Peserta' and the join list;
 * lecturers edit, delete and open the room (recorded as a join). Students see when to join, the lateness limit of a
 * required vidcon, a 'Gabung' button while it runs and how their join counted.
 */
export function VidconCard({ vidcon: v, timeZone, now, showKelas, onJoin, joining, onEdit, onDelete }: Props) {
  const [pesertaOpen, setPesertaOpen] = useState(false);
  const status = statusVidcon(v.waktu_mulai, v.waktu_selesai, now);
  const pengelola = v.can.lihat_peserta;
  const pengajar = pengelola && v.can.join;
  const bolehGabung = pengelola ? v.can.join : status === 'berlangsung';
  // Follows the server clock (`now`), as the status does; a join is late strictly after the limit (isJoinTerlambat).
  const batasLewat = now > Date.parse(v.batas_terlambat);
  const pesertaId = `vidcon-peserta-${v.id}`;

  return (
    <Card withBorder padding="sm" shadow="none" data-testid="vidcon-item" data-status={status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <IconVideo size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="vidcon-judul">
                {v.judul}
              </Text>
              <Text fz="sm" c="dimmed">
                {waktuLabel(v, timeZone)}
              </Text>
            </Stack>
          </Group>
          {v.can.edit && (onEdit || onDelete) ? (
            <Group gap={4} wrap="nowrap">
              {onEdit ? (
                <Tooltip label="Ubah" withArrow>
                  <ActionIcon variant="subtle" aria-label={`Ubah ${v.judul}`} onClick={() => onEdit(v)} data-testid="vidcon-ubah">
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {onDelete ? (
                <Tooltip label="Hapus" withArrow>
                  <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${v.judul}`} onClick={() => onDelete(v)} data-testid="vidcon-hapus">
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ) : null}
        </Group>

        <Group gap="xs">
          <Badge color={statusVidconColor(status)} variant="light" data-testid="vidcon-status">
            {statusVidconLabel(status)}
          </Badge>
          <Badge color="grape" variant="outline">
            {aplikasiVidconLabel(v.aplikasi)}
          </Badge>
          {v.is_syarat_hadir ? (
            <Badge color="orange" variant="light">
              Wajib hadir
            </Badge>
          ) : null}
        </Group>

        {showKelas ? (
          <Text fz="sm">
            {v.kelas_kuliah.mata_kuliah.kode} {v.kelas_kuliah.mata_kuliah.nama} {v.kelas_kuliah.kelas.nama} ·{' '}
            <Anchor component={Link} to={paths.kelas.pertemuan.getHref(v.id_kelas_kuliah, v.id_pertemuan)} fz="sm" underline="always">
              Pertemuan {v.pertemuan.nomor}
            </Anchor>
          </Text>
        ) : null}
        {v.catatan ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {v.catatan}
          </Text>
        ) : null}
        {v.is_syarat_hadir && !pengelola && status !== 'selesai' && !v.join_data ? (
          <Text fz="sm" c={batasLewat ? 'red.8' : 'dimmed'} data-testid="vidcon-batas-terlambat" data-lewat={batasLewat || undefined}>
            {(batasLewat ? PESAN_VIDCON.batasGabungLewat : PESAN_VIDCON.batasGabung)(formatJam(v.batas_terlambat, timeZone).slice(0, 5))}
          </Text>
        ) : null}
        {v.link ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="vidcon-link">
            Link: {v.link}
          </Text>
        ) : null}
        {!pengelola ? <StatusJoinSaya v={v} timeZone={timeZone} /> : null}
        {!pengelola && status === 'selesai' && !v.join_data ? (
          <Alert variant="light" color="gray" p="xs" icon={<IconAlertTriangle size={16} />}>
            Anda tidak bergabung ke vidcon ini.
          </Alert>
        ) : null}

        <Group gap="sm">
          {pengelola ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={() => setPesertaOpen((o) => !o)}
              aria-expanded={pesertaOpen}
              aria-controls={pesertaId}
              data-testid="vidcon-jumlah-peserta"
            >
              {v.jumlah_peserta}/{v.jumlah_peserta_kelas} Peserta
            </Button>
          ) : null}
          {pengajar || (!pengelola && status !== 'selesai') ? (
            <Button
              size="xs"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              disabled={!bolehGabung}
              loading={joining}
              onClick={() => onJoin(v)}
              data-testid="vidcon-gabung"
            >
              {pengajar ? 'Buka Link' : v.join_data ? 'Gabung Lagi' : 'Gabung'}
            </Button>
          ) : null}
        </Group>
        {pengelola ? (
          <Collapse expanded={pesertaOpen} id={pesertaId}>
            {pesertaOpen ? <VidconPeserta id={v.id} timeZone={timeZone} /> : null}
          </Collapse>
        ) : null}
      </Stack>
    </Card>
  );
}
