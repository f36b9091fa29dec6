import { Alert, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { DEFAULT_PER_PAGE, periodeLabel } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { useSemesterBerjalan } from '@/features/sistem/api/get-semester-berjalan';
import { useKelasList } from '../api/get-kelas-list';
import { KelasCard } from './kelas-card';
import { KelasCardSkeleton } from './kelas-card-skeleton';
import { OperatorKelasCard } from './operator-kelas-card';
import { usePageState } from '@/lib/use-page-state';

const GRID_COLS = { base: 1, tablet: 2, desktop: 3, widescreen: 4 } as const;
// The operator card carries more text: one column fewer until full HD.
const OPERATOR_GRID_COLS = { base: 1, tablet: 2, widescreen: 3, fullhd: 4 } as const;

/** Class cards of the current period: the operator card for operators, the class card for the others. */
export function KelasSection({ operator }: { operator: boolean }) {
  const semester = useSemesterBerjalan();
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  // Without a current period (endpoint failed) all classes are listed rather than none.
  const periode = semester.isSuccess ? semester.data.periode : null;
  const kelas = useKelasList({ periode, page, per_page: perPage }, { enabled: !semester.isPending });
  const items = kelas.data?.data ?? [];
  const total = kelas.data?.meta.total_items ?? 0;

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
        <SimpleGrid cols={operator ? OPERATOR_GRID_COLS : GRID_COLS} spacing="md">
          {Array.from({ length: 4 }, (_, i) => (
            <KelasCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <EmptyState description="Belum ada kelas pada periode ini." />
      ) : (
        <>
          <SimpleGrid cols={operator ? OPERATOR_GRID_COLS : GRID_COLS} spacing="md" data-testid="kelas-grid">
            {items.map((k) => (operator ? <OperatorKelasCard key={k.id} kelas={k} /> : <KelasCard key={k.id} kelas={k} />))}
          </SimpleGrid>
          <PaginationRow
            page={page}
            perPage={perPage}
            total={total}
            onPageChange={setPage}
            onPerPageChange={setPerPage}
          />
        </>
      )}
    </Paper>
  );
}
