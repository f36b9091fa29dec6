import { Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { namaLengkapDosen, periodeLabel, statusKelasColor, statusKelasLabel, type KelasListItem } from '@lms/shared';
import { paths } from '@/config/paths';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="xs" c="dimmed" w={84} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" style={{ minWidth: 0, flex: 1 }}>
        {children}
      </Text>
    </Group>
  );
}

/** Operator class card (spec 1 §2.5): ids, class, period, course, participants, teachers, 'Unduh BAP' and 'Lihat'. */
export function OperatorKelasCard({ kelas }: { kelas: KelasListItem }) {
  const pengajar = kelas.pengajar.map((p) => namaLengkapDosen(p));
  return (
    <Card padding="md" h="100%" data-testid="operator-kelas-card">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fz="xs" c="dimmed" ff="monospace" truncate="end" title={kelas.id}>
          {kelas.id}
        </Text>
        <Badge color={statusKelasColor(kelas.status)} variant="light" style={{ flexShrink: 0 }}>
          {statusKelasLabel(kelas.status)}
        </Badge>
      </Group>
      <Text fw={700} mt={4} lineClamp={2}>
        {kelas.mata_kuliah.nama}
      </Text>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Row label="Kelas">
          {kelas.kelas.nama} - {kelas.kelas.jenis.nama}
        </Row>
        <Row label="Periode">{periodeLabel(kelas.periode)}</Row>
        <Row label="Mata Kuliah">
          {kelas.mata_kuliah.kode} - {kelas.mata_kuliah.nama}
        </Row>
        <Row label="Pengajar">{pengajar.length ? pengajar.join('; ') : 'Belum ada Pengajar'}</Row>
      </Stack>
      <Group mt="md" justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text fz="sm" fw={600}>
            {kelas.jumlah_peserta}
          </Text>
          <Text fz="sm" c="dimmed">
            Mahasiswa
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Tersedia setelah modul laporan BAP aktif" withArrow>
            {/* A disabled button swallows hover: the wrapper keeps the tooltip working. */}
            <span>
              <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} disabled>
                Unduh BAP
              </Button>
            </span>
          </Tooltip>
          <Button size="xs" component={Link} to={paths.kelas.detail.getHref(kelas.id)} leftSection={<IconEye size={14} />}>
            Lihat
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
