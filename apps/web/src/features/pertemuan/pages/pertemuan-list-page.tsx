import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { BREAKPOINTS, formatTanggal, hariIni } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { useServerTime } from '@/lib/server-time';
import { usePertemuanList } from '../api/get-pertemuan-list';
import { usePertemuanEvents } from '../api/pertemuan-events';
import { PertemuanListFilter } from '../components/pertemuan-list-filter';
import { PertemuanCards, PertemuanTable } from '../components/pertemuan-list-items';
import { usePertemuanListState } from '../hooks/use-pertemuan-list-state';
import { FILTER_KOSONG, jumlahFilterAktif, toListParams } from '../pertemuan-filter';
import { mingguDari, PER_PAGE_OPTIONS } from '../pertemuan-list-url';

const rentangLabel = ([dari, sampai]: [string | null, string | null]) =>
  dari ? `${formatTanggal(`${dari}T12:00:00Z`, 'UTC')} - ${formatTanggal(`${sampai ?? dari}T12:00:00Z`, 'UTC')}` : 'Semua tanggal';

/**
 * /pertemuan: meetings of the caller's classes (operators: all). By default this week around today, meetings
 * not yet over first (soonest first), then the week's past ones; search, filters and page live in the URL.
 */
export function PertemuanListPage() {
  const { now, timeZone } = useServerTime();
  const today = hariIni(timeZone, now);
  const { state, setSearch, setFilter, setPage, setPerPage } = usePertemuanListState(today);
  const { filter, search, page, perPage } = state;
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`, true, { getInitialValueInEffect: false });
  const [showFilter, setShowFilter] = useState(false);
  const list = usePertemuanList({ ...toListParams(filter, { page, perPage, search, tz: timeZone }), urutan: 'terdekat' });
  usePertemuanEvents();

  const items = list.data?.data ?? [];
  // The week is the default view, not a filter the user set.
  const [senin, minggu] = mingguDari(today);
  const mingguIni = filter.tanggal[0] === senin && filter.tanggal[1] === minggu;
  const aktif = jumlahFilterAktif(filter) - (mingguIni ? 1 : 0);

  return (
    <>
      <PageHeader title="Pertemuan" subtitle="Daftar pertemuan kelas kuliah" />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <SearchInput placeholder="Cari judul pertemuan" value={search} onSearch={setSearch} style={{ flex: 1 }} data-testid="pertemuan-search" />
          <Button
            variant={aktif ? 'light' : 'default'}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={aktif ? <Badge size="xs" circle>{aktif}</Badge> : null}
            onClick={() => setShowFilter(true)}
            data-testid="pertemuan-filter-toggle"
          >
            Filter
          </Button>
        </Group>
        <Text fz="sm" c="dimmed" data-testid="pertemuan-rentang">
          {mingguIni ? 'Minggu ini' : 'Tanggal'}: {rentangLabel(filter.tanggal)}
        </Text>
        <PertemuanListFilter
          opened={showFilter}
          onClose={() => setShowFilter(false)}
          value={filter}
          onApply={setFilter}
          defaultValue={{ ...FILTER_KOSONG, tanggal: [senin, minggu] }}
        />
        <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="pertemuan-list" aria-busy={list.isFetching}>
          <QueryState query={list} loader={<SkeletonRows count={5} h={48} />} errorTitle="Pertemuan gagal dimuat" isEmpty={(d) => d.data.length === 0} empty={{ description: 'Tidak ada pertemuan yang sesuai.' }}>
            {(d) => (
              <>
                {desktop ? (
                  <PertemuanTable items={items} offset={(d.meta.page - 1) * d.meta.per_page} timeZone={timeZone} />
                ) : (
                  <PertemuanCards items={items} timeZone={timeZone} />
                )}
                <PaginationRow
                  page={page}
                  perPage={perPage}
                  perPageOptions={PER_PAGE_OPTIONS}
                  total={d.meta.total_items}
                  onPageChange={setPage}
                  onPerPageChange={setPerPage}
                />
              </>
            )}
          </QueryState>
        </Paper>
      </Stack>
    </>
  );
}
