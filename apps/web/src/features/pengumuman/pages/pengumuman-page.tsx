import { useEffect, useRef, useState } from 'react';
import { Accordion, Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PER_PAGE, formatTanggal } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { RichText } from '@/components/rich-text';
import { useServerTime } from '@/lib/server-time';
import { usePengumumanList } from '../api/get-pengumuman-list';

/** The `index` query (0-based position in the list, as linked from the dashboard); null when absent or invalid. */
export function parseIndex(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** /pengumuman: all announcements, paged; ?index=n opens and highlights the nth one. */
export function PengumumanPage() {
  const [params, setParams] = useSearchParams();
  const index = parseIndex(params.get('index'));
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [page, setPage] = useState(index === null ? 1 : Math.floor(index / DEFAULT_PER_PAGE) + 1);
  const { timeZone } = useServerTime();
  const list = usePengumumanList({ page, per_page: perPage });
  const items = list.data?.data ?? [];
  const targetPos = index !== null && Math.floor(index / perPage) + 1 === page ? index % perPage : null;
  const target = targetPos !== null ? items[targetPos] : undefined;
  const [opened, setOpened] = useState<string | null>(null);
  const targetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!target) return;
    setOpened(String(target.id));
    targetRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [target]);

  const changePage = (p: number) => {
    setPage(p);
    if (index !== null) setParams({}, { replace: true });
  };

  return (
    <>
      <PageHeader title="Pengumuman" subtitle="Informasi terbaru dari kampus" />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        {list.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Pengumuman gagal dimuat">
            {list.error.message}
          </Alert>
        ) : list.isPending ? (
          <Stack>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={56} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState description="Belum ada pengumuman." />
        ) : (
          <>
            <Accordion variant="separated" value={opened} onChange={setOpened} data-testid="pengumuman-list">
              {items.map((p) => {
                const highlighted = target?.id === p.id;
                return (
                  <Accordion.Item
                    key={p.id}
                    value={String(p.id)}
                    ref={highlighted ? targetRef : undefined}
                    data-highlighted={highlighted || undefined}
                    style={highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 2px var(--mantine-color-lms-1)' } : undefined}
                  >
                    <Accordion.Control>
                      <Stack gap={2}>
                        <Text fw={600}>{p.judul}</Text>
                        <Group gap={4}>
                          <IconCalendar size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                          <Text fz="xs" c="dimmed">
                            {formatTanggal(p.tanggalPublish, timeZone)}
                          </Text>
                        </Group>
                      </Stack>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <RichText html={p.isi} />
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
            <PaginationRow
              page={page}
              perPage={perPage}
              total={list.data.meta.total_items}
              onPageChange={changePage}
              onPerPageChange={(n) => {
                setPerPage(n);
                changePage(1);
              }}
            />
          </>
        )}
      </Paper>
    </>
  );
}
