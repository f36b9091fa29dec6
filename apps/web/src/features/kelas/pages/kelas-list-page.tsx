import { useEffect, useState } from 'react';
import { Box, Button, Group, Indicator, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { KELAS_LIST_MAX_PAGE_BUTTONS, KELAS_LIST_PER_PAGE, KELAS_LIST_PER_PAGE_OPTIONS, periodeLabel } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { useSemesterBerjalan } from '@/lib/queries/get-semester-berjalan';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { totalPagesOf } from '@/lib/pagination';
import { useKelasList } from '../api/get-kelas-list';
import { BapButton } from '../components/bap-button';
import { KelasCard } from '../components/kelas-card';
import { KelasCardSkeleton } from '../components/kelas-card-skeleton';
import { ANGGOTA_FILTER_FIELDS, KelasFilterDrawer, OPERATOR_FILTER_FIELDS } from '../components/kelas-filter-drawer';
import { KelasTable } from '../components/kelas-table';
import { OperatorKelasCard } from '../components/operator-kelas-card';
import { useKelasListState } from '../hooks/use-kelas-list-state';
import { countActiveFilters, defaultFilter, toBapZipFilter, toKelasListParams } from '../kelas-filter';
import { PengaturanBapButton } from '@/features/bap';

const GRID_COLS = { base: 1, tablet: 2, desktop: 3, widescreen: 4 } as const;
/** Card grids page by rows of 2 or 4 cards; the operator table keeps the spec's 5 / 5-10-15-20 (spec 1 §9). */
const GRID_PER_PAGE = 8;
const GRID_PER_PAGE_OPTIONS = [8, 12, 16, 20] as const;

/** /kelas: the operator's 'Data Pertemuan' table (spec 1 §2.6), the lecturer's and student's class cards. */
export function KelasListPage() {
  const { data: user } = useUser();
  const semester = useSemesterBerjalan();
  const operator = isOperator(user);
  return (
    <>
      <PageHeader title="Kelas" />
      {semester.isPending ? (
        <Paper withBorder p="md">
          <Skeleton h={36} mb="md" />
          <Skeleton h={240} />
        </Paper>
      ) : (
        // Without a current period (endpoint failed) the default is every period rather than none.
        <KelasListView operator={operator} role={user?.role} defaultPeriode={semester.isSuccess ? semester.data.periode : null} />
      )}
    </>
  );
}

function emptyText(operator: boolean, role: string | undefined, filtered: boolean): string {
  if (filtered) return 'Tidak ada kelas yang sesuai dengan pencarian atau filter. Ubah kata kunci atau atur ulang filter.';
  if (operator) return 'Belum ada kelas kuliah pada periode ini.';
  if (role === 'ROLE_DOSEN') return 'Anda belum mengajar kelas pada periode ini.';
  return 'Anda belum terdaftar sebagai peserta kelas pada periode ini.';
}

function KelasListView({ operator, role, defaultPeriode }: { operator: boolean; role: string | undefined; defaultPeriode: number | null }) {
  const perPage = operator ? KELAS_LIST_PER_PAGE : GRID_PER_PAGE;
  const perPageOptions = operator ? KELAS_LIST_PER_PAGE_OPTIONS : GRID_PER_PAGE_OPTIONS;
  const { state, setSearch, setFilter, setPage, setPerPage } = useKelasListState({ periode: defaultPeriode, perPage, perPageOptions });
  const [filterOpened, setFilterOpened] = useState(false);
  const kelas = useKelasList(toKelasListParams(state));
  const items = kelas.data?.data ?? [];
  const total = kelas.data?.meta.total_items ?? 0;
  const activeFilters = countActiveFilters(state.filter, defaultPeriode);
  const filtered = activeFilters > 0 || state.search !== '';
  const offset = (state.page - 1) * state.perPage;
  const lastPage = totalPagesOf(total, state.perPage);
  // A page beyond the end (an old link, fewer classes after a change) moves to the last page.
  const beyondEnd = kelas.isSuccess && !kelas.isPlaceholderData && items.length === 0 && total > 0 && state.page > lastPage;
  useEffect(() => {
    if (beyondEnd) setPage(lastPage);
  }, [beyondEnd, lastPage, setPage]);

  return (
    <Paper p={{ base: 'sm', tablet: 'md' }} withBorder component="section" aria-labelledby="kelas-list-title">
      <Stack gap={2} mb="md">
        <Title order={3} id="kelas-list-title" fz="lg">
          {operator ? 'Data Pertemuan' : 'Kelas Saya'}
        </Title>
        <Text fz="sm" c="dimmed" data-testid="kelas-list-periode">
          {state.filter.periode ? `Periode ${periodeLabel(state.filter.periode)}` : 'Semua periode'}
        </Text>
      </Stack>

      <Group gap="sm" mb="md" wrap="wrap">
        <SearchInput
          value={state.search}
          onSearch={setSearch}
          placeholder={operator ? 'Cari judul pertemuan' : 'Cari mata kuliah, kelas atau pengajar'}
          style={{ flex: '1 1 240px' }}
          maxLength={100}
          data-testid="kelas-search"
        />
        <Indicator label={activeFilters} size={18} disabled={activeFilters === 0} offset={4}>
          <Button variant="default" leftSection={<IconFilter size={16} />} onClick={() => setFilterOpened(true)} data-testid="kelas-filter-button">
            Filter
          </Button>
        </Indicator>
        {operator ? <BapButton label="Unduh Semua BAP" size="sm" sasaran={{ jenis: 'zip', filter: toBapZipFilter(state) }} data-testid="kelas-unduh-semua-bap" /> : null}
        {operator ? <PengaturanBapButton /> : null}
      </Group>

      <QueryState
        query={kelas}
        loader={
          operator ? (
            <SkeletonRows count={5} h={44} gap="xs" />
          ) : (
            <SimpleGrid cols={GRID_COLS} spacing="md">
              {Array.from({ length: 4 }, (_, i) => (
                <KelasCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          )
        }
        errorTitle="Kelas gagal dimuat"
        isEmpty={(d) => d.data.length === 0}
        empty={{
          description: emptyText(operator, role, filtered),
          children:
            activeFilters > 0 ? (
              <Button variant="light" mt="sm" onClick={() => setFilter(defaultFilter(defaultPeriode))}>
                Reset Filter
              </Button>
            ) : null,
        }}
      >
        {() => (
          <Box style={{ opacity: kelas.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={kelas.isFetching}>
            {operator ? (
              <>
                <Box visibleFrom="desktop">
                  <KelasTable items={items} offset={offset} />
                </Box>
                {/* Below desktop width the ten columns do not fit: one card per class. */}
                <SimpleGrid hiddenFrom="desktop" cols={{ base: 1, tablet: 2 }} spacing="sm" data-testid="kelas-cards">
                  {items.map((k) => (
                    <OperatorKelasCard key={k.id} kelas={k} />
                  ))}
                </SimpleGrid>
              </>
            ) : (
              <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="kelas-grid">
                {items.map((k) => (
                  <KelasCard key={k.id} kelas={k} />
                ))}
              </SimpleGrid>
            )}
          </Box>
        )}
      </QueryState>

      {items.length > 0 ? (
        <PaginationRow
          page={state.page}
          perPage={state.perPage}
          total={total}
          onPageChange={setPage}
          onPerPageChange={setPerPage}
          perPageOptions={perPageOptions}
          maxPageButtons={KELAS_LIST_MAX_PAGE_BUTTONS}
        />
      ) : null}

      <KelasFilterDrawer
        opened={filterOpened}
        onClose={() => setFilterOpened(false)}
        value={state.filter}
        defaultPeriode={defaultPeriode}
        fields={operator ? OPERATOR_FILTER_FIELDS : ANGGOTA_FILTER_FIELDS}
        onApply={setFilter}
      />
    </Paper>
  );
}
