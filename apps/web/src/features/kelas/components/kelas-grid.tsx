import { SimpleGrid } from '@mantine/core';
import type { KelasListItem } from '@lms/shared';
import { PaginationRow } from '@/components/pagination-row';
import { KelasCard } from './kelas-card';
import { OperatorKelasCard } from './operator-kelas-card';

export const GRID_COLS = { base: 1, tablet: 2, desktop: 3, widescreen: 4 } as const;
// The operator card carries more text: one column fewer until full HD.
export const OPERATOR_GRID_COLS = { base: 1, tablet: 2, widescreen: 3, fullhd: 4 } as const;

type Props = {
  operator: boolean;
  items: KelasListItem[];
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
};

/** The loaded class cards and their pagination row (loaded by KelasSection while the class list is fetched). */
export function KelasGrid({ operator, items, page, perPage, total, setPage, setPerPage }: Props) {
  return (
    <>
      <SimpleGrid cols={operator ? OPERATOR_GRID_COLS : GRID_COLS} spacing="md" data-testid="kelas-grid">
        {items.map((k) => (operator ? <OperatorKelasCard key={k.id} kelas={k} /> : <KelasCard key={k.id} kelas={k} />))}
      </SimpleGrid>
      <PaginationRow page={page} perPage={perPage} total={total} onPageChange={setPage} onPerPageChange={setPerPage} />
    </>
  );
}
