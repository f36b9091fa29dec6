import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart, DonutChart } from '@mantine/charts';
import { Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { RENTANG_STATISTIK_BAWAAN_HARI, ROLE_LABEL, geserTanggal, hariIni } from '@lms/shared';
import { useServerTime } from '@/lib/server-time';
import { useVisitorStatistic } from '../api/get-visitor-statistic';

const WARNA = { ROLE_MAHASISWA: 'blue.6', ROLE_DOSEN: 'teal.6', ROLE_OPERATOR: 'orange.6' } as const;
const SERIES = (Object.keys(WARNA) as (keyof typeof WARNA)[]).map((r) => ({ name: r, label: ROLE_LABEL[r], color: WARNA[r] }));

/** Operator dashboard: visitors now, per day (stacked by role) and per role over a chosen range of days. */
export function VisitorStatistikCard() {
  const { now, timeZone } = useServerTime();
  const today = hariIni(timeZone, now);
  const [range, setRange] = useState<DatesRangeValue<string>>([geserTanggal(today, -(RENTANG_STATISTIK_BAWAAN_HARI - 1)), today]);
  const [awal, akhir] = range;
  const stat = useVisitorStatistic({ tanggal_awal: awal, tanggal_akhir: akhir ?? awal });
  const d = stat.data;
  return (
    <Card withBorder padding="md" data-testid="visitor-statistik">
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={2} fz="lg">
          Statistik Pengunjung
        </Title>
        <DatePickerInput
          type="range"
          label="Rentang tanggal"
          valueFormat="DD/MM/YYYY"
          value={range}
          onChange={setRange}
          allowSingleDateInRange
          maxDate={today}
          w={{ base: '100%', tablet: 260 }}
        />
      </Group>
      {!d ? (
        <Center py="xl">{stat.isError ? <Text c="dimmed">Statistik pengunjung gagal dimuat</Text> : <Loader size="sm" role="status" aria-label="Memuat statistik" />}</Center>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, tablet: 4 }} spacing="sm">
            <Stack gap={0} data-testid="aktif-sekarang">
              <Text fz="sm" c="dimmed">
                Aktif sekarang
              </Text>
              <Text fz={28} fw={700}>
                {d.aktif_sekarang.total}
              </Text>
              <Text fz="xs" c="dimmed">
                {d.aktif_sekarang.jendela_menit} menit terakhir
              </Text>
            </Stack>
            {SERIES.map((s) => (
              <Stack key={s.name} gap={0}>
                <Text fz="sm" c="dimmed">
                  {s.label} aktif
                </Text>
                <Text fz={28} fw={700}>
                  {d.aktif_sekarang.per_role[s.name]}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, desktop: 3 }} spacing="lg">
            <Stack gap="xs" style={{ gridColumn: 'span 2' }}>
              <Text fw={600} fz="sm">
                Pengunjung per hari
              </Text>
              <div role="img" aria-label={`Grafik pengunjung per hari: ${d.per_hari.map((h) => `${h.tanggal} ${h.total}`).join(', ')}`}>
              <BarChart
                h={240}
                data={d.per_hari.map((h) => ({ ...h, hari: `${h.tanggal.slice(8, 10)}/${h.tanggal.slice(5, 7)}` }))}
                dataKey="hari"
                type="stacked"
                series={SERIES}
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
              />
              </div>
            </Stack>
            <Stack gap="xs" align="center">
              <Text fw={600} fz="sm">
                Pengunjung per peran ({d.total_pengunjung})
              </Text>
              <div role="img" aria-label={`Grafik pengunjung per peran: ${d.per_role.map((r) => `${ROLE_LABEL[r.role]} ${r.total}`).join(', ')}`}>
              <DonutChart
                size={160}
                thickness={26}
                withLabelsLine
                withLabels
                data={d.per_role.map((r) => ({ name: ROLE_LABEL[r.role], value: r.total, color: WARNA[r.role] }))}
              />
              </div>
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}
