import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconInfoCircle, IconSettings, IconUsers } from '@tabler/icons-react';
import { modeKuliahLabel, periodeLabel, statusKelasColor, statusKelasLabel, type KelasDetail } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { defaultBannerUrl } from '../banner';
import { canPengaturan, type KelasModal } from '../kelas-modal';
import { BapButton, sasaranKelas } from './bap-button';

/** Class info at the top of the class page (spec 1 §2.7) with the buttons that open its modals. */
export function KelasHeader({ kelas, onOpen }: { kelas: KelasDetail; onOpen: (modal: KelasModal) => void }) {
  const { akses } = kelas;
  return (
    <Paper withBorder style={{ overflow: 'hidden' }} data-testid="kelas-detail-header">
      <Box pos="relative">
        <AuthImage
          src={kelas.banner_url}
          fallbackSrc={defaultBannerUrl(kelas.banner_color_idx)}
          h={{ base: 110, tablet: 150 }}
          fit="cover"
          alt={`Banner ${kelas.mata_kuliah.nama}`}
          data-testid="kelas-banner"
        />
        <Badge pos="absolute" top={12} right={12} size="lg" variant="filled" color={statusKelasColor(kelas.status)} data-testid="kelas-status">
          {statusKelasLabel(kelas.status)}
        </Badge>
      </Box>
      <Group justify="space-between" align="flex-end" gap="md" p={{ base: 'sm', tablet: 'md' }}>
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Text fz="sm" c="dimmed" fw={600}>
            {kelas.mata_kuliah.kode}
          </Text>
          <Title order={2} fz={{ base: 'h3', tablet: 'h2' }} lh={1.25} data-testid="kelas-nama">
            {kelas.mata_kuliah.nama}
          </Title>
          <Group gap={6} mt={4}>
            <Badge variant="light" color="gray" radius="sm">
              Kelas {kelas.kelas.nama} - {kelas.kelas.jenis.nama}
            </Badge>
            <Badge variant="light" color="lms" radius="sm">
              {periodeLabel(kelas.periode)}
            </Badge>
            <Badge variant="light" color="grape" radius="sm">
              {kelas.mata_kuliah.sks} SKS
            </Badge>
            <Badge variant="light" color="teal" radius="sm">
              {modeKuliahLabel(kelas.mode_kuliah)}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconUsers size={16} />} onClick={() => onOpen('anggota')} data-testid="open-anggota-kelas">
            Anggota Kelas
          </Button>
          <Button variant="default" leftSection={<IconInfoCircle size={16} />} onClick={() => onOpen('profil')} data-testid="open-profil-kelas">
            Profil Kelas
          </Button>
          {akses.lihat_silabus ? (
            <Button variant="default" leftSection={<IconBook size={16} />} onClick={() => onOpen('data-silabus')} data-testid="open-data-silabus">
              Data Silabus
            </Button>
          ) : null}
          <BapButton size="sm" label="Unduh BAP" sasaran={sasaranKelas(kelas)} data-testid="kelas-detail-unduh-bap" />
          {canPengaturan(akses) ? (
            <Button leftSection={<IconSettings size={16} />} onClick={() => onOpen('pengaturan')} data-testid="open-pengaturan-kelas">
              Pengaturan Kelas
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
