import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PESAN_BAP } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { gambarTandaTanganUrl, useHapusTandaTangan, useTandaTanganSaya, useUnggahTandaTangan } from '../api/tanda-tangan';
import { TandaTanganPilih } from './tanda-tangan-pilih';

/** Profil: the lecturer's signature printed on their BAP (spec 2 §2, 240x120). */
export function TandaTanganCard() {
  const ttd = useTandaTanganSaya();
  const unggah = useUnggahTandaTangan();
  const hapus = useHapusTandaTangan();
  const [baru, setBaru] = useState<{ blob: Blob; url: string } | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tanda-tangan-title" data-testid="tanda-tangan-card">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id="tanda-tangan-title">
            Tanda Tangan BAP
          </Title>
          <Text fz="sm" c="dimmed">
            Dicetak pada BAP bila opsi 'Sertakan Tanda Tangan' dipilih.
          </Text>
        </div>
        {ttd.isPending ? (
          <Skeleton h={122} w={242} />
        ) : ttd.isError ? (
          <Text c="red.8">{ttd.error.message}</Text>
        ) : (
          <TandaTanganPilih label="Tanda tangan Anda" tersimpanUrl={gambarTandaTanganUrl(ttd.data)} baru={baru} onPilih={setBaru} />
        )}
        <Group gap="xs">
          <Button
            disabled={!baru}
            loading={unggah.isPending}
            onClick={() =>
              baru &&
              unggah.mutate(baru.blob, {
                onSuccess: (res) => {
                  setBaru(null);
                  showSuccessToast(res.status.message);
                },
                onError: (e) => showErrorToast(e),
              })
            }
            data-testid="tanda-tangan-simpan"
          >
            Simpan Tanda Tangan
          </Button>
          {ttd.data?.ada ? (
            <Button
              variant="subtle"
              color="red"
              loading={hapus.isPending}
              onClick={() =>
                openDeleteModal({
                  title: 'Hapus Tanda Tangan',
                  message: 'Tanda tangan tidak lagi dicetak pada BAP Anda. Lanjutkan?',
                  onConfirm: () => hapus.mutate(undefined, { onSuccess: () => showSuccessToast(PESAN_BAP.tandaTanganDihapus), onError: (e) => showErrorToast(e) }),
                })
              }
              data-testid="tanda-tangan-hapus"
            >
              Hapus
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
