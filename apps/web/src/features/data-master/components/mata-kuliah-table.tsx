import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Box, Group, Paper, Select, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '@/components/table-scroll';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { DEFAULT_PER_PAGE, type MakulRef } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { useMakulRef } from '../api/get-makul-ref';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { usePageState } from '@/lib/use-page-state';

/**
 * Course table of /mata-kuliah: search (debounced 500 ms), study-programme filter, pages. `onUbah`, when given (write
 * on data_master and the built-in academic system), adds the edit button of each course.
 */
export function MataKuliahTable({ onUbah }: { onUbah?: (m: MakulRef) => void } = {}) {
  // SearchInput reports after 500 ms of quiet (spec 1 §5).
  const [search, setSearch] = useState('');
  const [prodi, setProdi] = useState<string | null>(null);
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const prodiList = useProdiRef();
  const makul = useMakulRef({
    page,
    itemsPerPage: perPage,
    search: search || undefined,
    id_prodi: prodi ? [Number(prodi)] : undefined,
  });
  const prodiNama = useMemo(() => new Map((prodiList.data ?? []).map((p) => [p.idProdi, `${p.tingkat} ${p.nama}`])), [prodiList.data]);
  const items = makul.data?.data ?? [];

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="makul-title">
      <Title order={3} fz="lg" id="makul-title" mb="sm">
        Daftar Mata Kuliah
      </Title>
      <Group gap="sm" mb="md" wrap="wrap">
        <SearchInput
          placeholder="Cari kode atau nama mata kuliah"
          value={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
          data-testid="makul-search"
        />
        <Select
          placeholder="Semua program studi"
          aria-label="Program studi"
          clearable
          searchable
          data={(prodiList.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }))}
          value={prodi}
          onChange={(v) => {
            setProdi(v);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
          data-testid="makul-prodi"
        />
      </Group>
      {makul.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Mata kuliah gagal dimuat">
          {makul.error.message}
        </Alert>
      ) : makul.isPending ? (
        <Stack>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState description="Tidak ada mata kuliah yang sesuai." />
      ) : (
        <>
          {/* Under 768 px each course is a card (spec 1 §9); from tablet up, the table. */}
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar mata kuliah">
            {items.map((m) => (
              <Paper key={m.idMakul} withBorder p="sm" component="li" data-testid="makul-card">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fz="sm" fw={600}>
                      {m.kodeMakul}
                    </Text>
                    <Text fz="sm">{m.nama}</Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {m.sks} SKS
                    </Text>
                    {onUbah ? <UbahButton m={m} onUbah={onUbah} /> : null}
                  </Group>
                </Group>
                <Text fz="xs" c="dimmed" mt={4}>
                  {m.idProdi !== null ? (prodiNama.get(m.idProdi) ?? '-') : 'Prodi belum ditentukan'}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Box visibleFrom="tablet">
            <TableScroll label="Tabel mata kuliah" minWidth={320}>
              <Table striped="even" highlightOnHover verticalSpacing="xs" data-testid="makul-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56} visibleFrom="tablet">
                      No
                    </Table.Th>
                    <Table.Th w={110}>Kode</Table.Th>
                    <Table.Th>Nama</Table.Th>
                    <Table.Th w={60} ta="center">
                      SKS
                    </Table.Th>
                    <Table.Th visibleFrom="tablet">Program Studi</Table.Th>
                    {onUbah ? (
                      <Table.Th w={56}>
                        <VisuallyHidden>Aksi</VisuallyHidden>
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((m, i) => (
                    <Table.Tr key={m.idMakul} data-testid="makul-row">
                      <Table.Td visibleFrom="tablet">{(makul.data.meta.page - 1) * makul.data.meta.per_page + i + 1}</Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {m.kodeMakul}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{m.nama}</Text>
                        <Text fz="xs" c="dimmed" hiddenFrom="tablet">
                          {m.idProdi !== null ? (prodiNama.get(m.idProdi) ?? '-') : 'Prodi belum ditentukan'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="center">{m.sks}</Table.Td>
                      <Table.Td visibleFrom="tablet">
                        {m.idProdi !== null ? (prodiNama.get(m.idProdi) ?? '-') : <Text c="dimmed" fz="sm">Prodi belum ditentukan</Text>}
                      </Table.Td>
                      {onUbah ? (
                        <Table.Td>
                          <UbahButton m={m} onUbah={onUbah} />
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Box>
          <PaginationRow
            page={page}
            perPage={perPage}
            total={makul.data.meta.total_items}
            onPageChange={setPage}
            onPerPageChange={setPerPage}
          />
        </>
      )}
    </Paper>
  );
}

function UbahButton({ m, onUbah }: { m: MakulRef; onUbah: (m: MakulRef) => void }) {
  return (
    <ActionIcon variant="subtle" aria-label={`Ubah mata kuliah ${m.kodeMakul}`} onClick={() => onUbah(m)} data-testid="makul-ubah">
      <IconPencil size={16} />
    </ActionIcon>
  );
}
