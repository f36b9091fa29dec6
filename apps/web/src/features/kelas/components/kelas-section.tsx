import { Suspense, lazy } from 'react';
import { Alert, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { DEFAULT_PER_PAGE, periodeLabel } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { useSemesterBerjalan } from '@/lib/queries/get-semester-berjalan';
import { useKelasList } from '../api/get-kelas-list';
import { KelasCardSkeleton } from './kelas-card-skeleton';
import { usePageState } from '@/lib/use-page-state';

// Same values as kelas-grid.tsx (kept here so the skeleton does not import the lazy module).
const GRID_COLS = { base: 1, tablet: 2, desktop: 3, widescreen: 4 } as const;
const OPERATOR_GRID_COLS = { base: 1, tablet: 2, widescreen: 3, fullhd: 4 } as const;

// The cards and the pagination row (its inputs, the BAP button) are not part of /beranda's first load: the module
// is requested when the section first renders, alongside the class list, and the skeleton stands until both are in.
const loadGrid = () => import('./kelas-grid');
const KelasGrid = lazy(() => loadGrid().then((m) => ({ default: m.KelasGrid })));

/** Class cards of the current period: the operator card for operators, the class card for the others. */
export function KelasSection({ operator }: { operator: boolean }) {
  const semester = useSemesterBerjalan();
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  // Without a current period (endpoint failed) all classes are listed rather than none.
  const periode = semester.isSuccess ? semester.data.periode : null;
  const kelas = useKelasList({ periode, page, per_page: perPage }, { enabled: !semester.isPending });
  const items = kelas.data?.data ?? [];
  const total = kelas.data?.meta.total_items ?? 0;
  void loadGrid();
  const skeleton = (
    <SimpleGrid cols={operator ? OPERATOR_GRID_COLS : GRID_COLS} spacing="md">
      {Array.from({ length: 4 }, (_, i) => (
        <KelasCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );

  return (
    <Paper p={{ base: 'sm', tablet: 'md' }} withBorder component="section" aria-labelledby="kelas-title">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={3} id="kelas-title" fz="lg">
            {operator ? 'Data Kelas' : 'Kelas Saya'}
          </Title>
          <Text fz="sm" c="dimmed">
            {periode ? `Periode ${periodeLabel(periode)}` : 'Semua periode'}
          </Text>
        </div>
      </Group>
      {kelas.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Kelas gagal dimuat">
          {kelas.error.message}
        </Alert>
      ) : kelas.isPending ? (
        skeleton
      ) : items.length === 0 ? (
        <EmptyState description="Belum ada kelas pada periode ini." />
      ) : (
        <Suspense fallback={skeleton}>
          <KelasGrid operator={operator} items={items} page={page} perPage={perPage} total={total} setPage={setPage} setPerPage={setPerPage} />
        </Suspense>
      )}
    </Paper>
  );
}
