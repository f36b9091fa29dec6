import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { MATERI_PER_HALAMAN, type MateriItem, type PertemuanDetail } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useUser } from '@/lib/auth';
import { useServerTime } from '@/lib/server-time';
import { useDeleteMateri } from '../api/delete-materi';
import { useMateriList } from '../api/get-materi-list';
import { useMateriEvents } from '../api/materi-events';
import { MateriCard } from './materi-card';
import { MateriModal } from './materi-modal';

/**
 * The meeting page's materials (spec 1 §2.5 list toolbar, §2.7 materials list): search, 'Tambah Materi' for teachers
 * and operators with write, the cards numbered 10 per page. Students see a material from its display time.
 */
export function MateriSection({ pertemuan }: { pertemuan: PertemuanDetail }) {
  const { timeZone } = useServerTime();
  const user = useUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useMateriList({ id_pertemuan: pertemuan.id, search: search || undefined, page, per_page: MATERI_PER_HALAMAN });
  const hapus = useDeleteMateri(pertemuan.id);
  const [modal, setModal] = useState<{ opened: boolean; materi: MateriItem | null }>({ opened: false, materi: null });
  useMateriEvents();
  const items = list.data?.data ?? [];
  const total = list.data?.meta.total_items ?? 0;
  const peserta = user.data?.role === 'ROLE_MAHASISWA';

  const confirmDelete = (m: MateriItem) =>
    openDeleteModal({
      title: 'Hapus Materi',
      message: `Materi "${m.judul}" akan dihapus beserta berkasnya dan catatan kehadiran mahasiswa darinya. Lanjutkan?`,
      onConfirm: () => hapus.mutate(m.id, { onSuccess: (res) => showSuccessToast(res.status.message), onError: (e) => showErrorToast(e) }),
    });

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="materi-title" data-testid="materi-section">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={4} fz="md" id="materi-title">
          Materi
        </Title>
      </Group>
      <Group gap="sm" mb="md" wrap="wrap">
        <SearchInput
          placeholder="Cari judul"
          value={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
          data-testid="materi-search"
        />
        {pertemuan.can.edit ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, materi: null })} data-testid="materi-tambah">
            Tambah Materi
          </Button>
        ) : null}
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Materi gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState size="sm" description={search ? 'Tidak ada materi yang sesuai dengan pencarian.' : 'Belum ada materi pada pertemuan ini.'} />
      ) : (
        <Stack gap="sm" data-testid="materi-list">
          {items.map((m, i) => (
            <MateriCard
              key={m.id}
              materi={m}
              nomor={(page - 1) * MATERI_PER_HALAMAN + i + 1}
              timeZone={timeZone}
              peserta={peserta}
              onEdit={(x) => setModal({ opened: true, materi: x })}
              onDelete={confirmDelete}
            />
          ))}
        </Stack>
      )}
      {total > MATERI_PER_HALAMAN ? <PaginationRow page={page} perPage={MATERI_PER_HALAMAN} total={total} onPageChange={setPage} /> : null}
      <MateriModal
        opened={modal.opened}
        materi={modal.materi}
        pertemuan={pertemuan}
        pilihPertemuan={user.data?.role === 'ROLE_OPERATOR'}
        onClose={() => setModal((x) => ({ ...x, opened: false }))}
      />
    </Paper>
  );
}
