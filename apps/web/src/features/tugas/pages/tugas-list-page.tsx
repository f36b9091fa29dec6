import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconFilter, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { TugasItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { useServerTime } from '@/lib/server-time';
import { useTugasList } from '../api/get-tugas-list';
import { useTugasEvents } from '../api/tugas-events';
import { TugasCard } from '../components/tugas-card';
import { TugasListFilter } from '../components/tugas-list-filter';
import { TugasModal } from '../components/tugas-modal';
import { useHapusTugas } from '../components/tugas-section';
import { jumlahFilterAktif, parseTugasListSearch, toTugasListParams, toTugasListSearch, type TugasListState } from '../tugas-filter';

/**
 * /tugas: the tasks of the caller's classes (students: taken, with due dates and what they still have to hand in;
 * lecturers: taught, with the grading counts; operators: all), open ones by nearest due time first. Filters:
 * jenis_tugas, class, period, status; search, filters and page live in the URL. Operators with write add a task by
 * choosing the meeting.
 */
export function TugasListPage() {
  const { now, timeZone } = useServerTime();
  const { data: user } = useUser();
  const mahasiswa = user?.role === 'ROLE_MAHASISWA';
  const operatorTulis = useCan('kelas_kuliah', 'write') && isOperator(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseTugasListSearch(searchParams), [searchParams]);
  const update = useCallback((patch: Partial<TugasListState>) => setSearchParams(toTugasListSearch({ ...state, ...patch }), { replace: true }), [state, setSearchParams]);
  const [showFilter, setShowFilter] = useState(false);
  const [modal, setModal] = useState<{ opened: boolean; tugas: TugasItem | null }>({ opened: false, tugas: null });
  const hapus = useHapusTugas();
  const list = useTugasList(toTugasListParams(state));
  useTugasEvents();
  const items = list.data?.data ?? [];
  const aktif = jumlahFilterAktif(state.filter);

  return (
    <>
      <PageHeader
        title="Tugas"
        subtitle={mahasiswa ? 'Tugas kelas Anda beserta batas waktu pengumpulan' : 'Daftar tugas kelas kuliah'}
        actions={
          operatorTulis ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, tugas: null })} data-testid="tugas-tambah">
              Tambah Tugas
            </Button>
          ) : undefined
        }
      />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <SearchInput placeholder="Cari judul atau mata kuliah" value={state.search} onSearch={(search) => update({ search, page: 1 })} style={{ flex: 1 }} data-testid="tugas-search" />
          <Button
            variant={aktif ? 'light' : 'default'}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={aktif ? <Badge size="xs" circle>{aktif}</Badge> : null}
            onClick={() => setShowFilter(true)}
            data-testid="tugas-filter-toggle"
          >
            Filter
          </Button>
        </Group>
        <TugasListFilter opened={showFilter} onClose={() => setShowFilter(false)} value={state.filter} onApply={(filter) => update({ filter, page: 1 })} mahasiswa={mahasiswa} />
        <Paper withBorder p={{ base: 'sm', tablet: 'md' }} aria-busy={list.isFetching} data-testid="tugas-page-list">
          {list.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Tugas gagal dimuat">
              {list.error.message}
            </Alert>
          ) : list.isPending ? (
            <Stack>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} h={96} />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <EmptyState description="Tidak ada tugas yang sesuai." />
          ) : (
            <Stack gap="md">
              {items.map((t) => (
                <TugasCard
                  key={t.id}
                  tugas={t}
                  timeZone={timeZone}
                  now={now}
                  showKelas
                  onEdit={t.can.edit ? (x) => setModal({ opened: true, tugas: x }) : undefined}
                  onDelete={t.can.edit ? hapus : undefined}
                />
              ))}
              <PaginationRow
                page={state.page}
                perPage={state.perPage}
                total={list.data.meta.total_items}
                onPageChange={(page) => update({ page })}
                onPerPageChange={(perPage) => update({ perPage, page: 1 })}
              />
            </Stack>
          )}
        </Paper>
      </Stack>
      <TugasModal opened={modal.opened} tugas={modal.tugas} idPertemuan={modal.tugas?.id_pertemuan ?? null} onClose={() => setModal((m) => ({ ...m, opened: false }))} />
    </>
  );
}
