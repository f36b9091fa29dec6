import { Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN, periodeLabel } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useServerTime } from '@/lib/server-time';
import { useKehadiranPertemuan } from '../api/get-kehadiran-pertemuan';
import type { PageType } from '../edit-kehadiran';
import { crumbsKehadiran } from '../halaman-kehadiran';
import { KehadiranDosenSection } from './kehadiran-dosen-section';
import { KehadiranInfoBox } from './kehadiran-info-box';
import { KehadiranPesertaSection } from './kehadiran-peserta-section';

/**
 * The attendance-per-meeting screen (spec 1 §2.8) for the four page types: breadcrumbs by page type, info box,
 * lecturers, participants; 'NO DATA' when the meeting's attendance cannot be read.
 */
export function KehadiranPertemuanView({ pageType, idKelas, idPertemuan }: { pageType: PageType; idKelas: string; idPertemuan: number }) {
  const { timeZone } = useServerTime();
  const q = useKehadiranPertemuan(idPertemuan);
  const d = q.data;
  const kk = d?.pertemuan.kelas_kuliah;
  const operator = pageType === 'operator' || pageType === 'operator-kelas';
  const dariKelas = pageType === 'dosen-kelas' || pageType === 'operator-kelas';
  const crumbs = crumbsKehadiran(pageType, {
    idKelas,
    idPertemuan,
    kelas: kk ? `${kk.mata_kuliah.nama} - ${kk.kelas.nama}` : null,
    nomor: d?.pertemuan.nomor ?? null,
  });
  const kembali = dariKelas ? paths.kelas.pertemuan.getHref(idKelas, idPertemuan) : paths.kehadiranPeserta.kelas.getHref(idKelas);

  return (
    <>
      <PageHeader
        title={dariKelas ? 'Kehadiran Kelas' : 'Kehadiran Peserta'}
        subtitle={kk ? `${kk.mata_kuliah.nama} · Kelas ${kk.kelas.nama} · ${periodeLabel(kk.periode)}` : undefined}
        breadcrumbs={crumbs}
        actions={
          <Button variant="default" component={Link} to={kembali} leftSection={<IconArrowLeft size={16} />} data-testid="kehadiran-kembali">
            {dariKelas ? 'Kembali ke Pertemuan' : 'Rekap Kelas'}
          </Button>
        }
      />
      {q.isPending ? (
        <Stack gap="md" data-testid="kehadiran-loading">
          <Skeleton h={200} radius="md" />
          <Skeleton h={120} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : q.isError || (d && d.pertemuan.kelas_kuliah.id !== idKelas) ? (
        <Paper withBorder p="xl">
          <Center py="xl">
            <Text fw={700} c="dimmed" fz="lg" data-testid="kehadiran-no-data">
              {PESAN.noData}
            </Text>
          </Center>
        </Paper>
      ) : (
        <Stack gap="md">
          <KehadiranInfoBox data={q.data} timeZone={timeZone} />
          <KehadiranDosenSection idPertemuan={idPertemuan} timeZone={timeZone} operator={operator} waktuMulai={q.data.pertemuan.waktu_mulai} />
          <KehadiranPesertaSection data={q.data} timeZone={timeZone} dosen={!operator} />
        </Stack>
      )}
    </>
  );
}
