import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { KelasSection } from '@/features/kelas/components/kelas-section';
import { PengumumanCard } from '@/features/pengumuman/components/pengumuman-card';
import { GreetingCard } from '../components/greeting-card';
import { JadwalCard } from '../components/jadwal-card';
import { StatistikTiles } from '../components/statistik-tiles';

/** /beranda for every role: greeting and clock, calendar with the day's schedule, announcements, tiles, classes. */
export function BerandaPage() {
  const { data: user } = useUser();
  const operator = isOperator(user);
  const canKelas = useCan('kelas_kuliah', 'read');
  const canPengumuman = useCan('pengumuman', 'read');
  return (
    <>
      <PageHeader title="Beranda" clock={false} />
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, desktop: 7, widescreen: 8 }}>
            <Stack gap="md">
              <GreetingCard />
              {/* Operators see class-based widgets with read on kelas_kuliah, announcements with read on pengumuman. */}
              {!operator || canKelas ? <StatistikTiles /> : null}
              {!operator || canPengumuman ? <PengumumanCard withLinks /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, desktop: 5, widescreen: 4 }}>
            <JadwalCard withKeterangan={!operator || canKelas} />
          </Grid.Col>
        </Grid>
        {/* Operators without read on kelas_kuliah have no class list to see. */}
        {!operator || canKelas ? <KelasSection operator={operator} /> : null}
      </Stack>
    </>
  );
}
