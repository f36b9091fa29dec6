import { useEffect, useState } from 'react';
import { Box, Button, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { BANNER_UPLOAD_EXTENSIONS, MODAL_WIDTH, bannerIndex, maxBannerBytes, type KelasDetail } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { showErrorToast } from '@/components/toast';
import { UploadBox } from '@/components/upload-box';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { useUpdateKelas } from '../../api/update-kelas';
import { DEFAULT_BANNERS, defaultBannerUrl } from '../../banner';

type Pilihan = { file: File } | { idx: number } | null;

/** A local preview URL for a picked file, revoked when the file changes or the modal closes. */
function useLocalObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Ubah Data Profil Kelas (spec 1 §2.7): upload a banner (png, jpg, jpeg up to ukuran_max_file.banner MB, checked
 * here first) or pick one of the 7 default banners. A failure shows the message plus the server's status message.
 */
export function UbahProfilKelasModal({ kelas, opened, onClose }: { kelas: KelasDetail; opened: boolean; onClose: () => void }) {
  const pengaturan = usePengaturanMe();
  const maxBytes = maxBannerBytes(pengaturan.data?.pengaturan_sistem.ukuran_max_file);
  const [pilihan, setPilihan] = useState<Pilihan>(null);
  useEffect(() => {
    if (!opened) setPilihan(null);
  }, [opened]);
  const fileUrl = useLocalObjectUrl(pilihan && 'file' in pilihan ? pilihan.file : null);
  const update = useUpdateKelas(kelas.id, {
    onSuccess: onClose,
    onError: (error) => showErrorToast(error, 'Gagal mengubah data profil kelas'),
  });

  // Without an own banner the current default is what the class shows.
  const currentIdx = kelas.banner_url ? null : bannerIndex(kelas.banner_color_idx);
  const selectedIdx = pilihan && 'idx' in pilihan ? pilihan.idx : pilihan ? null : currentIdx;

  const submit = () => {
    if (!pilihan) return;
    update.mutate('file' in pilihan ? { file_banner: pilihan.file } : { banner_color_idx: pilihan.idx });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Ubah Data Profil Kelas" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-ubah-profil-kelas' } }}>
      <Stack gap="md">
        <div>
          <Text fz="sm" fw={600} mb={6}>
            Pratinjau Banner
          </Text>
          <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} data-testid="banner-preview">
            {fileUrl ? (
              <Image src={fileUrl} h={150} fit="cover" alt="Banner baru" />
            ) : pilihan && 'idx' in pilihan ? (
              <Image src={defaultBannerUrl(pilihan.idx)} h={150} fit="cover" alt="Banner bawaan" />
            ) : (
              <AuthImage src={kelas.banner_url} fallbackSrc={defaultBannerUrl(kelas.banner_color_idx)} h={150} fit="cover" alt="Banner saat ini" />
            )}
          </Box>
        </div>

        <div>
          <Text fz="sm" fw={600} mb={6}>
            Unggah Banner
          </Text>
          <UploadBox
            accept={BANNER_UPLOAD_EXTENSIONS}
            maxBytes={maxBytes}
            onFiles={([file]) => file && setPilihan({ file })}
            inputTestId="banner-upload-input"
            disabled={update.isPending}
          />
          {pilihan && 'file' in pilihan ? (
            <Text fz="xs" mt={4} data-testid="banner-file-name">
              Berkas dipilih: {pilihan.file.name}
            </Text>
          ) : null}
        </div>

        <div>
          <Text fz="sm" fw={600} mb={6}>
            Atau pilih banner bawaan
          </Text>
          <SimpleGrid cols={{ base: 2, tablet: 4 }} spacing="xs" role="radiogroup" aria-label="Banner bawaan">
            {DEFAULT_BANNERS.map((src, idx) => {
              const selected = selectedIdx === idx;
              return (
                <UnstyledButton
                  key={src}
                  role="radio"
                  aria-checked={selected}
                  aria-label={`Banner bawaan ${idx + 1}`}
                  onClick={() => setPilihan({ idx })}
                  disabled={update.isPending}
                  data-testid={`banner-default-${idx}`}
                  pos="relative"
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    overflow: 'hidden',
                    outline: selected ? '3px solid var(--mantine-primary-color-filled)' : '1px solid var(--mantine-color-gray-3)',
                    outlineOffset: selected ? 1 : 0,
                  }}
                >
                  <Image src={src} h={56} fit="cover" alt="" />
                  {selected ? (
                    <Box pos="absolute" top={4} right={4} bg="white" style={{ borderRadius: 999, display: 'flex', padding: 2 }}>
                      <IconCheck size={14} color="var(--mantine-primary-color-filled)" />
                    </Box>
                  ) : null}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </div>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Batal
          </Button>
          <Button onClick={submit} disabled={!pilihan} loading={update.isPending} data-testid="ubah-profil-kelas-submit">
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
