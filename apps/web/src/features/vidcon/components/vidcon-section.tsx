import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { PertemuanDetail, VidconItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { useServerTime } from '@/lib/server-time';
import { useVidconList } from '../api/get-vidcon-list';
import { useVidconEvents } from '../api/vidcon-events';
import { VidconListView } from './vidcon-list-view';
import { VidconModal } from './vidcon-modal';

/** The meeting page's vidcons (spec 2 §2 'Vidcon card'): teachers and operators with write add, edit and delete. */
export function VidconSection({ pertemuan }: { pertemuan: PertemuanDetail }) {
  const { now, timeZone } = useServerTime();
  const list = useVidconList({ page: 1, per_page: 100, id_pertemuan: pertemuan.id, urutan: 'waktu_mulai', ignore_default_pagination: true });
  const [modal, setModal] = useState<{ opened: boolean; vidcon: VidconItem | null }>({ opened: false, vidcon: null });
  useVidconEvents();
  const items = list.data?.data ?? [];

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="vidcon-section">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={4} fz="md">
          Vidcon
        </Title>
        {pertemuan.can.edit ? (
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, vidcon: null })} data-testid="vidcon-tambah">
            Tambah Vidcon
          </Button>
        ) : null}
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Vidcon gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack>
          <Skeleton h={96} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState size="sm" description="Belum ada vidcon pada pertemuan ini." />
      ) : (
        <VidconListView items={items} timeZone={timeZone} now={now} onEdit={(v) => setModal({ opened: true, vidcon: v })} />
      )}
      <VidconModal
        opened={modal.opened}
        vidcon={modal.vidcon}
        idPertemuan={pertemuan.id}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Paper>
  );
}
