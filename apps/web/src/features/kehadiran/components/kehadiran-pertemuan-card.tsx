import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconQrcode, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN_KEHADIRAN, isPertemuanOnline, type PertemuanDetail } from '@lms/shared';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useServerTime } from '@/lib/server-time';
import { useKehadiranPertemuan } from '../api/get-kehadiran-pertemuan';
import { useKehadiranSaya } from '../api/get-kehadiran-saya';
import { kehadiranKelasHref } from '../halaman-kehadiran';
import { formatProgress } from '../kehadiran-warna';
import { KehadiranDetailModal, type DetailSumber } from './kehadiran-detail-modal';
import { PresensiTag } from './presensi-tag';
import { ProgressKehadiran } from './progress-kehadiran';

/** A student's own attendance in the meeting, with the detail that explains it (the "why"). */
function KehadiranSaya({ p }: { p: PertemuanDetail }) {
  const { timeZone } = useServerTime();
  const q = useKehadiranSaya(p.id_kelas_kuliah, p.id);
  const [detail, setDetail] = useState<DetailSumber | null>(null);
  if (q.isPending) return <Skeleton h={64} />;
  if (q.isError) return <Text fz="sm" c="dimmed">Data kehadiran belum tersedia.</Text>;
  const d = q.data;
  const online = isPertemuanOnline(d.pertemuan.jenis);
  const buka = () => setDetail({ ...d, jenis: d.pertemuan.jenis });
  return (
    <Stack gap="xs" data-testid="kehadiran-saya">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <PresensiTag row={d} />
        <Button variant="subtle" size="compact-sm" leftSection={<IconListDetails size={16} />} onClick={buka} data-testid="kehadiran-saya-detail">
          Lihat Detail
        </Button>
      </Group>
      {online ? <ProgressKehadiran row={d} minimal={d.minimal_progress} onClick={buka} /> : null}
      {online ? (
        <Text fz="xs" c="dimmed">
          Anda tercatat hadir bila progres aktivitas mencapai {d.minimal_progress}%.
        </Text>
      ) : null}
      <KehadiranDetailModal row={detail} minimal={d.minimal_progress} timeZone={timeZone} onClose={() => setDetail(null)} />
    </Stack>
  );
}

/** A teacher's or operator's summary: present count, average, the attendance screen and (lecturer, offline, QR on) the QR. */
function RingkasanKehadiran({ p, dosen }: { p: PertemuanDetail; dosen: boolean }) {
  const q = useKehadiranPertemuan(p.id);
  if (q.isPending) return <Skeleton h={48} />;
  if (q.isError) return null;
  const d = q.data;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid="kehadiran-ringkasan">
      <Group gap="lg">
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            Peserta Hadir
          </Text>
          <Text fw={700}>{d.dimulai ? `${d.jumlah_hadir} / ${d.jumlah_peserta}` : PESAN_KEHADIRAN.belumDimulaiLabel}</Text>
        </Stack>
        {isPertemuanOnline(d.pertemuan.jenis) ? (
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              Rata-rata Kehadiran
            </Text>
            <Text fw={700}>{formatProgress(d.rata_rata_progress)}</Text>
          </Stack>
        ) : null}
      </Group>
      <Group gap="xs">
        {dosen && d.can.qr_code ? (
          <Button variant="light" component={Link} to={paths.presensiQr.tampil.getHref(p.id)} leftSection={<IconQrcode size={16} />} data-testid="pertemuan-qr">
            QR Code Presensi
          </Button>
        ) : null}
        <Button component={Link} to={kehadiranKelasHref(p.id_kelas_kuliah, p.id)} leftSection={<IconUserCheck size={16} />} data-testid="pertemuan-kehadiran-kelas">
          Kehadiran Kelas
        </Button>
      </Group>
    </Group>
  );
}

/** The attendance section of the meeting page (issue 16): one mount in the meeting view. */
export function KehadiranPertemuanCard({ pertemuan }: { pertemuan: PertemuanDetail }) {
  const { data: user } = useUser();
  if (!user) return null;
  const siswa = user.role === 'ROLE_MAHASISWA';
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="kehadiran-card-title" data-testid="pertemuan-kehadiran">
      <Title order={2} fz="md" mb="sm" id="kehadiran-card-title">
        {siswa ? 'Kehadiran Saya' : 'Kehadiran'}
      </Title>
      {siswa ? <KehadiranSaya p={pertemuan} /> : <RingkasanKehadiran p={pertemuan} dosen={user.role === 'ROLE_DOSEN'} />}
    </Paper>
  );
}
