import { useEffect, useState } from 'react';
import { Box, Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PAGE_INPUT_DEBOUNCE_MS, PER_PAGE_OPTIONS } from '@lms/shared';
import { pageWindow, totalPagesOf } from '@/lib/pagination';

type Props = {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  perPageOptions?: readonly number[];
  /** At most this many page buttons (3 on the class list). */
  maxPageButtons?: number;
};

/** Pagination row (spec 1 §2.5): 'Tampilkan' [n per halaman], 'Total n data', pages; page input from tablet up. */
export function PaginationRow({ page, perPage, total, onPageChange, onPerPageChange, perPageOptions = PER_PAGE_OPTIONS, maxPageButtons }: Props) {
  const totalPages = totalPagesOf(total, perPage);
  const [input, setInput] = useState<string | number>(page);
  useEffect(() => setInput(page), [page]);

  // The page input is debounced 500 ms (spec 1 §5).
  const goTo = useDebouncedCallback((value: number) => {
    if (Number.isInteger(value) && value >= 1 && value <= totalPages && value !== page) onPageChange(value);
  }, PAGE_INPUT_DEBOUNCE_MS);

  const options = [...new Set([...perPageOptions, perPage])].sort((a, b) => a - b);
  const current = Math.min(page, totalPages);
  const controlProps = (control: string) => ({ 'aria-label': control === 'previous' ? 'Halaman sebelumnya' : 'Halaman berikutnya' });

  return (
    <Group justify="space-between" gap="sm" mt="md" data-testid="pagination-row">
      <Group gap="xs" wrap="nowrap">
        <Text fz="sm">Tampilkan</Text>
        <Select
          aria-label="Jumlah data per halaman"
          w={140}
          size="xs"
          allowDeselect={false}
          disabled={!onPerPageChange}
          data={options.map((n) => ({ value: String(n), label: `${n} per halaman` }))}
          value={String(perPage)}
          onChange={(v) => v && onPerPageChange?.(Number(v))}
        />
        <Text fz="sm" c="dimmed">
          Total {total} data
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {maxPageButtons ? (
          // A capped list shows exactly the window of pages around the current one (no dots, no edge pages).
          <Pagination.Root size="sm" total={totalPages} value={current} onChange={onPageChange} data-testid="pagination">
            <Group gap={8} wrap="nowrap">
              <Pagination.Previous {...controlProps('previous')} />
              {pageWindow(current, totalPages, maxPageButtons).map((p) => (
                <Pagination.Control key={p} active={p === current} onClick={() => onPageChange(p)} aria-current={p === current ? 'page' : undefined}>
                  {p}
                </Pagination.Control>
              ))}
              <Pagination.Next {...controlProps('next')} />
            </Group>
          </Pagination.Root>
        ) : (
          <Pagination size="sm" total={totalPages} value={current} onChange={onPageChange} getControlProps={controlProps} data-testid="pagination" />
        )}
        <Box visibleFrom="tablet">
          <NumberInput
            aria-label="Ke halaman"
            size="xs"
            w={72}
            min={1}
            max={totalPages}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={input}
            onChange={(v) => {
              setInput(v);
              goTo(Number(v));
            }}
          />
        </Box>
      </Group>
    </Group>
  );
}
