import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMaximize } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/page-header';
import { parseIdPertemuan } from '@/lib/parse-id';
import { usePertemuan } from '@/features/pertemuan';
import { serverNow } from '@/lib/server-time';
import { useQrCode } from '../api/get-qr-code';
import { kehadiranKelasHref } from '../halaman-kehadiran';
import { QrImage } from '../components/qr-image';

/** Seconds left of the token on the server clock, ticking each second. */
function useSisaDetik(berlakuSampai: string | undefined) {
  const [sisa, setSisa] = useState(0);
  useEffect(() => {
    if (!berlakuSampai) return;
    const end = Date.parse(berlakuSampai);
    const tick = () => setSisa(Math.max(0, Math.ceil((end - serverNow()) / 1000)));
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
  }, [berlakuSampai]);
  return sisa;
}

/**
 * /presensi-qr/tampil/{idPertemuan}: the lecturer's projector page (issue 16 point 4). The signed code rotates on
 * the server's interval and is bound to the meeting and a short window, so a photo sent to a friend expires
 * before it helps. Students scan it with the phone camera, which opens /presensi-qr?token=...
 */
export function PresensiQrTampilPage() {
  const pid = parseIdPertemuan(useParams().idPertemuan);
  const q = useQrCode(pid ?? 0);
  const p = usePertemuan(pid);
  const sisa = useSisaDetik(q.data?.berlaku_sampai);
  const box = useRef<HTMLDivElement>(null);
  if (pid === null) return <ErrorPage statusCode={404} />;
  const url = q.data ? new URL(q.data.url, window.location.origin).toString() : '';
  const layarPenuh = () => {
    if (box.current?.requestFullscreen) void box.current.requestFullscreen().catch(() => console.info('Fullscreen API is not supported.'));
    else console.info('Fullscreen API is not supported.');
  };
  return (
    <>
      <PageHeader
        title="QR Code Presensi"
        breadcrumbs={
          p.data
            ? [
                { label: 'Kelas', href: paths.kelas.list.getHref() },
                { label: `${p.data.kelas_kuliah.mata_kuliah.nama} - ${p.data.kelas_kuliah.kelas.nama}`, href: paths.kelas.detail.getHref(p.data.id_kelas_kuliah) },
                { label: `Pertemuan ${p.data.nomor}`, href: paths.kelas.pertemuan.getHref(p.data.id_kelas_kuliah, pid) },
                { label: 'QR Code Presensi' },
              ]
            : [{ label: 'Beranda', href: paths.beranda.getHref() }, { label: 'QR Code Presensi' }]
        }
        subtitle={p.data ? `${p.data.kelas_kuliah.mata_kuliah.nama} · Kelas ${p.data.kelas_kuliah.kelas.nama} · Pertemuan ${p.data.nomor}` : undefined}
        actions={
          p.data ? (
            <Button variant="default" component={Link} to={kehadiranKelasHref(p.data.id_kelas_kuliah, pid)} leftSection={<IconArrowLeft size={16} />}>
              Kehadiran Kelas
            </Button>
          ) : undefined
        }
      />
      {q.isError && !q.data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="QR code tidak dapat ditampilkan" data-testid="qr-error">
          {q.error.message}
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', tablet: 'xl' }} ref={box} data-testid="qr-projector" bg="var(--mantine-color-body)">
          <Stack align="center" gap="md">
            <Title order={2} ta="center" fz={{ base: 'lg', tablet: 'xl' }}>
              Pindai untuk presensi
            </Title>
            <Center bg="white" p="md" style={{ borderRadius: 12 }}>
              {q.data ? <QrImage text={url} size={420} alt="QR code presensi pertemuan" /> : <div style={{ width: 420, maxWidth: '100%', aspectRatio: '1' }} />}
            </Center>
            <Group gap="sm" justify="center">
              <Badge size="lg" variant="light" tt="none" data-testid="qr-sisa">
                Berganti dalam {sisa} detik
              </Badge>
              <Badge size="lg" variant="light" color="green" tt="none" data-testid="qr-jumlah">
                Hadir via QR: {q.data?.jumlah_hadir_qr ?? 0}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed" ta="center" maw={520}>
              Mahasiswa peserta kelas memindai kode ini dengan kamera ponsel selama pertemuan berlangsung. Kode berganti secara berkala;
              foto kode yang lama tidak berlaku.
            </Text>
            <Button variant="light" leftSection={<IconMaximize size={16} />} onClick={layarPenuh}>
              Layar Penuh
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
