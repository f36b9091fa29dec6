import { useState } from 'react';
import { Radio, Skeleton, Stack, Table, Text } from '@mantine/core';
import { JENIS_UJIAN_LABEL, UJIAN_SALIN_PER_PAGE, type UjianItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { useUjianList } from '../api/get-ujian-list';

type Props = { idKelas: string; idMataKuliah: number; dipilih: UjianItem | null; onPilih: (u: UjianItem) => void; timeZone: string };

/**
 * The copy tab's picker (spec 2 §2, §7): exams of the course's other classes the caller may read; one checkable row;
 * columns Jenis, Judul, Durasi, Kelas, Pertemuan, Pembuat; search debounced 500 ms; 10 per page.
 */
export function SalinUjianTable({ idKelas, idMataKuliah, dipilih, onPilih }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useUjianList({ page, per_page: UJIAN_SALIN_PER_PAGE, exclude_id_kelas_kuliah: idKelas, id_mata_kuliah: idMataKuliah, search: search || null });
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="sm">
      <SearchInput
        value={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        placeholder="Cari judul kuis/ujian"
        data-testid="salin-ujian-cari"
      />
      {list.isPending ? (
        <Skeleton h={160} />
      ) : rows.length === 0 ? (
        <EmptyState size="sm" description="Tidak ada kuis/ujian lain dari mata kuliah ini yang dapat disalin." />
      ) : (
        <Radio.Group value={dipilih ? String(dipilih.id) : null} onChange={(v) => onPilih(rows.find((r) => String(r.id) === v)!)} aria-label="Pilih kuis/ujian">
          <TableScroll label="Daftar kuis/ujian" minWidth={640}>
            <Table striped highlightOnHover data-testid="salin-ujian-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>Jenis</Table.Th>
                  <Table.Th>Judul</Table.Th>
                  <Table.Th>Durasi</Table.Th>
                  <Table.Th>Kelas</Table.Th>
                  <Table.Th>Pertemuan</Table.Th>
                  <Table.Th>Pembuat</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((u) => (
                  <Table.Tr key={u.id} onClick={() => onPilih(u)} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      <Radio value={String(u.id)} aria-label={`Pilih ${u.judul}`} />
                    </Table.Td>
                    <Table.Td>{JENIS_UJIAN_LABEL[u.jenis]}</Table.Td>
                    <Table.Td>{u.judul}</Table.Td>
                    <Table.Td>{u.gunakan_batas_waktu && u.durasi ? `${u.durasi} menit` : '-'}</Table.Td>
                    <Table.Td>
                      {u.kelas_kuliah.kelas.nama} ({u.kelas_kuliah.kelas.jenis.nama})
                    </Table.Td>
                    <Table.Td>{u.pertemuan.nomor}</Table.Td>
                    <Table.Td>{u.created_by?.name ?? '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Radio.Group>
      )}
      {list.data && list.data.meta.total_items > UJIAN_SALIN_PER_PAGE ? (
        <PaginationRow page={page} perPage={UJIAN_SALIN_PER_PAGE} total={list.data.meta.total_items} onPageChange={setPage} perPageOptions={[UJIAN_SALIN_PER_PAGE]} />
      ) : null}
      {dipilih ? (
        <Text fz="sm">
          Dipilih: <b>{dipilih.judul}</b> ({dipilih.jumlah_soal} soal)
        </Text>
      ) : null}
    </Stack>
  );
}
