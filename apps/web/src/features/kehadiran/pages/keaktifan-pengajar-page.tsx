import { useState } from 'react';
import { Alert, Box, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { LaporanKeaktifanPengajarItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { TableScroll } from '@/components/table-scroll';
import { useSemesterBerjalan } from '@/features/sistem/api/get-semester-berjalan';
import { usePageState } from '@/lib/use-page-state';
import { useExportLaporanKeaktifanPengajar } from '../api/export-laporan-keaktifan-pengajar';
import { useLaporanKeaktifanPengajar } from '../api/get-laporan-keaktifan-pengajar';
import { LaporanToolbar } from '../components/laporan-toolbar';
import { filterAwal, queryLaporan, type LaporanFilter } from '../laporan-filter';

const rasio = (a: number, b: number) => `${a} / ${b}`;

function Angka({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

const kolom = (r: LaporanKeaktifanPengajarItem) => [
  { label: 'Kelas', value: String(r.jumlah_kelas) },
  { label: 'Pertemuan berlalu', value: rasio(r.pertemuan_berlalu, r.jumlah_pertemuan) },
  { label: 'Dimulai (tepat waktu)', value: `${r.dimulai} (${r.dimulai_tepat_waktu})` },
  { label: 'Diakhiri (tepat waktu)', value: `${r.diakhiri} (${r.diakhiri_tepat_waktu})` },
  { label: 'Hadir', value: String(r.hadir) },
  { label: 'Aktivitas dibuat', value: String(r.aktivitas_dibuat) },
  { label: 'Penilaian selesai', value: rasio(r.penilaian_selesai, r.penilaian_total) },
];

/** /keaktifan-pengajar (Laporan): per lecturer, meetings started and ended on time, activities posted, grading done. */
export function KeaktifanPengajarPage() {
  const semester = useSemesterBerjalan();
  const [filter, setFilterState] = useState<LaporanFilter | null>(null);
  const f = filter ?? filterAwal(semester.isSuccess ? semester.data.periode : null);
  const { page, setPage, perPage, setPerPage } = usePageState(10);
  const query = queryLaporan(f, page, perPage);
  const q = useLaporanKeaktifanPengajar(query);
  const ekspor = useExportLaporanKeaktifanPengajar();
  const items = q.data?.data ?? [];
  const offset = (page - 1) * perPage;
  return (
    <>
      <PageHeader title="Keaktifan Pengajar" />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="keaktifan-title">
        <Title order={2} fz="lg" mb="sm" id="keaktifan-title">
          Keaktifan Pengajar
        </Title>
        <LaporanToolbar
          value={f}
          onChange={(n) => {
            setFilterState(n);
            setPage(1);
          }}
          placeholder="Cari nama dosen"
          validasi={false}
          exporting={ekspor.isPending}
          onExport={() => ekspor.mutate(query)}
        />
        {q.isPending ? (
          <Skeleton h={240} />
        ) : q.isError ? (
          <Alert color="red">{q.error.message}</Alert>
        ) : items.length === 0 ? (
          <EmptyState description="Tidak ada data keaktifan pengajar yang sesuai dengan filter." />
        ) : (
          <>
            <Box visibleFrom="tablet">
              <TableScroll label="Tabel keaktifan pengajar" minWidth={980}>
                <Table striped highlightOnHover verticalSpacing="sm" data-testid="keaktifan-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>No</Table.Th>
                      <Table.Th>Pengajar</Table.Th>
                      {kolom(items[0]!).map((k) => (
                        <Table.Th key={k.label}>{k.label}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((r, i) => (
                      <Table.Tr key={r.pengajar.id_dosen} data-testid="keaktifan-row">
                        <Table.Td>{offset + i + 1}</Table.Td>
                        <Table.Td>
                          <Text fz="sm" fw={600}>
                            {r.pengajar.name}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {r.pengajar.nidn ? `NIDN ${r.pengajar.nidn}` : '-'}
                          </Text>
                        </Table.Td>
                        {kolom(r).map((k) => (
                          <Table.Td key={k.label}>{k.value}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Box>
            <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar keaktifan pengajar">
              {items.map((r) => (
                <Paper key={r.pengajar.id_dosen} component="li" withBorder p="sm" data-testid="keaktifan-card">
                  <Text fw={600} fz="sm" mb="xs">
                    {r.pengajar.name}
                  </Text>
                  <SimpleGrid cols={2} spacing="xs">
                    {kolom(r).map((k) => (
                      <Angka key={k.label} label={k.label} value={k.value} />
                    ))}
                  </SimpleGrid>
                </Paper>
              ))}
            </Stack>
            <PaginationRow page={page} perPage={perPage} total={q.data.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} />
          </>
        )}
      </Paper>
    </>
  );
}
