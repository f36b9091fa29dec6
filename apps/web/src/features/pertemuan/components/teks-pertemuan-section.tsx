import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatTanggalWaktuZona, type PertemuanDetail, type PertemuanTeksItem } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { RichText } from '@/components/rich-text';
import { showSuccessToast } from '@/components/toast';
import { useDeleteTeksPertemuan } from '../api/delete-teks-pertemuan';
import { useTeksPertemuan } from '../api/get-teks-pertemuan';
import { TeksPertemuanModal } from './teks-pertemuan-modal';

/** Text activities of the meeting: teachers and operators with write add, edit and delete; students read. */
export function TeksPertemuanSection({ pertemuan, timeZone }: { pertemuan: PertemuanDetail; timeZone: string }) {
  const canWrite = pertemuan.can.edit;
  const teks = useTeksPertemuan(pertemuan.id);
  const hapus = useDeleteTeksPertemuan(pertemuan.id);
  const [modal, setModal] = useState<{ opened: boolean; teks: PertemuanTeksItem | null }>({ opened: false, teks: null });
  const items = teks.data ?? [];

  const confirmDelete = (t: PertemuanTeksItem) =>
    openDeleteModal({
      title: 'Hapus Teks Pertemuan',
      message: `Teks "${t.judul}" akan dihapus dan tidak dapat dikembalikan. Lanjutkan?`,
      onConfirm: () => hapus.mutate(t.id, { onSuccess: (res) => showSuccessToast(res.status.message || 'Berhasil') }),
    });

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="teks-section">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={4} fz="md">
          Teks Pertemuan
        </Title>
        {canWrite ? (
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, teks: null })} data-testid="teks-tambah">
            Tambah Teks Pertemuan
          </Button>
        ) : null}
      </Group>
      {teks.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Teks pertemuan gagal dimuat">
          {teks.error.message}
        </Alert>
      ) : teks.isPending ? (
        <Stack>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState size="sm" description="Belum ada teks pada pertemuan ini." />
      ) : (
        <Stack gap="sm" data-testid="teks-list">
          {items.map((t) => (
            <Card key={t.id} padding="sm" shadow="none" data-testid="teks-item">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="teks-item-judul">
                    {t.judul}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t.created_by?.nama ?? '-'} · {formatTanggalWaktuZona(t.updated_at || t.created_at, timeZone)}
                  </Text>
                </Stack>
                {canWrite ? (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Ubah" withArrow>
                      <ActionIcon variant="subtle" aria-label={`Ubah ${t.judul}`} onClick={() => setModal({ opened: true, teks: t })} data-testid="teks-ubah">
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Hapus" withArrow>
                      <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${t.judul}`} onClick={() => confirmDelete(t)} data-testid="teks-hapus">
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ) : null}
              </Group>
              <div style={{ marginTop: 8 }}>
                <RichText html={t.isi} />
              </div>
            </Card>
          ))}
        </Stack>
      )}
      <TeksPertemuanModal
        idPertemuan={pertemuan.id}
        opened={modal.opened}
        teks={modal.teks}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Paper>
  );
}
