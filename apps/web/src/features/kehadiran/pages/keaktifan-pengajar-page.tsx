import { useState } from 'react';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { LaporanKeaktifanPengajarItem } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { useSemesterBerjalan } from '@/lib/queries/get-semester-berjalan';
import { usePageState } from '@/lib/use-page-state';
import { useExportLaporanKeaktifanPengajar } from '../api/export-laporan-keaktifan-pengajar';
import { useLaporanKeaktifanPengajar } from '../api/get-laporan-keaktifan-pengajar';
import { LaporanTabel } from '../components/laporan-tabel';
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
  return (
    <>
      <PageHeader title="Keaktifan Pengajar" />
      <LaporanTabel
        titleId="keaktifan-title"
        title="Keaktifan Pengajar"
        toolbar={{
          value: f,
          onChange: (n) => {
            setFilterState(n);
            setPage(1);
          },
          placeholder: 'Cari nama dosen',
          validasi: false,
          exporting: ekspor.isPending,
          onExport: () => ekspor.mutate(query),
        }}
        query={q}
        emptyDescription="Tidak ada data keaktifan pengajar yang sesuai dengan filter."
        page={page}
        perPage={perPage}
        setPage={setPage}
        setPerPage={setPerPage}
        table={{ label: 'Tabel keaktifan pengajar', minWidth: 980, testId: 'keaktifan-table', rowTestId: 'keaktifan-row' }}
        head={(items) => (
          <>
            <Table.Th>No</Table.Th>
            <Table.Th>Pengajar</Table.Th>
            {kolom(items[0]!).map((k) => (
              <Table.Th key={k.label}>{k.label}</Table.Th>
            ))}
          </>
        )}
        rowKey={(r) => r.pengajar.id_dosen}
        row={(r, no) => (
          <>
            <Table.Td>{no}</Table.Td>
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
          </>
        )}
        cards={{ label: 'Daftar keaktifan pengajar', testId: 'keaktifan-card' }}
        card={(r) => (
          <>
            <Text fw={600} fz="sm" mb="xs">
              {r.pengajar.name}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {kolom(r).map((k) => (
                <Angka key={k.label} label={k.label} value={k.value} />
              ))}
            </SimpleGrid>
          </>
        )}
      />
    </>
  );
}
