import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { KelasSection } from '@/features/kelas';
import { PengumumanCard } from '@/features/pengumuman';
import { BankSoalBoardLazy } from '@/features/bank-soal';
import { GreetingCard } from '../components/greeting-card';
import { KalenderCard } from '../components/kalender-card';
import { StatistikTiles } from '../components/statistik-tiles';
import { KelayakanWarning } from '@/features/kehadiran';
import { VisitorStatistikCardLazy } from '@/features/visitor';

/** /beranda for every role: greeting and clock, calendar with the day's schedule, announcements, tiles, classes. */
export function BerandaPage() {
  const { data: user } = useUser();
  const operator = isOperator(user);
  const canKelas = useCan('kelas_kuliah', 'read');
  const canPengumuman = useCan('pengumuman', 'read');
  const canBankSoal = useCan('bank_soal', 'read');
  const canLaporan = useCan('laporan', 'read');
  return (
    <>
      {/* The clock shows in the header from tablet up and in the page header below (never twice). */}
      <PageHeader title="Beranda" />
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, desktop: 7, widescreen: 8 }}>
            <Stack gap="md">
              <GreetingCard />
              {user?.role === 'ROLE_MAHASISWA' ? <KelayakanWarning /> : null}
              {/* Operators see class-based widgets with read on kelas_kuliah, announcements with read on pengumuman. */}
              {!operator || canKelas ? <StatistikTiles /> : null}
              {!operator || canPengumuman ? <PengumumanCard withLinks /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, desktop: 5, widescreen: 4 }}>
            <KalenderCard withKeterangan={!operator || canKelas} />
          </Grid.Col>
        </Grid>
        {/* Visitor statistics: operators with read on laporan. */}
        {operator && canLaporan ? <VisitorStatistikCardLazy /> : null}
        {/* Operators without read on kelas_kuliah have no class list to see. */}
        {!operator || canKelas ? <KelasSection operator={operator} /> : null}
        {/* The question bank board (spec 1 §2.5): lecturers, and operators with read on bank_soal; never students. */}
        {(operator && canBankSoal) || user?.role === 'ROLE_DOSEN' ? <BankSoalBoardLazy /> : null}
      </Stack>
    </>
  );
}
