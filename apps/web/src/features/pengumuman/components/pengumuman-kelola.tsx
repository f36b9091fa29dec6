import { useState } from 'react';
import { ActionIcon, Alert, Badge, Box, Group, Menu, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDotsVertical, IconEye, IconEyeOff, IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import {
  PENGUMUMAN_KELOLA_PER_PAGE,
  STATUS_PENGUMUMAN,
  STATUS_PENGUMUMAN_LABEL,
  formatTanggalWaktuZona,
  ringkasanSasaran,
  type PengumumanKelolaItem,
  type StatusPengumuman,
} from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { usePageState } from '@/lib/use-page-state';
import { useServerTime } from '@/lib/server-time';
import { usePengumumanKelola } from '../api/get-pengumuman-kelola';
import { useHapusPengumuman, useStatusPengumuman } from '../api/mutations';

const STATUS_COLOR: Record<StatusPengumuman, string> = { draf: 'gray', terjadwal: 'orange', terbit: 'green' };

export function StatusPengumumanBadge({ status }: { status: StatusPengumuman }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} style={{ flexShrink: 0 }} data-testid="status-pengumuman">
      {STATUS_PENGUMUMAN_LABEL[status]}
    </Badge>
  );
}

const sasaranOf = (p: PengumumanKelolaItem) =>
  ringkasanSasaran(
    p.target_role,
    p.target_prodi.map((x) => `${x.jenjang} ${x.nama}`),
  );

type Props = { canWrite: boolean; onEdit: (p: PengumumanKelolaItem) => void };

/**
 * 'Kelola Pengumuman': every announcement of the college with its status, audience and publication time; search
 * (debounced), status filter, pages. Under 768 px each announcement is a card. Actions need pengumuman write.
 */
export function PengumumanKelola({ canWrite, onEdit }: Props) {
  const { timeZone } = useServerTime();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusPengumuman | null>(null);
  const { page, setPage, perPage, setPerPage } = usePageState(PENGUMUMAN_KELOLA_PER_PAGE);
  const list = usePengumumanKelola({ page, per_page: perPage, search: search || undefined, status: status ?? undefined });
  const items = list.data?.data ?? [];
  const ubahStatus = useStatusPengumuman();
  const hapus = useHapusPengumuman();

  const toggle = (p: PengumumanKelolaItem) =>
    ubahStatus.mutate(
      { id: p.id, isPublished: !p.is_published },
      { onSuccess: (res) => showSuccessToast(res.status.message), onError: (e) => showErrorToast(e) },
    );
  const remove = (p: PengumumanKelolaItem) =>
    openDeleteModal({
      title: 'Hapus Pengumuman',
      message: `Hapus pengumuman "${p.judul}" beserta lampirannya? Tindakan ini tidak dapat dibatalkan.`,
      onConfirm: () => hapus.mutate(p.id, { onSuccess: (res) => showSuccessToast(res.status.message), onError: (e) => showErrorToast(e) }),
    });

  const actions = (p: PengumumanKelolaItem) =>
    canWrite ? (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Aksi untuk ${p.judul}`} data-testid="pengumuman-aksi">
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(p)} data-testid="aksi-ubah">
            Ubah
          </Menu.Item>
          <Menu.Item leftSection={p.is_published ? <IconEyeOff size={16} /> : <IconEye size={16} />} onClick={() => toggle(p)} data-testid="aksi-status">
            {p.is_published ? 'Tarik dari penerbitan' : 'Terbitkan'}
          </Menu.Item>
          <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={() => remove(p)} data-testid="aksi-hapus">
            Hapus
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    ) : null;

  const judul = (p: PengumumanKelolaItem) => (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={600} lineClamp={2}>
        {p.judul}
      </Text>
      {p.lampiran.length ? (
        <Group gap={2} wrap="nowrap" aria-label={`${p.lampiran.length} lampiran`}>
          <IconPaperclip size={14} aria-hidden />
          <Text fz="xs" c="dimmed">
            {p.lampiran.length}
          </Text>
        </Group>
      ) : null}
    </Group>
  );

  return (
    <Stack gap="md" data-testid="pengumuman-kelola">
      <Group gap="sm" wrap="wrap">
        <SearchInput
          placeholder="Cari judul atau isi pengumuman"
          value={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
          data-testid="pengumuman-search"
        />
        <Select
          placeholder="Semua status"
          aria-label="Status"
          clearable
          data={STATUS_PENGUMUMAN.map((s) => ({ value: s, label: STATUS_PENGUMUMAN_LABEL[s] }))}
          value={status}
          onChange={(v) => {
            setStatus(v as StatusPengumuman | null);
            setPage(1);
          }}
          style={{ flex: '0 1 200px' }}
          data-testid="pengumuman-status-filter"
        />
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Pengumuman gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState description="Tidak ada pengumuman yang sesuai." />
      ) : (
        <>
          {/* Under 768 px each announcement is a card (spec 1 §9); from tablet up, the table. */}
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar pengumuman">
            {items.map((p) => (
              <Paper key={p.id} withBorder p="sm" component="li" data-testid="pengumuman-card-kelola">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <div style={{ minWidth: 0 }}>{judul(p)}</div>
                  <Group gap={4} wrap="nowrap">
                    <StatusPengumumanBadge status={p.status} />
                    {actions(p)}
                  </Group>
                </Group>
                <Text fz="xs" c="dimmed" mt={4}>
                  {formatTanggalWaktuZona(p.tanggalPublish, timeZone)}
                </Text>
                <Text fz="xs" mt={2}>
                  {sasaranOf(p)}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Box visibleFrom="tablet">
            <TableScroll label="Tabel pengumuman" minWidth={720}>
              <Table striped="even" highlightOnHover verticalSpacing="xs" data-testid="pengumuman-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>No</Table.Th>
                    <Table.Th>Judul</Table.Th>
                    <Table.Th>Sasaran</Table.Th>
                    <Table.Th w={190}>Waktu Terbit</Table.Th>
                    <Table.Th w={110}>Status</Table.Th>
                    {canWrite ? (
                      <Table.Th w={64} ta="center">
                        Aksi
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p, i) => (
                    <Table.Tr key={p.id} data-testid="pengumuman-row">
                      <Table.Td>{(list.data.meta.page - 1) * list.data.meta.per_page + i + 1}</Table.Td>
                      <Table.Td>{judul(p)}</Table.Td>
                      <Table.Td>
                        <Text fz="sm">{sasaranOf(p)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{formatTanggalWaktuZona(p.tanggalPublish, timeZone)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusPengumumanBadge status={p.status} />
                      </Table.Td>
                      {canWrite ? <Table.Td ta="center">{actions(p)}</Table.Td> : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Box>
          <PaginationRow page={page} perPage={perPage} total={list.data.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} />
        </>
      )}
    </Stack>
  );
}
