import { Alert, Badge, Card, Group, Select, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PESAN_FORUM, STATUS_FORUM, STATUS_FORUM_META, formatTanggalWaktu, type ForumItem, type StatusForum } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { usePageState } from '@/lib/use-page-state';
import { useForumList } from '../api/get-forum-list';

type Props = {
  search: string;
  onSearch: (s: string) => void;
  status: StatusForum | null;
  onStatus: (s: StatusForum | null) => void;
  selectedId: number | null;
  onSelect: (f: ForumItem) => void;
  timeZone: string;
  mahasiswa: boolean;
};

/** The caller's forums across classes: search, status filter, running forums first, 10 per page. */
export function ForumListPanel({ search, onSearch, status, onStatus, selectedId, onSelect, timeZone, mahasiswa }: Props) {
  const { page, setPage, perPage, setPerPage } = usePageState(10);
  const list = useForumList({ page, per_page: perPage, search: search || undefined, status: status ? [status] : undefined });
  const items = list.data?.data ?? [];

  return (
    <Stack gap="sm" data-testid="forum-list">
      <SearchInput
        value={search}
        onSearch={(s) => {
          setPage(1);
          onSearch(s);
        }}
        placeholder="Cari forum atau mata kuliah"
        aria-label="Cari forum"
      />
      <Select
        aria-label="Status forum"
        placeholder="Semua status"
        clearable
        value={status}
        onChange={(v) => {
          setPage(1);
          onStatus((v as StatusForum | null) ?? null);
        }}
        data={STATUS_FORUM.map((s) => ({ value: s, label: STATUS_FORUM_META[s].label }))}
        data-testid="forum-filter-status"
      />
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Forum gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack gap="xs">
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState title={PESAN_FORUM.kosongJudul} description={PESAN_FORUM.kosongTeks} />
      ) : (
        <Stack gap="xs">
          {items.map((f) => {
            const meta = STATUS_FORUM_META[f.status];
            const aktif = f.id === selectedId;
            return (
              <UnstyledButton key={f.id} onClick={() => onSelect(f)} aria-current={aktif ? 'true' : undefined} data-testid="forum-list-item" data-id={f.id}>
                <Card withBorder padding="sm" style={aktif ? { borderColor: 'var(--mantine-color-blue-6)', background: 'var(--mantine-color-blue-0)' } : undefined}>
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                      <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                        {f.judul}
                      </Text>
                      <Badge size="sm" variant="light" color={meta.color} style={{ flexShrink: 0 }}>
                        {meta.label}
                      </Badge>
                    </Group>
                    <Text fz="xs" c="dimmed">
                      {f.kelas_kuliah.mata_kuliah.nama} · Kelas {f.kelas_kuliah.kelas.nama} · Pertemuan {f.pertemuan.nomor}
                    </Text>
                    <Group justify="space-between" gap="xs">
                      <Text fz="xs" c="dimmed">
                        {formatTanggalWaktu(f.waktu_mulai, timeZone)} – {formatTanggalWaktu(f.waktu_selesai, timeZone)}
                      </Text>
                      <Text fz="xs" c={mahasiswa && f.saya?.tercapai ? 'var(--mantine-color-green-light-color)' : 'dimmed'}>
                        {mahasiswa && f.saya ? `Komentar Anda ${f.saya.jumlah_komentar}/${f.minimal_post}` : `${f.jumlah_peserta_join}/${f.jumlah_peserta} Peserta`}
                      </Text>
                    </Group>
                  </Stack>
                </Card>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
      {list.data && list.data.meta.total_items > 0 ? (
        <PaginationRow page={page} perPage={perPage} total={list.data.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} maxPageButtons={3} />
      ) : null}
    </Stack>
  );
}
