import { useState } from 'react';
import { Badge, Box, Card, Group, MultiSelect, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DEFAULT_PER_PAGE,
  JENIS_UJIAN,
  JENIS_UJIAN_LABEL,
  STATUS_UJIAN,
  STATUS_UJIAN_META,
  formatTanggalWaktuZona,
  type JenisUjian,
  type StatusUjian,
  type UjianItem,
} from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { QueryState } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { paths } from '@/config/paths';
import { kelasListQueryOptions } from '@/features/kelas';
import { useWaktuAkademik } from '@/lib/queries/get-waktu-akademik';
import { namaKelas } from '@/lib/format-kelas';
import { usePageState } from '@/lib/use-page-state';
import { useServerTime } from '@/lib/server-time';
import { useUjianList } from '../api/get-ujian-list';
import { AkomodasiPanel } from '../components/akomodasi-panel';

/** Where an exam opens: the student's attempt page, or the exam page of the class for teachers and operators. */
const hrefOf = (u: UjianItem) => (u.akses.is_peserta ? paths.ujian.soal.getHref(u.id) : paths.kelas.ujian.getHref(u.id_kelas_kuliah, u.id));

/**
 * /ujian: every exam the caller may see (students: their classes' shown exams; lecturers: their classes'; operators:
 * all), filtered by type (kuis/uts/uas/remedial), class, period and status; a table from tablet up, cards below.
 */
export function UjianListPage() {
  const { timeZone } = useServerTime();
  const [search, setSearch] = useState('');
  const [jenis, setJenis] = useState<JenisUjian[]>([]);
  const [status, setStatus] = useState<StatusUjian[]>([]);
  const [periode, setPeriode] = useState<string | null>(null);
  const [kelas, setKelas] = useState<string | null>(null);
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const periodeList = useWaktuAkademik();
  const kelasList = useQuery(kelasListQueryOptions({ page: 1, per_page: 200, periode: periode ? Number(periode) : null }));
  const list = useUjianList({ page, per_page: perPage, search: search || null, jenis, status, periode: periode ? Number(periode) : null, id_kelas_kuliah: kelas });
  const rows = list.data?.data ?? [];
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  return (
    <>
      <PageHeader title="Kuis/Ujian" />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Group gap="sm" mb="md" wrap="wrap">
          <SearchInput value={search} onSearch={reset(setSearch)} placeholder="Cari judul atau mata kuliah" style={{ flex: '1 1 220px' }} data-testid="ujian-cari" />
          <MultiSelect
            aria-label="Jenis"
            placeholder={jenis.length ? undefined : 'Semua jenis'}
            data={JENIS_UJIAN.map((j) => ({ value: j, label: JENIS_UJIAN_LABEL[j] }))}
            value={jenis}
            onChange={(v) => reset(setJenis)(v as JenisUjian[])}
            style={{ flex: '1 1 180px' }}
            data-testid="filter-jenis"
          />
          <MultiSelect
            aria-label="Status"
            placeholder={status.length ? undefined : 'Semua status'}
            data={STATUS_UJIAN.map((s) => ({ value: s, label: STATUS_UJIAN_META[s].label }))}
            value={status}
            onChange={(v) => reset(setStatus)(v as StatusUjian[])}
            style={{ flex: '1 1 180px' }}
          />
          <Select
            aria-label="Periode"
            placeholder="Semua periode"
            clearable
            data={(periodeList.data ?? []).map((p) => ({ value: String(p.periode), label: p.nama }))}
            value={periode}
            onChange={(v) => {
              reset(setPeriode)(v);
              setKelas(null);
            }}
            style={{ flex: '1 1 180px' }}
          />
          <Select
            aria-label="Kelas"
            placeholder="Semua kelas"
            clearable
            searchable
            data={(kelasList.data?.data ?? []).map((k) => ({ value: k.id, label: `${namaKelas(k)} (${k.kelas.jenis.nama})` }))}
            value={kelas}
            onChange={reset(setKelas)}
            style={{ flex: '1 1 220px' }}
          />
        </Group>
        <QueryState query={list} loader={<Skeleton h={200} />} isEmpty={(d) => d.data.length === 0} empty={{ description: 'Tidak ada kuis/ujian yang sesuai.' }}>
          {() => (
            <>
              <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar kuis/ujian">
                {rows.map((u) => (
                  <Card key={u.id} withBorder padding="sm" component="li" data-testid="ujian-row">
                    <Group gap={6} mb={4}>
                      <Badge variant="light">{JENIS_UJIAN_LABEL[u.jenis]}</Badge>
                      <Badge variant="light" color={STATUS_UJIAN_META[u.status].color}>
                        {STATUS_UJIAN_META[u.status].label}
                      </Badge>
                    </Group>
                    <Text component={Link} to={hrefOf(u)} fw={700} c="var(--mantine-color-anchor)">
                      {u.judul}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {namaKelas(u.kelas_kuliah)} · Pertemuan {u.pertemuan.nomor}
                    </Text>
                    <Text fz="xs">{formatTanggalWaktuZona(u.waktu_mulai, timeZone)}</Text>
                  </Card>
                ))}
              </Stack>
              <Box visibleFrom="tablet">
                <TableScroll label="Daftar kuis/ujian" minWidth={900}>
                  <Table striped highlightOnHover data-testid="ujian-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Jenis</Table.Th>
                        <Table.Th>Judul</Table.Th>
                        <Table.Th>Kelas</Table.Th>
                        <Table.Th>Pertemuan</Table.Th>
                        <Table.Th>Waktu Mulai</Table.Th>
                        <Table.Th>Waktu Selesai</Table.Th>
                        <Table.Th>Status</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((u) => (
                        <Table.Tr key={u.id} data-testid="ujian-row">
                          <Table.Td>{JENIS_UJIAN_LABEL[u.jenis]}</Table.Td>
                          <Table.Td>
                            <Text component={Link} to={hrefOf(u)} fz="sm" fw={600} c="var(--mantine-color-anchor)">
                              {u.judul}
                            </Text>
                          </Table.Td>
                          <Table.Td>{namaKelas(u.kelas_kuliah)}</Table.Td>
                          <Table.Td>{u.pertemuan.nomor}</Table.Td>
                          <Table.Td>{formatTanggalWaktuZona(u.waktu_mulai, timeZone)}</Table.Td>
                          <Table.Td>{formatTanggalWaktuZona(u.waktu_selesai, timeZone)}</Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={STATUS_UJIAN_META[u.status].color}>
                              {STATUS_UJIAN_META[u.status].label}
                            </Badge>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroll>
              </Box>
            </>
          )}
        </QueryState>
        {list.data ? (
          <Box mt="md">
            <PaginationRow page={page} perPage={perPage} total={list.data.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} />
          </Box>
        ) : null}
      </Paper>
      <AkomodasiPanel />
    </>
  );
}
