import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconCircleCheck, IconQrcode } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PESAN_KEHADIRAN, formatTanggalWaktuZona, type ScanQrResponse } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useServerTime } from '@/lib/server-time';
import { useScanQr } from '../api/scan-qr';
import { tokenDariTeks } from '../halaman-kehadiran';

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorCtor = new (opts: { formats: string[] }) => Detector;

/** Camera scanning where the browser has BarcodeDetector; optional, the QR's link works from any camera app. */
function Kamera({ onToken }: { onToken: (t: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [aktif, setAktif] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const Ctor = (globalThis as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
  useEffect(() => {
    if (!aktif || !Ctor) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let selesai = false;
    const detector = new Ctor({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        if (!video.current) return;
        video.current.srcObject = s;
        void video.current.play();
        timer = setInterval(() => {
          if (!video.current || selesai) return;
          detector
            .detect(video.current)
            .then((codes) => {
              const t = codes.map((c) => tokenDariTeks(c.rawValue)).find(Boolean);
              if (t && !selesai) {
                selesai = true;
                setAktif(false);
                onToken(t);
              }
            })
            .catch(() => {});
        }, 400);
      })
      .catch(() => setGalat('Kamera tidak dapat dibuka. Gunakan aplikasi kamera ponsel untuk memindai, atau tempel tautannya di bawah.'));
    return () => {
      selesai = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [aktif, Ctor, onToken]);
  if (!Ctor) return null;
  return (
    <Stack gap="xs">
      {aktif ? (
        <video ref={video} muted playsInline style={{ width: '100%', maxWidth: 420, borderRadius: 8 }} aria-label="Pratinjau kamera" />
      ) : (
        <Button leftSection={<IconCamera size={16} />} variant="light" onClick={() => setAktif(true)} data-testid="qr-kamera">
          Pindai dengan Kamera
        </Button>
      )}
      {galat ? <Text fz="sm" c="red.9">{galat}</Text> : null}
    </Stack>
  );
}

function Berhasil({ r, timeZone }: { r: ScanQrResponse; timeZone: string }) {
  return (
    <Alert color="green" icon={<IconCircleCheck size={20} />} title={PESAN_KEHADIRAN.qrBerhasil} data-testid="qr-berhasil">
      <Stack gap={4}>
        <Text fz="sm">
          {r.mata_kuliah.kode} - {r.mata_kuliah.nama} · Pertemuan {r.nomor}
        </Text>
        <Text fz="sm">Waktu presensi: {formatTanggalWaktuZona(r.waktu, timeZone)}</Text>
        <Group mt="xs">
          <Button component={Link} to={paths.kelas.pertemuan.getHref(r.id_kelas_kuliah, r.id_pertemuan)} size="xs" variant="light">
            Buka Pertemuan
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /presensi-qr?token=...: the student's scan page (issue 16 point 4). Opening the QR's link marks the signed-in
 * student H with is_qr_code while the meeting runs; without a token the camera (where supported) or a pasted link.
 */
export function PresensiQrScanPage() {
  const [search] = useSearchParams();
  const { timeZone } = useServerTime();
  const scan = useScanQr();
  const [teks, setTeks] = useState('');
  const dikirim = useRef<string | null>(null);
  const kirim = (token: string) => {
    if (dikirim.current === token) return;
    dikirim.current = token;
    scan.mutate(token);
  };
  const dariUrl = tokenDariTeks(search.get('token'));
  useEffect(() => {
    if (dariUrl) kirim(dariUrl);
    // Sent once per token: a re-render must not scan again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dariUrl]);

  const manual = tokenDariTeks(teks);
  return (
    <>
      <PageHeader title="Presensi QR Code" breadcrumbs={[{ label: 'Beranda', href: paths.beranda.getHref() }, { label: 'Presensi QR Code' }]} />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }} maw={640}>
        <Stack gap="md">
          <Group gap="sm">
            <IconQrcode size={28} aria-hidden />
            <Title order={2} fz="lg">
              Presensi dengan QR Code
            </Title>
          </Group>
          {scan.isPending ? <Text data-testid="qr-memproses">Memproses presensi…</Text> : null}
          {scan.isSuccess ? <Berhasil r={scan.data.data} timeZone={timeZone} /> : null}
          {scan.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Presensi gagal" data-testid="qr-gagal">
              {scan.error.message}
            </Alert>
          ) : null}
          {!scan.isSuccess ? (
            <>
              <Text fz="sm">Pindai QR code yang ditampilkan pengajar dengan kamera ponsel, atau tempel tautannya di sini.</Text>
              <Kamera onToken={kirim} />
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (manual) {
                    dikirim.current = null;
                    kirim(manual);
                  }
                }}
              >
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    label="Tautan atau kode QR"
                    value={teks}
                    onChange={(e) => setTeks(e.currentTarget.value)}
                    style={{ flex: '1 1 260px' }}
                    maxLength={1000}
                    data-testid="qr-input"
                  />
                  <Button type="submit" disabled={!manual} loading={scan.isPending} data-testid="qr-kirim">
                    Kirim
                  </Button>
                </Group>
              </form>
            </>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}
