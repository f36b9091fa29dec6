import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconFilter, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { VidconItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { useServerTime } from '@/lib/server-time';
import { useVidconList } from '../api/get-vidcon-list';
import { useVidconEvents } from '../api/vidcon-events';
import { VidconListFilter } from '../components/vidcon-list-filter';
import { VidconListView } from '../components/vidcon-list-view';
import { VidconModal } from '../components/vidcon-modal';
import { jumlahFilterAktif, parseVidconListSearch, toVidconListParams, toVidconListSearch, type VidconListState } from '../vidcon-filter';

/**
 * /vidcon: the vidcons of the caller's classes (students: taken; lecturers: taught; operators: all), newest first,
 * filtered by app, class, period and status; search, filters and page live in the URL. Operators with write add a
 * vidcon by choosing the meeting; lecturers add theirs on the meeting page.
 */
export function VidconListPage() {
  const { now, timeZone } = useServerTime();
  const { data: user } = useUser();
  const operatorTulis = useCan('kelas_kuliah', 'write') && isOperator(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseVidconListSearch(searchParams), [searchParams]);
  const update = useCallback((patch: Partial<VidconListState>) => setSearchParams(toVidconListSearch({ ...state, ...patch }), { replace: true }), [state, setSearchParams]);
  const [showFilter, setShowFilter] = useState(false);
  const [modal, setModal] = useState<{ opened: boolean; vidcon: VidconItem | null }>({ opened: false, vidcon: null });
  const list = useVidconList(toVidconListParams(state));
  useVidconEvents();
  const items = list.data?.data ?? [];
  const aktif = jumlahFilterAktif(state.filter);

  return (
    <>
      <PageHeader
        title="Vidcon"
        subtitle="Daftar video conference kelas kuliah"
        actions={
          operatorTulis ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, vidcon: null })} data-testid="vidcon-tambah">
              Tambah Vidcon
            </Button>
          ) : undefined
        }
      />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <SearchInput
            placeholder="Cari judul atau mata kuliah"
            value={state.search}
            onSearch={(search) => update({ search, page: 1 })}
            style={{ flex: 1 }}
            data-testid="vidcon-search"
          />
          <Button
            variant={aktif ? 'light' : 'default'}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={aktif ? <Badge size="xs" circle>{aktif}</Badge> : null}
            onClick={() => setShowFilter(true)}
            data-testid="vidcon-filter-toggle"
          >
            Filter
          </Button>
        </Group>
        <VidconListFilter opened={showFilter} onClose={() => setShowFilter(false)} value={state.filter} onApply={(filter) => update({ filter, page: 1 })} />
        <Paper withBorder p={{ base: 'sm', tablet: 'md' }} aria-busy={list.isFetching} data-testid="vidcon-page-list">
          {list.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Vidcon gagal dimuat">
              {list.error.message}
            </Alert>
          ) : list.isPending ? (
            <Stack>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} h={96} />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <EmptyState description="Tidak ada vidcon yang sesuai." />
          ) : (
            <Stack gap="md">
              <VidconListView items={items} timeZone={timeZone} now={now} showKelas onEdit={(v) => setModal({ opened: true, vidcon: v })} />
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
      <VidconModal opened={modal.opened} vidcon={modal.vidcon} idPertemuan={null} onClose={() => setModal((m) => ({ ...m, opened: false }))} />
    </>
  );
}
