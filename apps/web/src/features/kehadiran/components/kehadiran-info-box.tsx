import type { ReactNode } from 'react';
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PESAN_KEHADIRAN, formatTanggalWaktuZona, isPertemuanOnline, modeKuliahLabel, type KehadiranPertemuanResponse } from '@lms/shared';
import { InfoRow } from '@/components/info-row';
import { StatusPertemuanTag, formatRentangWaktu } from '@/features/pertemuan';
import { teksUpdateOtomatis } from '../halaman-kehadiran';
import { formatProgress } from '../kehadiran-warna';

/**
 * Meeting info box of the attendance screen (spec 1 §2.8): course, class, meeting number, method, time range,
 * minimum progress (online only) and status; then start and end of the lecture, present count and average
 * percentage (online only), and when the system settles the attendance (23:59 of the update date).
 */
export function KehadiranInfoBox({ data, timeZone, actions }: { data: KehadiranPertemuanResponse; timeZone: string; actions?: ReactNode }) {
  const p = data.pertemuan;
  const kk = p.kelas_kuliah;
  const online = isPertemuanOnline(p.jenis);
  const otomatis = online ? teksUpdateOtomatis(data.waktu_update_otomatis, timeZone) : null;
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="kehadiran-info">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz={{ base: 'lg', tablet: 'xl' }}>
              Pertemuan {p.nomor}
            </Title>
            <StatusPertemuanTag status={p.status} />
          </Group>
          <Text fz="sm" c="dimmed">
            {`${kk.mata_kuliah.kode} - ${kk.mata_kuliah.nama}`}
          </Text>
        </Stack>
        {actions ? (
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {actions}
          </Group>
        ) : null}
      </Group>
      <Divider my="md" />
      <SimpleGrid cols={{ base: 2, desktop: 4 }} spacing="md" verticalSpacing="md">
        <InfoRow label="Mata Kuliah">{`${kk.mata_kuliah.kode} - ${kk.mata_kuliah.nama}`}</InfoRow>
        <InfoRow label="Kelas">{`${kk.kelas.nama} (${kk.kelas.jenis.nama})`}</InfoRow>
        <InfoRow label="Pertemuan Ke">{String(p.nomor)}</InfoRow>
        <InfoRow label="Metode" testId="kehadiran-metode">
          {modeKuliahLabel(p.jenis)}
        </InfoRow>
        <InfoRow label="Waktu">{formatRentangWaktu(p.waktu_mulai, p.waktu_selesai, timeZone)}</InfoRow>
        {online ? (
          <InfoRow label="Minimal Progres Peserta" testId="kehadiran-minimal">
            {`${data.minimal_progress}%`}
          </InfoRow>
        ) : null}
        <InfoRow label="Mulai Kuliah">{formatTanggalWaktuZona(p.mulai_kuliah, timeZone)}</InfoRow>
        <InfoRow label="Selesai Kuliah">{formatTanggalWaktuZona(p.selesai_kuliah, timeZone)}</InfoRow>
        <InfoRow label="Peserta Hadir" testId="kehadiran-jumlah-hadir">
          {data.dimulai ? `${data.jumlah_hadir} / ${data.jumlah_peserta}` : PESAN_KEHADIRAN.belumDimulaiLabel}
        </InfoRow>
        {online ? (
          <InfoRow label="Rata-rata Kehadiran" testId="kehadiran-rata-rata">
            {formatProgress(data.rata_rata_progress)}
          </InfoRow>
        ) : null}
        {otomatis ? (
          <InfoRow label="Update Otomatis" testId="kehadiran-update-otomatis">
            {otomatis}
          </InfoRow>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
