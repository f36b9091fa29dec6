import { useEffect, useRef, useState } from 'react';
import { Accordion, Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendar, IconPaperclip } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PER_PAGE, formatTanggal } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { RichText } from '@/components/rich-text';
import { useServerTime } from '@/lib/server-time';
import { usePengumumanList } from '../api/get-pengumuman-list';
import { LampiranList } from './lampiran-list';

/** The `index` query (0-based position in the list, as linked from the dashboard); null when absent or invalid. */
export function parseIndex(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** The readers' list: published announcements that reach the caller, paged; ?index=n opens and highlights the nth. */
export function DaftarPengumuman() {
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
    if (index !== null) {
      const next = new URLSearchParams(params);
      next.delete('index');
      setParams(next, { replace: true });
    }
  };

  if (list.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Pengumuman gagal dimuat">
        {list.error.message}
      </Alert>
    );
  }
  if (list.isPending) {
    return (
      <Stack>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={56} />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) return <EmptyState description="Belum ada pengumuman." />;
  return (
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
                    {p.lampiran.length ? (
                      <>
                        <IconPaperclip size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                        <Text fz="xs" c="dimmed">
                          {p.lampiran.length} lampiran
                        </Text>
                      </>
                    ) : null}
                  </Group>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <RichText html={p.isi} />
                  <LampiranList lampiran={p.lampiran} />
                </Stack>
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
  );
}
