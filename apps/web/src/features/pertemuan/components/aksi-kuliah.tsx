import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { MODAL_WIDTH, PESAN_PERTEMUAN, type PertemuanDetail } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useEndPertemuan } from '../api/end-pertemuan';
import { useStartPertemuan } from '../api/start-pertemuan';

type Aksi = 'start' | 'end';

const TEKS: Record<Aksi, { tombol: string; judul: string; pesan: (n: number) => string; konfirmasi: string; berhasil: string }> = {
  start: {
    tombol: 'Mulai Kuliah',
    judul: 'Mulai Kuliah',
    pesan: (n) => `Apakah Anda yakin ingin memulai kuliah Pertemuan ${n}? Waktu mulai kuliah akan dicatat sekarang.`,
    konfirmasi: 'Ya, Mulai',
    berhasil: PESAN_PERTEMUAN.berhasilDimulai,
  },
  end: {
    tombol: 'Akhiri Kuliah',
    judul: 'Akhiri Kuliah',
    pesan: (n) => `Apakah Anda yakin ingin mengakhiri kuliah Pertemuan ${n}? Pertemuan yang telah berakhir tidak dapat dimulai lagi.`,
    konfirmasi: 'Ya, Akhiri',
    berhasil: PESAN_PERTEMUAN.berhasilDiakhiri,
  },
};

/**
 * 'Mulai Kuliah' (can.start) and 'Akhiri Kuliah' (can.end), each behind a confirmation modal (width 400).
 * Success shows a toast; a refusal shows the red toast of the mutation cache and reloads the meeting.
 */
export function AksiKuliah({ pertemuan }: { pertemuan: PertemuanDetail }) {
  const start = useStartPertemuan(pertemuan.id);
  const end = useEndPertemuan(pertemuan.id);

  const confirm = (aksi: Aksi) => {
    const t = TEKS[aksi];
    const mutation = aksi === 'start' ? start : end;
    modals.openConfirmModal({
      title: t.judul,
      size: MODAL_WIDTH.konfirmasi,
      centered: true,
      children: <Text size="sm">{t.pesan(pertemuan.nomor)}</Text>,
      labels: { confirm: t.konfirmasi, cancel: 'Batal' },
      confirmProps: { color: aksi === 'end' ? 'red' : undefined, 'data-testid': 'pertemuan-konfirmasi' } as Record<string, unknown>,
      onConfirm: () =>
        mutation.mutate(undefined, {
          onSuccess: (res) => showSuccessToast(res.status.message || t.berhasil),
        }),
    });
  };

  return (
    <>
      {pertemuan.can.start ? (
        <Button leftSection={<IconPlayerPlay size={16} />} color="green" loading={start.isPending} onClick={() => confirm('start')} data-testid="pertemuan-mulai">
          {TEKS.start.tombol}
        </Button>
      ) : null}
      {pertemuan.can.end ? (
        <Button leftSection={<IconPlayerStop size={16} />} color="red" loading={end.isPending} onClick={() => confirm('end')} data-testid="pertemuan-akhiri">
          {TEKS.end.tombol}
        </Button>
      ) : null}
    </>
  );
}
