import { Badge, Button, Group, Text } from '@mantine/core';
import { IconBook, IconCircleCheck } from '@tabler/icons-react';
import { PESAN_MATERI, sisaDetikBaca, type MateriBukaResult } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useServerTime } from '@/lib/server-time';
import { useSudahBaca } from '../api/sudah-baca';

const mmss = (detik: number) => `${String(Math.floor(detik / 60)).padStart(2, '0')}:${String(detik % 60).padStart(2, '0')}`;

/**
 * The e-book countdown (spec 2 §4): runs only while the card is open, from the opening the server recorded, in
 * server time; at zero 'Sudah Baca' appears and the server checks the time again before it records the reading.
 */
export function MateriBaca({ id, buka, sudah, onSelesai }: { id: number; buka: MateriBukaResult; sudah: boolean; onSelesai: () => void }) {
  const { now } = useServerTime();
  const baca = useSudahBaca();
  if (sudah) {
    return (
      <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} />} data-testid="materi-sudah-dibaca">
        Sudah dibaca
      </Badge>
    );
  }
  const sisa = sisaDetikBaca(new Date(buka.waktu_buka), new Date(now), buka.ebook_detik);
  if (sisa > 0) {
    return (
      <Group gap={6} data-testid="materi-hitung-mundur">
        <IconBook size={16} aria-hidden />
        <Text fz="sm">
          Baca materi ini, tombol <b>Sudah Baca</b> muncul dalam{' '}
          <Text span fw={700} ff="monospace" aria-live="off" data-testid="materi-sisa-waktu">
            {mmss(sisa)}
          </Text>
        </Text>
      </Group>
    );
  }
  return (
    <Button
      color="green"
      leftSection={<IconCircleCheck size={16} />}
      loading={baca.isPending}
      onClick={() =>
        baca.mutate(id, {
          onSuccess: (res) => {
            showSuccessToast(res.status.message || PESAN_MATERI.berhasilBaca);
            onSelesai();
          },
          onError: (e) => showErrorToast(e),
        })
      }
      data-testid="materi-sudah-baca"
    >
      Sudah Baca
    </Button>
  );
}
