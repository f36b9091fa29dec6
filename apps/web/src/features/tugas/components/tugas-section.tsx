import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { PertemuanDetail, TugasItem } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useServerTime } from '@/lib/server-time';
import { useDeleteTugas } from '../api/delete-tugas';
import { useTugasList } from '../api/get-tugas-list';
import { useTugasEvents } from '../api/tugas-events';
import { TugasCard } from './tugas-card';
import { TugasModal } from './tugas-modal';

/** Confirms and deletes a task (its groups, submissions and scores go with it). */
export function useHapusTugas(onDeleted?: (t: TugasItem) => void) {
  const hapus = useDeleteTugas();
  return (t: TugasItem) =>
    openDeleteModal({
      title: 'Hapus Tugas',
      message: `Tugas "${t.judul}" beserta kelompok, pengumpulan dan nilainya akan dihapus dan tidak dapat dikembalikan. Lanjutkan?`,
      onConfirm: () =>
        hapus.mutate(t, {
          onSuccess: (res) => {
            showSuccessToast(res.status.message);
            onDeleted?.(t);
          },
          onError: (e) => showErrorToast(e),
        }),
    });
}

/** The meeting page's tasks: teachers and operators with write add, edit and delete; students see their state. */
export function TugasSection({ pertemuan }: { pertemuan: PertemuanDetail }) {
  const { now, timeZone } = useServerTime();
  const list = useTugasList({ page: 1, per_page: 100, id_pertemuan: pertemuan.id, urutan: 'waktu_selesai', ignore_default_pagination: true });
  const [modal, setModal] = useState<{ opened: boolean; tugas: TugasItem | null }>({ opened: false, tugas: null });
  const hapus = useHapusTugas();
  useTugasEvents();
  const items = list.data?.data ?? [];
  const canWrite = pertemuan.can.edit;

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="tugas-section">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={4} fz="md">
          Tugas
        </Title>
        {canWrite ? (
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, tugas: null })} data-testid="tugas-tambah">
            Tambah Tugas
          </Button>
        ) : null}
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Tugas gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Skeleton h={96} />
      ) : items.length === 0 ? (
        <EmptyState size="sm" description="Belum ada tugas pada pertemuan ini." />
      ) : (
        <Stack gap="sm" data-testid="tugas-list">
          {items.map((t) => (
            <TugasCard
              key={t.id}
              tugas={t}
              timeZone={timeZone}
              now={now}
              onEdit={canWrite ? (x) => setModal({ opened: true, tugas: x }) : undefined}
              onDelete={canWrite ? hapus : undefined}
            />
          ))}
        </Stack>
      )}
      <TugasModal opened={modal.opened} tugas={modal.tugas} idPertemuan={pertemuan.id} onClose={() => setModal((m) => ({ ...m, opened: false }))} />
    </Paper>
  );
}
