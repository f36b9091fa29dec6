import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { PertemuanDetail, UjianItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { useUser } from '@/lib/auth';
import { useUjianList } from '../api/get-ujian-list';
import { UjianCard } from './ujian-card';
import { UjianModal } from './ujian-modal';

/**
 * The meeting page's exams (spec 2 §2): one collapse card per exam for the viewer's role; teachers and operators
 * with write add, edit and delete them ('Tambah Kuis/Ujian').
 */
export function UjianSection({ pertemuan, timeZone }: { pertemuan: PertemuanDetail; timeZone: string }) {
  const canWrite = pertemuan.can.edit;
  const { data: user } = useUser();
  const list = useUjianList({ page: 1, per_page: 100, id_pertemuan: pertemuan.id });
  const [modal, setModal] = useState<{ opened: boolean; ujian: UjianItem | null }>({ opened: false, ujian: null });
  const items = list.data?.data ?? [];

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="ujian-section">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="md">
          Kuis/Ujian
        </Title>
        {canWrite ? (
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, ujian: null })} data-testid="ujian-tambah">
            Tambah Kuis/Ujian
          </Button>
        ) : null}
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Kuis/ujian gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Skeleton h={72} />
      ) : items.length === 0 ? (
        <EmptyState size="sm" description="Belum ada kuis/ujian pada pertemuan ini." />
      ) : (
        <Stack gap="sm" data-testid="ujian-list">
          {items.map((u) => (
            <UjianCard key={u.id} ujian={u} timeZone={timeZone} onEdit={(x) => setModal({ opened: true, ujian: x })} />
          ))}
        </Stack>
      )}
      {canWrite ? (
        <UjianModal
          opened={modal.opened}
          onClose={() => setModal((m) => ({ ...m, opened: false }))}
          idKelas={pertemuan.id_kelas_kuliah}
          idMataKuliah={pertemuan.kelas_kuliah.mata_kuliah.id}
          pertemuan={{ id: pertemuan.id, waktu_mulai: pertemuan.waktu_mulai, waktu_selesai: pertemuan.waktu_selesai }}
          pilihPertemuan={user?.role === 'ROLE_OPERATOR'}
          ujian={modal.ujian}
          timeZone={timeZone}
        />
      ) : null}
    </Paper>
  );
}
