import type { ReactNode } from 'react';
import { Box, Button, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook, IconCrown, IconPhoto, IconUserStar } from '@tabler/icons-react';
import { MODAL_WIDTH, type KelasDetail } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { defaultBannerUrl } from '../../banner';
import type { KelasModal } from '../../kelas-modal';

type Entry = { modal: KelasModal; title: string; text: string; icon: ReactNode; show: boolean; testId: string };

/** Pengaturan Kelas (spec 1 §2.7): the banner and the settings the caller may change (one entry per akses flag). */
export function PengaturanKelasModal({
  kelas,
  opened,
  onClose,
  onOpen,
}: {
  kelas: KelasDetail;
  opened: boolean;
  onClose: () => void;
  onOpen: (modal: KelasModal) => void;
}) {
  const { akses } = kelas;
  const entries: Entry[] = [
    {
      modal: 'ubah-profil',
      title: 'Ubah Data Profil Kelas',
      text: 'Unggah banner kelas atau pilih salah satu banner bawaan.',
      icon: <IconPhoto size={18} />,
      show: akses.ubah_kelas,
      testId: 'open-ubah-profil-kelas',
    },
    {
      modal: 'ubah-ketua',
      title: 'Ubah Ketua Kelas',
      text: kelas.ketua_kelas ? `Ketua kelas saat ini: ${kelas.ketua_kelas.nama} (${kelas.ketua_kelas.nim}).` : 'Kelas ini belum memiliki ketua kelas.',
      icon: <IconCrown size={18} />,
      show: akses.ubah_ketua,
      testId: 'open-ubah-ketua-kelas',
    },
    {
      modal: 'ubah-jabatan',
      title: 'Ubah Jabatan Pengajar',
      text: 'Atur jabatan pengajar: Dosen Koordinator, Dosen atau Asisten.',
      icon: <IconUserStar size={18} />,
      show: akses.ubah_jabatan,
      testId: 'open-ubah-jabatan-pengajar',
    },
    {
      modal: 'ubah-silabus',
      title: 'Ubah Data Silabus',
      text: 'Ubah catatan silabus dan lampirannya.',
      icon: <IconBook size={18} />,
      show: akses.ubah_silabus,
      testId: 'open-ubah-silabus',
    },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title="Pengaturan Kelas" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-pengaturan-kelas' } }}>
      <Stack gap="md">
        <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <AuthImage src={kelas.banner_url} fallbackSrc={defaultBannerUrl(kelas.banner_color_idx)} h={140} fit="cover" alt="Banner kelas" />
        </Box>
        {entries
          .filter((e) => e.show)
          .map((e) => (
            <Paper key={e.modal} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" size={36} radius="md">
                    {e.icon}
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} fz="sm">
                      {e.title}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {e.text}
                    </Text>
                  </div>
                </Group>
                <Button size="xs" variant="light" onClick={() => onOpen(e.modal)} data-testid={e.testId} style={{ flexShrink: 0 }}>
                  Ubah
                </Button>
              </Group>
            </Paper>
          ))}
      </Stack>
    </Modal>
  );
}
