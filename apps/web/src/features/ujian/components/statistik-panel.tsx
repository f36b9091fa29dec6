import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Badge, Box, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { JENIS_SOAL_LABEL, formatNilai, type StatistikSoalItem, type UjianDetail } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { TableScroll } from '@/components/table-scroll';
import { useJawabanStats } from '../api/get-jawaban-stats';

const angka = (v: number | null) => (v === null ? '-' : formatNilai(v));

function Distribusi({ s }: { s: StatistikSoalItem }) {
  return (
    <Group gap={6}>
      {s.distribusi.map((d) => (
        <Badge key={d.label} variant={d.kunci ? 'filled' : 'light'} color={d.kunci ? 'teal.9' : 'gray'} title={d.kunci ? 'Kunci jawaban' : undefined}>
          {d.label}: {d.jumlah}
        </Badge>
      ))}
    </Group>
  );
}

function Tanda({ s }: { s: StatistikSoalItem }) {
  return s.mencurigakan ? (
    <Badge color="red.9" leftSection={<IconAlertTriangle size={12} />} data-testid="soal-mencurigakan">
      Periksa soal
    </Badge>
  ) : null;
}

/**
 * Item analysis of an exam (issue 'Exams II' point 4): mean, median, standard deviation and the score histogram,
 * then per question the answer distribution, facility index (% of the weight scored on average), discrimination
 * index (-1..1) and the average score; a negative discrimination is flagged 'Periksa soal'.
 */
export function StatistikPanel({ ujian }: { ujian: UjianDetail }) {
  const q = useJawabanStats(ujian.id);
  if (q.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {q.error.message}
      </Alert>
    );
  }
  if (q.isPending) return <Skeleton h={240} />;
  const d = q.data;
  if (d.ringkasan.jumlah === 0) return <EmptyState description="Belum ada pengerjaan yang selesai." />;
  const ringkas: [string, string][] = [
    ['Pengerjaan', String(d.ringkasan.jumlah)],
    ['Rata-rata', angka(d.ringkasan.rata_rata)],
    ['Median', angka(d.ringkasan.median)],
    ['Simpangan Baku', angka(d.ringkasan.simpangan_baku)],
  ];
  return (
    <Stack gap="md" data-testid="statistik-panel">
      <SimpleGrid cols={{ base: 2, tablet: 4 }} spacing="sm">
        {ringkas.map(([k, v]) => (
          <Paper key={k} withBorder p="sm">
            <Text fz="xs" c="dimmed">
              {k}
            </Text>
            <Text fz="xl" fw={700} data-testid={`statistik-${k.toLowerCase().replace(/\s+/g, '-')}`}>
              {v}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Title order={2} fz="md" mb="sm">
          Sebaran Nilai
        </Title>
        <div role="img" aria-label={`Histogram nilai: ${d.histogram.map((h) => `${h.dari}-${h.sampai}: ${h.jumlah}`).join(', ')}`} data-testid="statistik-histogram">
          <BarChart h={220} data={d.histogram.map((h) => ({ rentang: `${h.dari}-${h.sampai}`, jumlah: h.jumlah }))} dataKey="rentang" series={[{ name: 'jumlah', label: 'Peserta', color: 'blue.7' }]} />
        </div>
      </Paper>
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Title order={2} fz="md" mb={4}>
          Analisis Soal
        </Title>
        <Text fz="xs" c="dimmed" mb="sm">
          Indeks kesukaran: rata-rata persentase nilai soal (tinggi = mudah). Indeks daya beda: korelasi nilai soal dengan nilai soal lainnya (-1 sampai 1); negatif berarti peserta yang lebih lemah justru menjawab benar — periksa kunci atau kalimat soal.
        </Text>
        <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Analisis soal">
          {d.soal.map((s) => (
            <Card key={s.id_soal} withBorder padding="sm" component="li" data-testid="statistik-soal">
              <Group justify="space-between">
                <Text fw={700}>Soal {s.nomor}</Text>
                <Tanda s={s} />
              </Group>
              <Text fz="xs">
                Kesukaran {angka(s.indeks_kesukaran)} · Daya beda {angka(s.indeks_daya_beda)} · Rata-rata {angka(s.rata_rata_nilai)}
              </Text>
              <Box mt={4}>
                <Distribusi s={s} />
              </Box>
            </Card>
          ))}
        </Stack>
        <Box visibleFrom="tablet">
          <TableScroll label="Analisis soal" minWidth={820}>
            <Table striped data-testid="statistik-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>No</Table.Th>
                  <Table.Th>Jenis</Table.Th>
                  <Table.Th>Dijawab</Table.Th>
                  <Table.Th>Sebaran Jawaban</Table.Th>
                  <Table.Th>Indeks Kesukaran</Table.Th>
                  <Table.Th>Indeks Daya Beda</Table.Th>
                  <Table.Th>Rata-rata Nilai</Table.Th>
                  <Table.Th>Catatan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.soal.map((s) => (
                  <Table.Tr key={s.id_soal} data-testid="statistik-soal">
                    <Table.Td>{s.nomor}</Table.Td>
                    <Table.Td>{JENIS_SOAL_LABEL[s.jenis]}</Table.Td>
                    <Table.Td>
                      {s.jumlah_menjawab}/{s.jumlah_peserta}
                    </Table.Td>
                    <Table.Td>
                      <Distribusi s={s} />
                    </Table.Td>
                    <Table.Td>{angka(s.indeks_kesukaran)}</Table.Td>
                    <Table.Td>{angka(s.indeks_daya_beda)}</Table.Td>
                    <Table.Td>
                      {angka(s.rata_rata_nilai)}/{s.bobot}
                    </Table.Td>
                    <Table.Td>
                      <Tanda s={s} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Box>
      </Paper>
    </Stack>
  );
}
