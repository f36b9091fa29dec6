import { useState } from 'react';
import { Alert, Box, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MATERI_PER_HALAMAN, TIPE_FILE_MATERI_LABEL, periodeLabel, type MateriItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { useMateriList } from '../api/get-materi-list';

type Props = {
  /** The class the copies go to: its own materials are not offered. */
  idKelas: string;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

const kelasOf = (m: MateriItem) => `${m.kelas_kuliah.mata_kuliah.kode} ${m.kelas_kuliah.mata_kuliah.nama} · ${m.kelas_kuliah.kelas.nama}`;

/** 'Salin Materi Kelas Lain': search 'Cari judul', a checkable table (cards under 768 px), 10 per page. */
export function SalinMateriTable({ idKelas, selected, onChange, error }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useMateriList({ exclude_id_kelas_kuliah: idKelas, search: search || undefined, page, per_page: MATERI_PER_HALAMAN });
  const items = list.data?.data ?? [];
  const pilih = new Set(selected);
  const toggle = (id: number) => onChange(pilih.has(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  return (
    <Stack gap="sm">
      <SearchInput
        placeholder="Cari judul"
        value={search}
        onSearch={(s) => {
          setSearch(s);
          setPage(1);
        }}
        data-testid="salin-materi-search"
      />
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Materi gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState size="sm" description="Tidak ada materi dari kelas lain yang dapat disalin." />
      ) : (
        <>
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Materi kelas lain">
            {items.map((m) => (
              <Paper key={m.id} withBorder p="sm" component="li" data-testid="salin-materi-card">
                <Checkbox
                  checked={pilih.has(m.id)}
                  onChange={() => toggle(m.id)}
                  label={
                    <Stack gap={0}>
                      <Text fz="sm" fw={600}>
                        {m.judul}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {TIPE_FILE_MATERI_LABEL[m.tipe_file]} · {kelasOf(m)} · Pertemuan {m.pertemuan.nomor}
                      </Text>
                    </Stack>
                  }
                />
              </Paper>
            ))}
          </Stack>
          <Box visibleFrom="tablet">
            <TableScroll label="Tabel materi kelas lain" minWidth={640}>
              <Table striped="even" highlightOnHover verticalSpacing="xs" data-testid="salin-materi-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={44}>
                      <VisuallyHidden>Pilih</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>Judul</Table.Th>
                    <Table.Th w={90}>Tipe</Table.Th>
                    <Table.Th>Kelas</Table.Th>
                    <Table.Th w={100}>Pertemuan</Table.Th>
                    <Table.Th>Pembuat</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((m) => (
                    <Table.Tr key={m.id} data-testid="salin-materi-row" onClick={() => toggle(m.id)} style={{ cursor: 'pointer' }}>
                      <Table.Td onClick={(e) => e.stopPropagation()}>
                        <Checkbox aria-label={`Pilih ${m.judul}`} checked={pilih.has(m.id)} onChange={() => toggle(m.id)} />
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {m.judul}
                        </Text>
                      </Table.Td>
                      <Table.Td>{TIPE_FILE_MATERI_LABEL[m.tipe_file]}</Table.Td>
                      <Table.Td>
                        <Text fz="sm">{kelasOf(m)}</Text>
                        <Text fz="xs" c="dimmed">
                          {periodeLabel(m.kelas_kuliah.periode)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{m.pertemuan.nomor}</Table.Td>
                      <Table.Td>{m.created_by?.name ?? '-'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Box>
          <PaginationRow page={page} perPage={MATERI_PER_HALAMAN} total={list.data?.meta.total_items ?? 0} onPageChange={setPage} />
        </>
      )}
      <Group gap="xs">
        <Text fz="sm" c="dimmed" data-testid="salin-materi-terpilih">
          {selected.length} materi dipilih
        </Text>
      </Group>
      {error ? (
        <Text fz="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
