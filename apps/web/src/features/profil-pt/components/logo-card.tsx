import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconTrash } from '@tabler/icons-react';
import { JENIS_FILE_LOGO, allowedExtensionsForKind, formatUkuranFile, maxUploadBytes } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { showSuccessToast } from '@/components/toast';
import { UploadBox } from '@/components/upload-box';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { useDeleteLogo } from '../api/delete-logo';
import { useUploadLogo } from '../api/upload-logo';

/** The logo (served by GET /v1/logo_perguruan_tinggi to every page, the login page too); png, jpg or jpeg. */
export function LogoCard({ logo, bolehUbah }: { logo: string | null; bolehUbah: boolean }) {
  const unggah = useUploadLogo();
  const hapus = useDeleteLogo();
  const ukuran = usePengaturanMe().data?.pengaturan_sistem.ukuran_max_file;
  const accept = allowedExtensionsForKind(JENIS_FILE_LOGO);
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="profil-pt-logo">
      <Title order={2} fz="lg" id="profil-pt-logo" mb="sm">
        Logo
      </Title>
      <Stack gap="sm" align="stretch">
        <Group justify="center">
          <Avatar src={logo} size={112} radius="md" color="lms" variant="light" alt="Logo perguruan tinggi" data-testid="profil-pt-logo-img">
            <IconBuildingBank size={48} />
          </Avatar>
        </Group>
        {bolehUbah ? (
          <>
            <UploadBox
              accept={accept}
              kind={JENIS_FILE_LOGO}
              ukuranMaxFile={ukuran}
              disabled={unggah.isPending}
              label={unggah.isPending ? 'Mengunggah…' : 'Unggah logo baru'}
              hint={`${accept.join(', ')} · maksimal ${formatUkuranFile(maxUploadBytes(ukuran, JENIS_FILE_LOGO))}`}
              onFiles={([f]) => f && unggah.mutate(f, { onSuccess: (res) => showSuccessToast(res.status.message) })}
              inputTestId="profil-pt-logo-input"
            />
            {logo ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={hapus.isPending}
                onClick={() =>
                  openDeleteModal({
                    title: 'Hapus logo',
                    message: 'Hapus logo perguruan tinggi? Halaman login dan menu akan menampilkan ikon bawaan.',
                    onConfirm: () => hapus.mutate(undefined, { onSuccess: (res) => showSuccessToast(res.status.message) }),
                  })
                }
                data-testid="profil-pt-logo-hapus"
              >
                Hapus logo
              </Button>
            ) : null}
          </>
        ) : (
          <Text fz="sm" c="dimmed" ta="center">
            {logo ? 'Logo yang tampil di halaman login dan menu.' : 'Belum ada logo.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
