import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartBar, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN_FORUM, STATUS_FORUM_META, formatTanggalWaktu } from '@lms/shared';
import { RichText } from '@/components/rich-text';
import { paths } from '@/config/paths';
import { ChatThreadView } from '@/features/chat';
import { useUser } from '@/lib/auth';
import { useLiveEvent } from '@/lib/live-stream';
import { useForum } from '../api/get-forum';
import { forumKeys } from '../api/keys';
import { ForumFormModal } from './forum-form-modal';

type Props = { idForum: number; groupId: string; forumId: string; timeZone: string };

/** One forum on /forum: its description and window, then the live discussion (posts with their replies). */
export function ForumDiskusiPanel({ idForum, groupId, forumId, timeZone }: Props) {
  const forum = useForum(idForum);
  const { data: user } = useUser();
  const [ubah, setUbah] = useState(false);
  const qc = useQueryClient();
  // Counts (participants who joined, the caller's comments) follow the discussion.
  const refresh = () => void qc.invalidateQueries({ queryKey: forumKeys.detail(idForum) });
  useLiveEvent('pesan_chat', (e) => {
    if (e.id_group === groupId && e.id_thread === forumId) refresh();
  });

  if (forum.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Forum tidak dapat dibuka" data-testid="forum-diskusi-error">
        {forum.error.message}
      </Alert>
    );
  }
  if (forum.isPending) return <Skeleton h={320} data-testid="forum-diskusi-loading" />;
  const f = forum.data;
  const meta = STATUS_FORUM_META[f.status];
  const mahasiswa = user?.role === 'ROLE_MAHASISWA';

  return (
    <Stack gap="md" data-testid="forum-diskusi">
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }} data-testid="forum-diskusi-judul">
                {f.judul}
              </Title>
              <Text fz="sm" c="dimmed">
                {f.kelas_kuliah.mata_kuliah.kode} {f.kelas_kuliah.mata_kuliah.nama} · Kelas {f.kelas_kuliah.kelas.nama} · Pertemuan {f.pertemuan.nomor}
              </Text>
            </Stack>
            <Badge color={meta.color} variant="light" data-testid="forum-diskusi-status">
              {meta.label}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            {formatTanggalWaktu(f.waktu_mulai, timeZone)} – {formatTanggalWaktu(f.waktu_selesai, timeZone)} · Minimal {f.minimal_post} komentar
            {f.penilaian_keaktifan ? ' · Dinilai' : ''}
          </Text>
          <RichText html={f.deskripsi} />
          <Group justify="space-between" gap="xs">
            {mahasiswa && f.saya ? (
              <Badge variant="light" color={f.saya.tercapai ? 'green' : 'orange'} data-testid="forum-diskusi-saya">
                Komentar Anda {f.saya.jumlah_komentar}/{f.minimal_post}
                {f.saya.tercapai ? ' · Terpenuhi' : ''}
              </Badge>
            ) : (
              <Text fz="sm" data-testid="forum-diskusi-peserta">
                {f.jumlah_peserta_join}/{f.jumlah_peserta} peserta sudah berdiskusi
              </Text>
            )}
            <Group gap="xs">
              {f.can.keaktifan ? (
                <Button component={Link} to={paths.forum.keaktifan.getHref(f.id)} size="xs" variant="light" leftSection={<IconChartBar size={14} />} data-testid="forum-diskusi-keaktifan">
                  Keaktifan
                </Button>
              ) : null}
              {f.can.ubah ? (
                <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => setUbah(true)} data-testid="forum-diskusi-ubah">
                  Ubah Data
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <ChatThreadView
          idGroup={groupId}
          threadId={forumId}
          placeholder="Tulis tanggapan Anda…"
          emptyText={PESAN_FORUM.belumAdaPost}
          maxHeight="60vh"
          onTerkirim={refresh}
          onDihapus={refresh}
        />
      </Paper>
      {f.can.ubah ? (
        <ForumFormModal opened={ubah} onClose={() => setUbah(false)} idKelas={f.id_kelas_kuliah} idPertemuan={f.id_pertemuan} pilihPertemuan={user?.role === 'ROLE_OPERATOR'} forum={f} />
      ) : null}
    </Stack>
  );
}
