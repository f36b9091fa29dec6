import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Collapse, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconChevronUp, IconMessages, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN_FORUM, STATUS_FORUM_META, formatTanggalWaktu, type ForumItem } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { RichText } from '@/components/rich-text';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useDeleteForum } from '../api/delete-forum';

type Props = {
  forum: ForumItem;
  timeZone: string;
  /** Students see their own progress; the card starts collapsed for them while the forum has not started. */
  mahasiswa: boolean;
  onUbah: (f: ForumItem) => void;
};

/** The collapsible forum card of the meeting page (spec 1 §2.7, spec 2 §2 'Forum'). */
export function ForumCard({ forum: f, timeZone, mahasiswa, onUbah }: Props) {
  const [open, setOpen] = useState(!(mahasiswa && f.status === 'belum_dimulai'));
  const hapus = useDeleteForum();
  const meta = STATUS_FORUM_META[f.status];
  const bodyId = `forum-card-${f.id}`;

  const confirmHapus = () =>
    openDeleteModal({
      title: 'Hapus Forum',
      message: PESAN_FORUM.konfirmasiHapus,
      onConfirm: () => hapus.mutate(f, { onSuccess: (res) => showSuccessToast(res.status.message || PESAN_FORUM.berhasilHapus), onError: (e) => showErrorToast(e) }),
    });

  return (
    <Card withBorder padding="sm" data-testid="forum-card" data-status={f.status}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={bodyId} style={{ flex: 1, minWidth: 0 }} data-testid="forum-card-toggle">
          <Group gap="sm" wrap="nowrap">
            <IconMessages size={20} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0 }} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="forum-card-judul">
                {f.judul}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatTanggalWaktu(f.waktu_mulai, timeZone)} – {formatTanggalWaktu(f.waktu_selesai, timeZone)}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          <Badge color={meta.color} variant="light" data-testid="forum-card-status">
            {meta.label}
          </Badge>
          {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        </Group>
      </Group>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" mt="sm">
          <RichText html={f.deskripsi} />
          <Group gap="xs">
            <Badge variant="outline" color="gray">
              Minimal {f.minimal_post} komentar
            </Badge>
            {f.penilaian_keaktifan ? (
              <Badge variant="outline" color="grape">
                Dinilai
              </Badge>
            ) : null}
            {!mahasiswa ? (
              <Badge variant="outline" color="blue" data-testid="forum-card-peserta">
                {f.jumlah_peserta_join}/{f.jumlah_peserta} Peserta
              </Badge>
            ) : null}
            {mahasiswa && f.saya ? (
              <Badge variant="light" color={f.saya.tercapai ? 'green' : 'orange'} data-testid="forum-card-saya">
                Komentar Anda {f.saya.jumlah_komentar}/{f.minimal_post}
                {f.saya.tercapai ? ' · Terpenuhi' : ''}
              </Badge>
            ) : null}
          </Group>
          <Group justify="space-between" gap="xs">
            <Button
              component={Link}
              to={paths.forum.diskusi.getHref(f.id_group_chat, f.id_forum_chat, { referer: 'kelas-kuliah' })}
              size="xs"
              leftSection={<IconMessages size={14} />}
              data-testid="forum-card-buka"
            >
              Buka Forum
            </Button>
            <Group gap={4}>
              {f.can.keaktifan ? (
                <Button component={Link} to={paths.forum.keaktifan.getHref(f.id)} size="xs" variant="light" leftSection={<IconChartBar size={14} />} data-testid="forum-card-keaktifan">
                  Keaktifan
                </Button>
              ) : null}
              {f.can.ubah ? (
                <Tooltip label="Ubah Data">
                  <ActionIcon variant="subtle" aria-label="Ubah forum" onClick={() => onUbah(f)} data-testid="forum-card-ubah">
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {f.can.hapus ? (
                <Tooltip label="Hapus">
                  <ActionIcon variant="subtle" color="red" aria-label="Hapus forum" onClick={confirmHapus} data-testid="forum-card-hapus">
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </Collapse>
    </Card>
  );
}
