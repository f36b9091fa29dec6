import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatTanggalWaktuZona, kategoriPertemuanLabel, modeKuliahLabel, type PertemuanDetail } from '@lms/shared';
import { RichText } from '@/components/rich-text';
import { InfoRow } from '@/components/info-row';
import { StatusPertemuanIcon, StatusPertemuanTag } from './status-pertemuan';
import { formatRentangWaktu } from './waktu';

/**
 * Meeting info box (spec 1 §2.8 / issue 3 point 4): course, class, number, category, method, time range in the
 * college's zone, room and status, then the actual start and end of the lecture.
 */
export function PertemuanInfoBox({ pertemuan: p, timeZone, actions }: { pertemuan: PertemuanDetail; timeZone: string; actions?: React.ReactNode }) {
  const kk = p.kelas_kuliah;
  const judulBeda = p.judul.trim() !== '' && p.judul.trim() !== `Pertemuan ${p.nomor}`;
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="pertemuan-info">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Group gap="md" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <StatusPertemuanIcon status={p.status} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} fz={{ base: 'lg', tablet: 'xl' }} data-testid="pertemuan-title">
                Pertemuan {p.nomor}
              </Title>
              <StatusPertemuanTag status={p.status} />
            </Group>
            {judulBeda ? (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="pertemuan-judul">
                {p.judul}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {actions ? (
          <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flex: '0 1 auto' }}>
            {actions}
          </Group>
        ) : null}
      </Group>

      <Divider my="md" />

      <SimpleGrid cols={{ base: 2, desktop: 4 }} spacing="md" verticalSpacing="md">
        <InfoRow label="Mata Kuliah">{`${kk.mata_kuliah.kode} - ${kk.mata_kuliah.nama}`}</InfoRow>
        <InfoRow label="Kelas">{`${kk.kelas.nama} (${kk.kelas.jenis.nama})`}</InfoRow>
        <InfoRow label="Pertemuan Ke">{String(p.nomor)}</InfoRow>
        <InfoRow label="Kategori">
          <Group gap={6}>
            <Badge variant="light" color={p.kategori === 'kuliah' ? 'gray' : 'orange'} radius="sm">
              {kategoriPertemuanLabel(p.kategori)}
            </Badge>
          </Group>
        </InfoRow>
        <InfoRow label="Metode" testId="pertemuan-metode">
          {modeKuliahLabel(p.jenis)}
        </InfoRow>
        <InfoRow label="Waktu" testId="pertemuan-waktu">
          {formatRentangWaktu(p.waktu_mulai, p.waktu_selesai, timeZone)}
        </InfoRow>
        <InfoRow label="Ruangan">{p.ruangan?.nama ?? '-'}</InfoRow>
        <InfoRow label="Mulai Kuliah" testId="pertemuan-mulai-kuliah">
          {formatTanggalWaktuZona(p.mulai_kuliah, timeZone)}
        </InfoRow>
        <InfoRow label="Selesai Kuliah" testId="pertemuan-selesai-kuliah">
          {formatTanggalWaktuZona(p.selesai_kuliah, timeZone)}
        </InfoRow>
      </SimpleGrid>

      {p.deskripsi.trim() ? (
        <>
          <Divider my="md" />
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3} mb={4}>
            Deskripsi
          </Text>
          <RichText html={p.deskripsi} />
        </>
      ) : null}
    </Paper>
  );
}
