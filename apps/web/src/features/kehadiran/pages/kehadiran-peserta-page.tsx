import { useState } from 'react';
import { Anchor, Badge, Box, Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IS_VALID_LABEL, STATUS_KELAYAKAN_LABEL, formatPersen, modeKuliahLabel, periodeLabel, type LaporanKehadiranPesertaItem } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useKelasList } from '@/features/kelas';
import { useSemesterBerjalan } from '@/lib/queries/get-semester-berjalan';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { usePageState } from '@/lib/use-page-state';
import { useExportLaporanKehadiranPeserta } from '../api/export-laporan-kehadiran-peserta';
import { useKelayakanUjianSaya } from '../api/get-kelayakan-ujian-saya';
import { useLaporanKehadiranPeserta } from '../api/get-laporan-kehadiran-peserta';
import { LaporanTabel } from '../components/laporan-tabel';
import { filterAwal, queryLaporan, type LaporanFilter } from '../laporan-filter';

/** An attendance percentage of the one computation: bar and '35,7%' ('-' while no meeting counts). */
function PersenBar({ value }: { value: number | null }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={Math.min(100, value ?? 0)} size="md" radius="xl" style={{ flex: 1, minWidth: 60 }} aria-hidden />
      <Text fz="sm" fw={600} w={56} ta="right">
        {formatPersen(value)}
      </Text>
    </Group>
  );
}

/** Operators (Laporan): classes with their attendance percentage and validation, filters and xlsx export. */
function LaporanPeserta({ periodeAwal }: { periodeAwal: number | null }) {
  const [filter, setFilterState] = useState<LaporanFilter>(filterAwal(periodeAwal));
  const { page, setPage, perPage, setPerPage } = usePageState(10);
  const query = queryLaporan(filter, page, perPage);
  const q = useLaporanKehadiranPeserta(query);
  const ekspor = useExportLaporanKehadiranPeserta();
  const setFilter = (f: LaporanFilter) => {
    setFilterState(f);
    setPage(1);
  };
  const lihat = (k: LaporanKehadiranPesertaItem) => (
    <Button size="xs" variant="light" component={Link} to={paths.kehadiranPeserta.kelas.getHref(k.id_kelas_kuliah)} aria-label={`Lihat rekap ${k.mata_kuliah.nama} ${k.kelas.nama}`}>
      Lihat
    </Button>
  );
  return (
    <LaporanTabel
      titleId="laporan-peserta-title"
      title="Kehadiran Peserta per Kelas"
      toolbar={{ value: filter, onChange: setFilter, placeholder: 'Cari mata kuliah atau kelas', exporting: ekspor.isPending, onExport: () => ekspor.mutate(query) }}
      query={q}
      emptyDescription="Tidak ada kelas yang sesuai dengan filter."
      page={page}
      perPage={perPage}
      setPage={setPage}
      setPerPage={setPerPage}
      table={{ label: 'Tabel kehadiran peserta per kelas', minWidth: 820, testId: 'laporan-peserta-table', rowTestId: 'laporan-peserta-row' }}
      head={
        <>
          <Table.Th>No</Table.Th>
          <Table.Th>Mata Kuliah</Table.Th>
          <Table.Th>Kelas</Table.Th>
          <Table.Th>Peserta</Table.Th>
          <Table.Th>Pertemuan</Table.Th>
          <Table.Th w={180}>Kehadiran</Table.Th>
          <Table.Th>Validasi</Table.Th>
          <Table.Th />
        </>
      }
      rowKey={(k) => k.id_kelas_kuliah}
      row={(k, no) => (
        <>
          <Table.Td>{no}</Table.Td>
          <Table.Td>
            <Text fz="sm">{`${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`}</Text>
            <Text fz="xs" c="dimmed">
              {periodeLabel(k.periode)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{`${k.kelas.nama} (${k.kelas.jenis.nama})`}</Text>
            <Text fz="xs" c="dimmed">
              {modeKuliahLabel(k.mode_kuliah)}
            </Text>
          </Table.Td>
          <Table.Td>{k.jumlah_peserta}</Table.Td>
          <Table.Td>{`${k.pertemuan_terekap} / ${k.jumlah_pertemuan}`}</Table.Td>
          <Table.Td>
            <PersenBar value={k.persentase_kehadiran} />
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={k.is_valid ? 'green' : 'orange'} tt="none">
              {k.is_valid ? IS_VALID_LABEL.true : IS_VALID_LABEL.false}
            </Badge>
          </Table.Td>
          <Table.Td>{lihat(k)}</Table.Td>
        </>
      )}
      cards={{ label: 'Daftar kehadiran peserta per kelas', testId: 'laporan-peserta-card' }}
      card={(k) => (
        <>
          <Text fw={600} fz="sm">{`${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`}</Text>
          <Text fz="xs" c="dimmed">{`Kelas ${k.kelas.nama} · ${periodeLabel(k.periode)} · ${modeKuliahLabel(k.mode_kuliah)}`}</Text>
          <Box my="xs">
            <PersenBar value={k.persentase_kehadiran} />
          </Box>
          <Group justify="space-between">
            <Badge variant="light" color={k.is_valid ? 'green' : 'orange'} tt="none">
              {k.is_valid ? IS_VALID_LABEL.true : IS_VALID_LABEL.false}
            </Badge>
            {lihat(k)}
          </Group>
        </>
      )}
    />
  );
}

/** Lecturers: the classes they teach, each opening its recap. */
function KelasDosen({ periode }: { periode: number | null }) {
  const q = useKelasList({ page: 1, per_page: 50, periode });
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="kelas-dosen-title">
      <Title order={2} fz="lg" mb="sm" id="kelas-dosen-title">
        Kehadiran Peserta
      </Title>
      <QueryState query={q} loader={<Skeleton h={160} />} errorIcon={false} isEmpty={(d) => d.data.length === 0} empty={{ description: 'Anda belum mengajar kelas pada periode ini.' }}>
        {(d) => (
          <SimpleGrid cols={{ base: 1, tablet: 2, desktop: 3 }} spacing="sm">
            {d.data.map((k) => (
              <Paper key={k.id} withBorder p="sm" data-testid="kehadiran-kelas-card">
                <Text fw={600}>{k.mata_kuliah.nama}</Text>
                <Text fz="sm" c="dimmed">{`Kelas ${k.kelas.nama} · ${periodeLabel(k.periode)}`}</Text>
                <Group justify="flex-end" mt="xs">
                  <Anchor component={Link} to={paths.kehadiranPeserta.kelas.getHref(k.id)} fz="sm" fw={600}>
                    Rekap Kehadiran
                  </Anchor>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Paper>
  );
}

/** Students: each class's attendance against the UAS minimum, opening the recap of their own row. */
function KelasSiswa() {
  const q = useKelayakanUjianSaya();
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="kelas-siswa-title">
      <Title order={2} fz="lg" mb="sm" id="kelas-siswa-title">
        Kehadiran Saya
      </Title>
      <QueryState query={q} loader={<Skeleton h={160} />} errorIcon={false} isEmpty={(d) => d.length === 0} empty={{ description: 'Anda belum terdaftar sebagai peserta kelas pada periode ini.' }}>
        {(d) => (
          <SimpleGrid cols={{ base: 1, tablet: 2, desktop: 3 }} spacing="sm">
            {d.map((k) => (
              <Paper key={k.id_kelas_kuliah} withBorder p="sm" data-testid="kehadiran-kelas-card">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{k.mata_kuliah.nama}</Text>
                    <Text fz="sm" c="dimmed">{`Kelas ${k.kelas.nama} · ${k.jumlah_hadir}/${k.pertemuan_berlalu} pertemuan hadir`}</Text>
                  </Stack>
                  <Badge variant="light" tt="none" color={k.status === 'aman' || k.pengecualian ? 'green' : k.status === 'berisiko' ? 'orange' : 'red'}>
                    {k.pengecualian ? 'Pengecualian' : STATUS_KELAYAKAN_LABEL[k.status]}
                  </Badge>
                </Group>
                <Box my="xs">
                  <PersenBar value={k.persentase} />
                </Box>
                <Group justify="space-between">
                  <Text fz="xs" c="dimmed">
                    Minimal {k.minimal}% untuk UAS
                  </Text>
                  <Anchor component={Link} to={paths.kehadiranPeserta.kelas.getHref(k.id_kelas_kuliah)} fz="sm" fw={600}>
                    Rekap Kehadiran
                  </Anchor>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Paper>
  );
}

/** /kehadiran-peserta: the operators' report, a lecturer's classes, a student's own attendance. */
export function KehadiranPesertaPage() {
  const { data: user } = useUser();
  const semester = useSemesterBerjalan();
  const periode = semester.isSuccess ? semester.data.periode : null;
  return (
    <>
      <PageHeader title={user?.role === 'ROLE_MAHASISWA' ? 'Kehadiran' : 'Kehadiran Peserta'} />
      {semester.isPending ? (
        <Skeleton h={240} />
      ) : isOperator(user) ? (
        <LaporanPeserta periodeAwal={periode} />
      ) : user?.role === 'ROLE_DOSEN' ? (
        <KelasDosen periode={periode} />
      ) : (
        <KelasSiswa />
      )}
    </>
  );
}
