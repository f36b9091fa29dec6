import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFilter } from '@tabler/icons-react';
import { BREAKPOINTS, DEFAULT_PER_PAGE } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { useServerTime } from '@/lib/server-time';
import { useSemesterBerjalan } from '@/features/sistem/api/get-semester-berjalan';
import { usePertemuanList } from '../api/get-pertemuan-list';
import { usePertemuanEvents } from '../api/pertemuan-events';
import { PertemuanListFilter } from '../components/pertemuan-list-filter';
import { PertemuanCards, PertemuanTable } from '../components/pertemuan-list-items';
import { FILTER_KOSONG, jumlahFilterAktif, toListParams, type PertemuanFilter } from '../pertemuan-filter';
import { usePageState } from '@/lib/use-page-state';

/** /pertemuan: meetings of the caller's classes (operators: all), filtered, searched and paged. */
export function PertemuanListPage() {
  const { timeZone } = useServerTime();
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`, true, { getInitialValueInEffect: false });
  const semester = useSemesterBerjalan();
  // The default filter is the current period (every period when it cannot be loaded), as on the class list.
  const awal = useMemo<PertemuanFilter>(() => ({ ...FILTER_KOSONG, periode: semester.data ? String(semester.data.periode) : null }), [semester.data]);
  const [chosen, setChosen] = useState<PertemuanFilter | null>(null);
  const filter = chosen ?? awal;
  const [showFilter, setShowFilter] = useState(false);
  // SearchInput reports after 500 ms of quiet (spec 1 §5).
  const [search, setSearch] = useState('');
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const list = usePertemuanList(toListParams(filter, { page, perPage, search, tz: timeZone }), { enabled: !semester.isPending });
  usePertemuanEvents();

  const items = list.data?.data ?? [];
  const aktif = jumlahFilterAktif(filter);
  const changeFilter = (f: PertemuanFilter) => {
    setChosen(f);
    setPage(1);
  };

  return (
    <>
      <PageHeader title="Pertemuan" subtitle="Daftar pertemuan kelas kuliah" />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <SearchInput
            placeholder="Cari judul pertemuan"
            value={search}
            onSearch={(v) => {
              setSearch(v);
              setPage(1);
            }}
            style={{ flex: 1 }}
            data-testid="pertemuan-search"
          />
          <Button
            variant={aktif ? 'light' : 'default'}
            leftSection={<IconFilter size={16} />}
            rightSection={aktif ? <Badge size="xs" circle>{aktif}</Badge> : null}
            onClick={() => setShowFilter(true)}
            data-testid="pertemuan-filter-toggle"
          >
            Filter
          </Button>
        </Group>
        <PertemuanListFilter opened={showFilter} onClose={() => setShowFilter(false)} value={filter} onApply={changeFilter} defaultValue={awal} />
        <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
          {list.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Pertemuan gagal dimuat">
              {list.error.message}
            </Alert>
          ) : list.isPending ? (
            <Stack>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} h={48} />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <EmptyState description="Tidak ada pertemuan yang sesuai." />
          ) : (
            <>
              {desktop ? (
                <PertemuanTable items={items} offset={(list.data.meta.page - 1) * list.data.meta.per_page} timeZone={timeZone} />
              ) : (
                <PertemuanCards items={items} timeZone={timeZone} />
              )}
              <PaginationRow
                page={page}
                perPage={perPage}
                total={list.data.meta.total_items}
                onPageChange={setPage}
                onPerPageChange={setPerPage}
              />
            </>
          )}
        </Paper>
      </Stack>
    </>
  );
}
