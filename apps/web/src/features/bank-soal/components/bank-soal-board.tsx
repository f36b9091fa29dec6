import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { IconAlertCircle, IconFilter, IconPlus } from '@tabler/icons-react';
import { BANK_SOAL_PER_PAGE, PESAN_BANK_SOAL, type BankSoalListItem } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { showSuccessToast } from '@/components/toast';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { usePageState } from '@/lib/use-page-state';
import { useBankSoalList } from '../api/get-bank-soal-list';
import { useDeleteBankSoal } from '../api/delete-bank-soal';
import type { ModeBank } from '../bank-soal-form';
import { BankSoalCard } from './bank-soal-card';
import { BankSoalFilterDrawer, FILTER_KOSONG, type BankSoalFilter } from './bank-soal-filter';
import { BankSoalModal } from './bank-soal-modal';

const GRID = { base: 1, tablet: 2, desktop: 3 } as const;
const PER_PAGE_OPTIONS = [9, 18, 36] as const;

/**
 * The question bank board (spec 1 §2.5, spec 2 §2), on /bank-soal and on the dashboard: cards, the side filter
 * (clickFilterBankSoal), 'Tambah' for writers, duplicate (clickDuplikatBankSoal) and delete (clickDeleteBankSoal).
 */
export function BankSoalBoard({ judulSebagai = 'h2' }: { judulSebagai?: 'h2' | 'h3' }) {
  const { data: user } = useUser();
  const operator = isOperator(user);
  const canWrite = useCan('bank_soal', 'write');
  const mayCreate = !operator || canWrite;
  const { page, setPage, perPage, setPerPage } = usePageState(BANK_SOAL_PER_PAGE);
  const [filter, setFilter] = useState<BankSoalFilter>(FILTER_KOSONG);
  const [filterOpen, setFilterOpen] = useState(false);
  const [modal, setModal] = useState<{ mode: ModeBank; bank: BankSoalListItem | null } | null>(null);
  const list = useBankSoalList({
    page,
    per_page: perPage,
    search: filter.search || null,
    id_mata_kuliah: filter.mata_kuliah.map(Number),
    id_prodi: filter.prodi_matkul.map(Number),
  });
  const hapus = useDeleteBankSoal();
  const items = list.data?.data ?? [];
  const aktif = (filter.search ? 1 : 0) + filter.mata_kuliah.length + filter.prodi_matkul.length;

  const onDelete = (bank: BankSoalListItem) =>
    openDeleteModal({
      title: 'Hapus Bank Soal',
      message: `${PESAN_BANK_SOAL.hapusBankKonfirmasi} "${bank.judul}" beserta ${bank.jumlah_soal} soalnya akan dihapus.`,
      onConfirm: () => void hapus.mutateAsync(bank.id).then((r) => showSuccessToast(r.status.message)).catch(() => {}),
    });

  return (
    <Paper p={{ base: 'sm', tablet: 'md' }} withBorder component="section" aria-labelledby="bank-soal-title" data-testid="bank-soal-board">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={judulSebagai === 'h2' ? 2 : 3} fz="lg" id="bank-soal-title">
          Bank Soal
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            rightSection={aktif ? <Badge size="xs" circle>{aktif}</Badge> : null}
            onClick={() => setFilterOpen(true)}
          >
            Filter
          </Button>
          {mayCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ mode: 'tambah', bank: null })}>
              Tambah Bank Soal
            </Button>
          ) : null}
        </Group>
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Bank soal gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <SimpleGrid cols={GRID} spacing="md">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} withBorder padding="md">
              <Skeleton h={16} w="70%" />
              <Skeleton h={12} mt="sm" />
              <Skeleton h={12} w="50%" mt="xs" />
              <Skeleton h={28} w="60%" mt="md" />
            </Card>
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <EmptyState description={aktif ? 'Tidak ada bank soal yang sesuai dengan filter.' : 'Belum ada bank soal.'} />
      ) : (
        <>
          <SimpleGrid cols={GRID} spacing="md" data-testid="bank-soal-grid">
            {items.map((b) => (
              <BankSoalCard key={b.id} bank={b} onDuplicate={(bank) => setModal({ mode: 'duplikat', bank })} onDelete={onDelete} />
            ))}
          </SimpleGrid>
          <PaginationRow page={page} perPage={perPage} total={list.data.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} perPageOptions={PER_PAGE_OPTIONS} />
        </>
      )}
      <BankSoalFilterDrawer
        opened={filterOpen}
        onClose={() => setFilterOpen(false)}
        value={filter}
        onApply={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <BankSoalModal opened={modal !== null} onClose={() => setModal(null)} mode={modal?.mode ?? 'tambah'} bank={modal?.bank} />
    </Paper>
  );
}
