import { useEffect, useState } from 'react';
import { Box, Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PAGE_INPUT_DEBOUNCE_MS, PER_PAGE_OPTIONS } from '@lms/shared';

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
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  const [input, setInput] = useState<string | number>(page);
  useEffect(() => setInput(page), [page]);

  // The page input is debounced 500 ms (spec 1 §5).
  const goTo = useDebouncedCallback((value: number) => {
    if (Number.isInteger(value) && value >= 1 && value <= totalPages && value !== page) onPageChange(value);
  }, PAGE_INPUT_DEBOUNCE_MS);

  const options = [...new Set([...perPageOptions, perPage])].sort((a, b) => a - b);
  // With a cap of n buttons: siblings around the current page, no fixed boundary pages.
  const siblings = maxPageButtons ? Math.max(0, Math.floor((maxPageButtons - 1) / 2)) : 1;
  const boundaries = maxPageButtons ? 0 : 1;

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
        <Pagination
          size="sm"
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPageChange}
          siblings={siblings}
          boundaries={boundaries}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Halaman sebelumnya' : 'Halaman berikutnya' })}
        />
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
