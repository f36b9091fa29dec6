import { useState } from 'react';
import { Alert, Badge, Box, Button, Center, Code, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatTanggalWaktuZona, periodeLabel } from '@lms/shared';
import { paths } from '@/config/paths';
import { kodeDariMasukan } from '../bap-opsi';
import { useVerifikasiBap } from '../api/verifikasi-bap';

function Baris({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text fz="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Box fz="sm" style={{ minWidth: 0, wordBreak: 'break-all' }}>
        {children}
      </Box>
    </Group>
  );
}

/**
 * /verifikasi-bap/:kode (no login): what the seal of a printed BAP stands for — the document's SHA-256, class,
 * period and generation time — and whether it is the current version; a code the LMS never issued is rejected.
 */
export function VerifikasiBapPage() {
  const { kode = '' } = useParams();
  const navigate = useNavigate();
  const [masukan, setMasukan] = useState(kode);
  const v = useVerifikasiBap(kode);

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p={{ base: 'md', tablet: 'xl' }} w="100%" maw={640} data-testid="verifikasi-bap">
        <Stack gap="md">
          <Group gap="xs">
            <IconShieldCheck size={28} aria-hidden />
            <Title order={1} fz="h3">
              Verifikasi BAP
            </Title>
          </Group>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const k = kodeDariMasukan(masukan);
              if (k) void navigate(paths.verifikasiBap.getHref(k));
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Kode verifikasi"
                placeholder="XXXX-XXXX-XXXX"
                value={masukan}
                onChange={(e) => setMasukan(e.currentTarget.value)}
                maxLength={40}
                style={{ flex: 1 }}
                data-testid="verifikasi-kode"
              />
              <Button type="submit" data-testid="verifikasi-periksa">
                Periksa
              </Button>
            </Group>
          </form>
          {!kode ? (
            <Text fz="sm" c="dimmed">
              Masukkan kode yang tercetak di bawah QR code pada BAP.
            </Text>
          ) : v.isPending ? (
            <Center py="md">
              <Loader role="status" aria-label="Memeriksa kode" />
            </Center>
          ) : v.isError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Dokumen tidak dikenal" data-testid="verifikasi-ditolak">
              {v.error.message}
            </Alert>
          ) : (
            <Stack gap="sm" data-testid="verifikasi-hasil">
              <Alert
                color={v.data.status === 'berlaku' ? 'green' : 'yellow'}
                icon={v.data.status === 'berlaku' ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
                title={v.data.status === 'berlaku' ? 'Dokumen asli' : 'Dokumen asli, bukan versi terbaru'}
                data-testid="verifikasi-status"
              >
                {v.data.pesan}
              </Alert>
              <Baris label="Kode">
                <Badge variant="light" size="lg">
                  {v.data.kode}
                </Badge>
              </Baris>
              <Baris label="Perguruan tinggi">{v.data.perguruan_tinggi}</Baris>
              <Baris label="Mata kuliah">{v.data.mata_kuliah}</Baris>
              <Baris label="Kelas">{v.data.kelas}</Baris>
              <Baris label="Periode">{periodeLabel(v.data.periode)}</Baris>
              <Baris label="Pengajar">{v.data.pengajar}</Baris>
              <Baris label="Dibuat pada">{formatTanggalWaktuZona(v.data.dibuat_pada)}</Baris>
              <Baris label="SHA-256">
                <Code data-testid="verifikasi-hash">{v.data.hash_sha256}</Code>
              </Baris>
              {v.data.terbaru ? (
                <Text fz="sm">
                  Versi terbaru:{' '}
                  <Link to={paths.verifikasiBap.getHref(v.data.terbaru.kode)} data-testid="verifikasi-terbaru">
                    {v.data.terbaru.kode}
                  </Link>{' '}
                  ({formatTanggalWaktuZona(v.data.terbaru.dibuat_pada)})
                </Text>
              ) : null}
              <Text fz="xs" c="dimmed">
                Berkas PDF asli memiliki hash SHA-256 yang sama persis dengan nilai di atas.
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
