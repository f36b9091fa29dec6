import { useState } from 'react';
import { Anchor, Button, Center, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PESAN, PESAN_KEHADIRAN, REKAP_KEHADIRAN_LEGEND, formatPersen, isPertemuanOnline, modeKuliahLabel, periodeLabel, rekapKehadiranIcon, type RekapKehadiranKelas } from '@lms/shared';
import { ErrorPage } from '@/components/error-page';
import { PageHeader } from '@/components/page-header';
import { TableScroll } from '@/components/table-scroll';
import { paths } from '@/config/paths';
import { InfoRow } from '@/components/info-row';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { useServerTime } from '@/lib/server-time';
import { useExportRekapKehadiran } from '../api/export-rekap-kehadiran';
import { useRekapKehadiran } from '../api/get-rekap-kehadiran';
import { PengecualianUjianSection } from '../components/pengecualian-ujian-section';
import { RekapDetailModal, type RekapPilihan } from '../components/rekap-detail-modal';
import { RekapIcon } from '../components/rekap-icon';

const LABEL_SEL = { minus: 'Belum ada rekap kehadiran', check: 'Hadir', close: 'Tidak hadir' } as const;

/** Legend 'Keterangan' with the five icon meanings (spec 1 §2.9). */
function Keterangan() {
  return (
    <Paper withBorder p="sm" data-testid="rekap-keterangan">
      <Title order={3} fz="sm" mb="xs">
        Keterangan
      </Title>
      <Text fz="xs" c="dimmed" mb="xs">
        {`${PESAN_KEHADIRAN.keteranganPersentase}.`}
      </Text>
      <SimpleGrid cols={{ base: 1, tablet: 3, desktop: 5 }} spacing="xs">
        {REKAP_KEHADIRAN_LEGEND.map((l) => (
          <Group key={l.label} gap="xs" wrap="nowrap">
            <RekapIcon icon={l.icon} color={l.color} label={l.label} />
            <Text fz="sm">{l.label}</Text>
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function RekapTable({ data, bolehBukaPertemuan, onPilih }: { data: RekapKehadiranKelas; bolehBukaPertemuan: boolean; onPilih: (p: NonNullable<RekapPilihan>) => void }) {
  if (data.peserta.length === 0) {
    return (
      <Center py="xl">
        <Text fw={700} c="dimmed" data-testid="rekap-no-data">
          {PESAN.noData}
        </Text>
      </Center>
    );
  }
  return (
    <TableScroll label="Tabel rekap kehadiran kelas" minWidth={320 + data.pertemuan.length * 52}>
      <Table verticalSpacing="xs" striped withColumnBorders data-testid="rekap-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>No</Table.Th>
            <Table.Th miw={200}>Mahasiswa</Table.Th>
            {data.pertemuan.map((p) => (
              <Table.Th key={p.id} ta="center" w={52}>
                {bolehBukaPertemuan ? (
                  <Anchor component={Link} to={paths.kehadiranPeserta.pertemuan.getHref(data.kelas_kuliah.id, p.id)} aria-label={`Kehadiran pertemuan ${p.nomor}`}>
                    {p.nomor}
                  </Anchor>
                ) : (
                  p.nomor
                )}
              </Table.Th>
            ))}
            <Table.Th ta="center">%</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.peserta.map((r, i) => (
            <Table.Tr key={r.mahasiswa.nim} data-testid="rekap-row" data-nim={r.mahasiswa.nim}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {r.mahasiswa.nama}
                </Text>
                <Text fz="xs" c="dimmed">
                  {r.mahasiswa.nim}
                </Text>
              </Table.Td>
              {data.pertemuan.map((p, j) => {
                const cell = r.sel[j] ?? null;
                const ic = rekapKehadiranIcon(cell ? { ...cell, jenis: cell.jenis || p.jenis } : null);
                const label = `Pertemuan ${p.nomor}: ${LABEL_SEL[ic.icon]}${cell?.is_qr_code ? ' (QR code)' : ''}`;
                const icon = <RekapIcon icon={ic.icon} color={ic.color} label={label} />;
                // Offline meetings have no detail to explain (spec 1 §2.9).
                const klik = cell && isPertemuanOnline(p.jenis);
                return (
                  <Table.Td key={p.id} ta="center" data-testid="rekap-sel" data-icon={ic.icon} data-color={ic.color}>
                    <Center>
                      {klik ? (
                        <UnstyledButton
                          onClick={() => onPilih({ idPertemuan: p.id, nomor: p.nomor, nim: r.mahasiswa.nim, nama: r.mahasiswa.nama })}
                          aria-label={`Detail ${r.mahasiswa.nama} ${label}`}
                          data-testid="rekap-sel-button"
                        >
                          {icon}
                        </UnstyledButton>
                      ) : (
                        icon
                      )}
                    </Center>
                  </Table.Td>
                );
              })}
              <Table.Td ta="center">
                <Text fz="sm" fw={600}>
                  {formatPersen(r.persentase)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** /kehadiran-peserta/{id}: the class attendance recap (spec 1 §2.9); a student sees only their own row. */
export function RekapKehadiranPage() {
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const { timeZone } = useServerTime();
  const q = useRekapKehadiran(id);
  const bolehTulis = useCan('kelas_kuliah', 'write');
  const bolehBacaKelas = useCan('kelas_kuliah', 'read');
  const ekspor = useExportRekapKehadiran();
  const [pilih, setPilih] = useState<RekapPilihan>(null);
  const siswa = user?.role === 'ROLE_MAHASISWA';
  const operatorTulis = isOperator(user) && bolehTulis;
  if (!id) return <ErrorPage statusCode={404} />;
  const kk = q.data?.kelas_kuliah;
  const namaKelas = kk ? `${kk.mata_kuliah.nama} - ${kk.kelas.nama}` : 'Kelas';

  return (
    <>
      <PageHeader
        title="Rekap Kehadiran"
        subtitle={kk ? `${kk.mata_kuliah.nama} · Kelas ${kk.kelas.nama}` : undefined}
        breadcrumbs={[{ label: 'Kehadiran Peserta', href: paths.kehadiranPeserta.list.getHref() }, { label: namaKelas }]}
      />
      {q.isPending ? (
        <Stack gap="md" data-testid="rekap-loading">
          <Skeleton h={110} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      ) : q.isError ? (
        <Paper withBorder p="xl">
          <Center py="xl">
            <Text fw={700} c="dimmed" fz="lg" data-testid="rekap-no-data">
              {PESAN.noData}
            </Text>
          </Center>
        </Paper>
      ) : (
        <Stack gap="md">
          <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="rekap-info">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
              <SimpleGrid cols={{ base: 2, desktop: 4 }} spacing="md" style={{ flex: '1 1 420px' }}>
                <InfoRow label="Periode">{periodeLabel(q.data.kelas_kuliah.periode)}</InfoRow>
                <InfoRow label="Mata Kuliah">{`${q.data.kelas_kuliah.mata_kuliah.kode} - ${q.data.kelas_kuliah.mata_kuliah.nama}`}</InfoRow>
                <InfoRow label="Kelas">{`${q.data.kelas_kuliah.kelas.nama} (${q.data.kelas_kuliah.kelas.jenis.nama})`}</InfoRow>
                <InfoRow label="Mode Kuliah">{modeKuliahLabel(q.data.kelas_kuliah.mode_kuliah)}</InfoRow>
              </SimpleGrid>
              <Button
                leftSection={<IconFileSpreadsheet size={16} />}
                variant="light"
                color="green"
                loading={ekspor.isPending}
                onClick={() => ekspor.mutate(id)}
                data-testid="rekap-export"
              >
                Export Excel
              </Button>
            </Group>
          </Paper>
          <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="rekap-title">
            <Title order={2} fz="lg" mb="sm" id="rekap-title">
              Rekap Kehadiran Kelas
            </Title>
            {/* An operator reading through Laporan only (no kelas_kuliah read) sees the recap, not the meeting pages. */}
            <RekapTable data={q.data} bolehBukaPertemuan={!siswa && (!isOperator(user) || bolehBacaKelas)} onPilih={setPilih} />
          </Paper>
          <Keterangan />
          {operatorTulis ? <PengecualianUjianSection rekap={q.data} timeZone={timeZone} /> : null}
        </Stack>
      )}
      <RekapDetailModal idKelas={id} pilih={pilih} siswa={siswa} timeZone={timeZone} onClose={() => setPilih(null)} />
    </>
  );
}
