import { Button, FileButton, Group, Image, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { TANDA_TANGAN_LEBAR, TANDA_TANGAN_TINGGI } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { showErrorToast } from '@/components/toast';
import { skalaTandaTangan } from '../skala-tanda-tangan';

/**
 * A signature box: the stored image (or the one just chosen, already scaled to 240x120 with transparency) on a
 * checkered background that shows the transparency, and a button to choose a png or jpg.
 */
export function TandaTanganPilih({
  tersimpanUrl,
  baru,
  onPilih,
  label,
  disabled,
}: {
  tersimpanUrl: string | null;
  baru: { blob: Blob; url: string } | null;
  onPilih: (v: { blob: Blob; url: string }) => void;
  label: string;
  disabled?: boolean;
}) {
  async function pilih(file: File | null) {
    if (!file) return;
    try {
      const blob = await skalaTandaTangan(file);
      onPilih({ blob, url: URL.createObjectURL(blob) });
    } catch (e) {
      showErrorToast(e);
    }
  }
  const kotak = {
    w: TANDA_TANGAN_LEBAR,
    h: TANDA_TANGAN_TINGGI,
    fit: 'contain' as const,
    alt: label,
  };
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Paper
        withBorder
        w={TANDA_TANGAN_LEBAR + 2}
        h={TANDA_TANGAN_TINGGI + 2}
        style={{ backgroundImage: 'repeating-conic-gradient(#eef0f3 0% 25%, #ffffff 0% 50%)', backgroundSize: '16px 16px' }}
        data-testid="tanda-tangan-kotak"
      >
        {baru ? (
          <Image src={baru.url} {...kotak} data-testid="tanda-tangan-baru" />
        ) : tersimpanUrl ? (
          <AuthImage src={tersimpanUrl} {...kotak} data-testid="tanda-tangan-tersimpan" />
        ) : (
          <Text fz="sm" c="dimmed" ta="center" mt={48}>
            Belum ada tanda tangan
          </Text>
        )}
      </Paper>
      <FileButton onChange={(f) => void pilih(f)} accept="image/png,image/jpeg" disabled={disabled}>
        {(props) => (
          <Button variant="default" leftSection={<IconUpload size={16} />} {...props} disabled={disabled} data-testid="tanda-tangan-pilih">
            Pilih Gambar
          </Button>
        )}
      </FileButton>
      <Text fz="xs" c="dimmed" w="100%">
        PNG atau JPG; gambar diubah menjadi PNG transparan {TANDA_TANGAN_LEBAR}x{TANDA_TANGAN_TINGGI} piksel sebelum diunggah.
      </Text>
    </Group>
  );
}
