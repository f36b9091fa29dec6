import type { ComponentProps, Key, ReactNode } from 'react';
import { Box, Paper, Stack, Table, Title } from '@mantine/core';
import { PaginationRow } from '@/components/pagination-row';
import { QueryState } from '@/components/query-state';
import { TableScroll } from '@/components/table-scroll';
import { LaporanToolbar } from './laporan-toolbar';

type LaporanQuery<T> = { isPending: boolean; isError: boolean; error: Error | null; data: { data: T[]; meta: { total_items: number } } | undefined };

type Props<T> = {
  /** Id of the section's heading (its `aria-labelledby`). */
  titleId: string;
  title: ReactNode;
  /** Shown between the heading and the toolbar (a notice of read-only access). */
  notice?: ReactNode;
  toolbar: ComponentProps<typeof LaporanToolbar>;
  query: LaporanQuery<T>;
  emptyDescription: string;
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** The table from the tablet width up: its accessible label, minimum width and test ids. */
  table: { label: string; minWidth: number; testId: string; rowTestId: string };
  /** The header cells (`Table.Th`); a function gets the page's rows (never empty). */
  head: ReactNode | ((items: T[]) => ReactNode);
  /** A row's cells (`Table.Td`); `no` counts across pages. */
  row: (item: T, no: number) => ReactNode;
  rowKey: (item: T) => Key;
  /** The cards below the tablet width: the list's accessible label, the card's test id and its content. */
  cards: { label: string; testId: string };
  card: (item: T) => ReactNode;
};

/**
 * One attendance report (Laporan): heading, filters and 'Export Excel', then the rows as a table from the tablet
 * width up and as cards below it, with pagination.
 */
export function LaporanTabel<T>({ titleId, title, notice, toolbar, query, emptyDescription, page, perPage, setPage, setPerPage, table, head, row, rowKey, cards, card }: Props<T>) {
  const offset = (page - 1) * perPage;
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" mb="sm" id={titleId}>
        {title}
      </Title>
      {notice}
      <LaporanToolbar {...toolbar} />
      <QueryState query={query} errorIcon={false} isEmpty={(d) => d.data.length === 0} empty={{ description: emptyDescription }}>
        {(d) => (
          <>
            <Box visibleFrom="tablet">
              <TableScroll label={table.label} minWidth={table.minWidth}>
                <Table striped highlightOnHover verticalSpacing="sm" data-testid={table.testId}>
                  <Table.Thead>
                    <Table.Tr>{typeof head === 'function' ? head(d.data) : head}</Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.data.map((r, i) => (
                      <Table.Tr key={rowKey(r)} data-testid={table.rowTestId}>
                        {row(r, offset + i + 1)}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Box>
            <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={cards.label}>
              {d.data.map((r) => (
                <Paper key={rowKey(r)} component="li" withBorder p="sm" data-testid={cards.testId}>
                  {card(r)}
                </Paper>
              ))}
            </Stack>
            <PaginationRow page={page} perPage={perPage} total={d.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} />
          </>
        )}
      </QueryState>
    </Paper>
  );
}
