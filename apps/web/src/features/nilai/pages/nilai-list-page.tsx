import { useState } from 'react';
import { Anchor, Paper, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { periodeLabel } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { usePageState } from '@/lib/use-page-state';
import { useNilaiKelasList } from '../api/get-nilai-kelas-list';

/** /nilai: the classes whose grades the user may open (a lecturer's own; every class for operators with laporan read). */
export function NilaiListPage() {
  const { page, setPage, perPage, setPerPage } = usePageState(10);
  const [search, setSearch] = useState('');
  const q = useNilaiKelasList({ page, per_page: perPage, search });
  const rows = q.data?.data ?? [];
  return (
    <>
      <PageHeader title="Nilai" />
      <Paper withBorder p="md">
        <SearchInput
          value={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          placeholder="Cari mata kuliah atau kelas"
          mb="md"
          maw={360}
        />
        {q.isPending ? (
          <Skeleton h={240} />
        ) : rows.length === 0 ? (
          <EmptyState description={q.isError ? 'Gagal memuat daftar kelas.' : 'Belum ada kelas.'} />
        ) : (
          <div className="table-scroll" role="region" aria-label="Daftar kelas" tabIndex={0}>
            <Table striped miw={640} data-testid="nilai-kelas-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Periode</Table.Th>
                  <Table.Th>Mata Kuliah</Table.Th>
                  <Table.Th>Kelas</Table.Th>
                  <Table.Th>Mode</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>{periodeLabel(k.periode)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.nilai.detail.getHref(k.id)} fz="sm">
                        {k.mata_kuliah.kode} {k.mata_kuliah.nama}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {k.kelas.nama} {k.kelas.jenis.nama}
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" tt="capitalize">
                        {k.mode}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        <PaginationRow page={page} perPage={perPage} total={q.data?.meta.total_items ?? 0} onPageChange={setPage} onPerPageChange={setPerPage} />
      </Paper>
    </>
  );
}
