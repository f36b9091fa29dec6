import { Badge, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { namaLengkapDosen, periodeLabel, statusKelasColor, statusKelasLabel, type KelasListItem } from '@lms/shared';
import { paths } from '@/config/paths';
import { BapButton, sasaranKelas } from './bap-button';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz={11} c="dimmed" fw={600} tt="uppercase" lh={1.4}>
        {label}
      </Text>
      <Text fz="sm" lh={1.4}>
        {children}
      </Text>
    </div>
  );
}

/** Operator class card (spec 1 §2.5): ids, class, period, course, participants, teachers, 'Unduh BAP' and 'Lihat'. */
export function OperatorKelasCard({ kelas }: { kelas: KelasListItem }) {
  const pengajar = kelas.pengajar.map((p) => namaLengkapDosen(p));
  return (
    <Card padding="md" h="100%" data-testid="operator-kelas-card">
      <Group justify="space-between" gap="xs">
        <Badge color={statusKelasColor(kelas.status)} variant="light" data-testid="status-kelas">
          {statusKelasLabel(kelas.status)}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text fz="sm" fw={700}>
            {kelas.jumlah_peserta}
          </Text>
          <Text fz="sm" c="dimmed">
            Mahasiswa
          </Text>
        </Group>
      </Group>
      <Text fz="xs" c="dimmed" mt="xs" style={{ wordBreak: 'break-all' }}>
        ID Kelas: {kelas.id}
      </Text>
      <Text fw={700} lineClamp={2} lh={1.3} mt={2}>
        {kelas.mata_kuliah.kode} - {kelas.mata_kuliah.nama}
      </Text>
      <Text fz="sm" c="dimmed">
        Kelas {kelas.kelas.nama} - {kelas.kelas.jenis.nama}
      </Text>
      <Stack gap={8} mt="sm" style={{ flex: 1 }}>
        <Row label="Periode">{periodeLabel(kelas.periode)}</Row>
        <Row label="Pengajar">{pengajar.length ? pengajar.join('; ') : 'Belum ada Pengajar'}</Row>
      </Stack>
      <Divider my="sm" />
      <Group gap="xs" grow wrap="nowrap">
        <BapButton fullWidth sasaran={sasaranKelas(kelas)} data-testid="kelas-unduh-bap" />
        <Button size="xs" component={Link} to={paths.kelas.detail.getHref(kelas.id)} leftSection={<IconEye size={14} />} data-testid="kelas-lihat">
          Lihat
        </Button>
      </Group>
    </Card>
  );
}
