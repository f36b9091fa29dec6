import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { ForumItem, PertemuanDetail } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { useUser } from '@/lib/auth';
import { useForumList } from '../api/get-forum-list';
import { ForumCard } from './forum-card';
import { ForumFormModal } from './forum-form-modal';

/** The meeting page's forums: one collapsible card each; teachers and operators with write add and edit them. */
export function ForumSection({ pertemuan, timeZone }: { pertemuan: PertemuanDetail; timeZone: string }) {
  const { data: user } = useUser();
  const list = useForumList({ id_pertemuan: [pertemuan.id], ignore_default_pagination: true });
  const [modal, setModal] = useState<{ opened: boolean; forum: ForumItem | null }>({ opened: false, forum: null });
  const items = list.data?.data ?? [];
  const canWrite = pertemuan.can.edit;
  const operator = user?.role === 'ROLE_OPERATOR';
  // Nothing to show a student in a meeting without forums.
  if (!canWrite && list.isSuccess && items.length === 0) return null;

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="forum-section">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={4} fz="md">
          Forum
        </Title>
        {canWrite ? (
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, forum: null })} data-testid="forum-tambah">
            Tambah Forum
          </Button>
        ) : null}
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Forum gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Skeleton h={72} />
      ) : items.length === 0 ? (
        <EmptyState size="sm" description="Belum ada forum pada pertemuan ini." />
      ) : (
        <Stack gap="sm">
          {items.map((f) => (
            <ForumCard key={f.id} forum={f} timeZone={timeZone} mahasiswa={user?.role === 'ROLE_MAHASISWA'} onUbah={(x) => setModal({ opened: true, forum: x })} />
          ))}
        </Stack>
      )}
      {canWrite ? (
        <ForumFormModal
          opened={modal.opened}
          onClose={() => setModal({ opened: false, forum: null })}
          idKelas={pertemuan.id_kelas_kuliah}
          idPertemuan={pertemuan.id}
          pilihPertemuan={operator}
          forum={modal.forum}
        />
      ) : null}
    </Paper>
  );
}
