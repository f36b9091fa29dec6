import { Stack } from '@mantine/core';
import { PESAN_VIDCON, type VidconItem } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useDeleteVidcon } from '../api/delete-vidcon';
import { useGabungVidcon } from '../hooks/use-gabung-vidcon';
import { VidconCard } from './vidcon-card';

type Props = {
  items: VidconItem[];
  timeZone: string;
  now: number;
  showKelas?: boolean;
  onEdit: (v: VidconItem) => void;
};

/** Cards of vidcons with the actions every list shares: join (recorded, then the link opens) and delete. */
export function VidconListView({ items, timeZone, now, showKelas, onEdit }: Props) {
  const { gabung, pending } = useGabungVidcon();
  const hapus = useDeleteVidcon();
  const confirmDelete = (v: VidconItem) =>
    openDeleteModal({
      title: 'Hapus Vidcon',
      message: v.jumlah_peserta > 0 ? PESAN_VIDCON.hapusKonfirmasiPeserta(v.judul, v.jumlah_peserta) : PESAN_VIDCON.hapusKonfirmasi(v.judul),
      onConfirm: () =>
        hapus.mutate(v, { onSuccess: (res) => showSuccessToast(res.status.message || PESAN_VIDCON.berhasilDihapus), onError: (e) => showErrorToast(e) }),
    });
  return (
    <Stack gap="sm" data-testid="vidcon-list">
      {items.map((v) => (
        <VidconCard
          key={v.id}
          vidcon={v}
          timeZone={timeZone}
          now={now}
          showKelas={showKelas}
          onJoin={gabung}
          joining={pending === v.id}
          onEdit={onEdit}
          onDelete={confirmDelete}
        />
      ))}
    </Stack>
  );
}
