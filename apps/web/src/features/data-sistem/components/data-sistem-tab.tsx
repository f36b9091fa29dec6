import { useState } from 'react';
import { ActionIcon, Alert, Box, Button, Group, Menu, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_PER_PAGE, TAB_DATA_SISTEM_LABEL, type PeriodeItem, type TabDataSistem } from '@lms/shared';
import { openConfirmModal, openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { showSuccessToast } from '@/components/toast';
import { usePageState } from '@/lib/use-page-state';
import { useDeleteDataSistem } from '../api/delete-data-sistem';
import { useDataSistemList } from '../api/get-data-sistem-list';
import { useJenisPresensi } from '../api/get-jenis-presensi';
import { useSetPeriodeBerjalan } from '../api/set-periode-berjalan';
import { DataSistemFormModal } from './data-sistem-form-modal';
import { KOLOM_TAB, idBaris, namaBaris } from './kolom';

type Props = { tab: TabDataSistem; bolehUbah: boolean };

/** Attendance types are the fixed pair izin / sakit: changed, never added or deleted. */
const TETAP: TabDataSistem[] = ['jenis_presensi'];

/** The rows of a tab, whatever the source: the paged list, or the attendance types' short list. */
function useBaris(tab: TabDataSistem, page: number, perPage: number, search: string) {
  const paged = !TETAP.includes(tab);
  const list = useDataSistemList<unknown>(tab, { page, per_page: perPage, search: search || undefined }, { enabled: paged });
  const presensi = useJenisPresensi({ enabled: !paged });
  if (!paged) return { rows: presensi.data, total: presensi.data?.length ?? 0, page: 1, perPage: 10, isPending: presensi.isPending, error: presensi.error };
  return { rows: list.data?.data, total: list.data?.meta.total_items ?? 0, page: list.data?.meta.page ?? 1, perPage: list.data?.meta.per_page ?? perPage, isPending: list.isPending, error: list.error };
}

/** One tab of /data-sistem: search, table (cards under 768 px), pages; add, change, delete (confirmed) with write. */
export function DataSistemTab({ tab, bolehUbah }: Props) {
  const [search, setSearch] = useState('');
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const [form, setForm] = useState<{ row: unknown | null } | null>(null);
  const data = useBaris(tab, page, perPage, search);
  const hapus = useDeleteDataSistem(tab);
  const berjalan = useSetPeriodeBerjalan();
  const kolom = KOLOM_TAB[tab];
  const label = TAB_DATA_SISTEM_LABEL[tab];
  const tetap = TETAP.includes(tab);
  const rows = (data.rows ?? []) as unknown[];

  const onHapus = (row: unknown) =>
    openDeleteModal({
      title: `Hapus ${label}`,
      message: `Hapus ${label.toLowerCase()} ${namaBaris(tab, row)}? Data yang masih dipakai tidak dapat dihapus.`,
      onConfirm: () => hapus.mutate(idBaris(tab, row), { onSuccess: (res) => showSuccessToast(res.status.message) }),
    });
  const onBerjalan = (p: PeriodeItem) =>
    openConfirmModal({
      title: 'Tetapkan semester berjalan',
      message: `Jadikan ${p.nama} sebagai semester berjalan?`,
      onConfirm: () => berjalan.mutate(p.periode, { onSuccess: (res) => showSuccessToast(res.status.message) }),
    });

  const aksi = (row: unknown) =>
    bolehUbah ? (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Aksi untuk ${namaBaris(tab, row)}`} data-testid="ds-aksi">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setForm({ row })} data-testid="ds-ubah">
            Ubah
          </Menu.Item>
          {tab === 'periode' && !(row as PeriodeItem).is_current ? (
            <Menu.Item leftSection={<IconCalendarCheck size={16} />} onClick={() => onBerjalan(row as PeriodeItem)} data-testid="ds-berjalan">
              Jadikan semester berjalan
            </Menu.Item>
          ) : null}
          {!tetap ? (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onHapus(row)} data-testid="ds-hapus">
              Hapus
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    ) : null;

  return (
    <Stack gap="md" data-testid={`ds-tab-${tab}`}>
      <Group gap="sm" wrap="wrap" justify="space-between">
        {!tetap ? (
          <SearchInput
            placeholder={`Cari ${label.toLowerCase()}`}
            value={search}
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
            data-testid="ds-search"
          />
        ) : (
          <Text fz="sm" c="dimmed">
            Izin (I) dan Sakit (S) hanya dapat dipilih pada kehadiran peserta selama aktif.
          </Text>
        )}
        {bolehUbah && !tetap ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ row: null })} data-testid="ds-tambah">
            Tambah {label}
          </Button>
        ) : null}
      </Group>
      {data.error ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={`${label} gagal dimuat`}>
          {data.error.message}
        </Alert>
      ) : data.isPending ? (
        <Stack>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState description={`Belum ada ${label.toLowerCase()} yang sesuai.`} />
      ) : (
        <>
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`Daftar ${label.toLowerCase()}`}>
            {rows.map((row) => (
              <Paper key={String(idBaris(tab, row))} withBorder p="sm" component="li" data-testid="ds-card">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600}>
                      {kolom[0]!.render(row as never)}
                    </Text>
                    {kolom.slice(1).map((c) => (
                      <Text key={c.label} fz="xs" c="dimmed" component="div">
                        {c.label}: {c.render(row as never)}
                      </Text>
                    ))}
                  </div>
                  {aksi(row)}
                </Group>
              </Paper>
            ))}
          </Stack>
          <Box visibleFrom="tablet">
            <TableScroll label={`Tabel ${label.toLowerCase()}`} minWidth={480}>
              <Table striped="even" highlightOnHover verticalSpacing="xs" data-testid="ds-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>No</Table.Th>
                    {kolom.map((c) => (
                      <Table.Th key={c.label} w={c.w}>
                        {c.label}
                      </Table.Th>
                    ))}
                    {bolehUbah ? (
                      <Table.Th w={64}>
                        <VisuallyHidden>Aksi</VisuallyHidden>
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, i) => (
                    <Table.Tr key={String(idBaris(tab, row))} data-testid="ds-row">
                      <Table.Td>{(data.page - 1) * data.perPage + i + 1}</Table.Td>
                      {kolom.map((c) => (
                        <Table.Td key={c.label}>{c.render(row as never)}</Table.Td>
                      ))}
                      {bolehUbah ? <Table.Td>{aksi(row)}</Table.Td> : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Box>
          {!tetap ? <PaginationRow page={page} perPage={perPage} total={data.total} onPageChange={setPage} onPerPageChange={setPerPage} /> : null}
        </>
      )}
      <DataSistemFormModal tab={tab} opened={form !== null} onClose={() => setForm(null)} row={form?.row ?? null} />
    </Stack>
  );
}
