import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowsShuffle, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { MODAL_WIDTH, NAMA_KELOMPOK_MAX, UKURAN_KELOMPOK_MAX, type KelompokItem, type TugasItem } from '@lms/shared';
import { openConfirmModal, openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useCreateKelompok } from '../api/create-kelompok';
import { useCreateKelompokAcak } from '../api/create-kelompok-acak';
import { useDeleteKelompok } from '../api/delete-kelompok';
import { useKelompok } from '../api/get-kelompok';
import { usePesertaTugas } from '../api/get-peserta-tugas';
import { useHapusAnggota } from '../api/hapus-anggota';
import { useJadikanKetua } from '../api/jadikan-ketua';
import { useTambahAnggota } from '../api/tambah-anggota';
import { useUpdateKelompok } from '../api/update-kelompok';
import { KelompokCard } from './kelompok-card';

type Props = { tugas: TugasItem; /** Teachers and operators with read see every group and the students without one. */ penilai: boolean };

type Dialog = { kind: 'baru' } | { kind: 'ubah'; k: KelompokItem } | { kind: 'anggota'; k: KelompokItem } | { kind: 'acak' } | null;

const ok = (res: { status: { message: string } }) => showSuccessToast(res.status.message);

/** Groups of a kelompok task: teachers manage them (by hand, at random, members and leaders); a student sees their own. */
export function KelompokPanel({ tugas, penilai }: Props) {
  const list = useKelompok(tugas.id);
  const peserta = usePesertaTugas(tugas.id, penilai);
  const canWrite = tugas.can.edit;
  const [dialog, setDialog] = useState<Dialog>(null);
  const hapus = useDeleteKelompok(tugas.id);
  const ketua = useJadikanKetua(tugas.id);
  const hapusAnggota = useHapusAnggota(tugas.id);
  const items = list.data ?? [];
  const tanpa = (peserta.data ?? []).filter((p) => !p.kelompok);

  const actions = canWrite
    ? {
        onEdit: (k: KelompokItem) => setDialog({ kind: 'ubah', k }),
        onDelete: (k: KelompokItem) =>
          openDeleteModal({ title: 'Hapus Kelompok', message: `${k.nama} akan dihapus. Lanjutkan?`, onConfirm: () => hapus.mutate(k.id, { onSuccess: ok, onError: (e) => showErrorToast(e) }) }),
        onJadikanKetua: (k: KelompokItem, a: KelompokItem['anggota'][number]) =>
          ketua.mutate({ idKelompok: k.id, idMahasiswa: a.id_mahasiswa }, { onSuccess: ok, onError: (e) => showErrorToast(e) }),
        onHapusAnggota: (k: KelompokItem, a: KelompokItem['anggota'][number]) =>
          openConfirmModal({
            title: 'Hapus Anggota',
            message: `${a.mahasiswa.nama} dikeluarkan dari ${k.nama}.${a.jabatan === 'ketua' ? ' Anggota pertama yang tersisa menjadi ketua.' : ''}`,
            confirmLabel: 'Hapus',
            onConfirm: () => hapusAnggota.mutate({ idKelompok: k.id, idMahasiswa: a.id_mahasiswa }, { onSuccess: ok, onError: (e) => showErrorToast(e) }),
          }),
      }
    : {};

  return (
    <Stack gap="md" data-testid="kelompok-panel">
      {canWrite ? (
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'baru' })} data-testid="kelompok-tambah">
            Tambah Kelompok
          </Button>
          <Button variant="light" leftSection={<IconArrowsShuffle size={16} />} onClick={() => setDialog({ kind: 'acak' })} data-testid="kelompok-acak">
            Kelompok Acak
          </Button>
        </Group>
      ) : null}
      {penilai && tanpa.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} data-testid="kelompok-tanpa">
          {tanpa.length} peserta belum memiliki kelompok: {tanpa.slice(0, 8).map((p) => p.nama).join(', ')}
          {tanpa.length > 8 ? ', …' : ''}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Kelompok gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Skeleton h={160} />
      ) : items.length === 0 ? (
        <EmptyState description={penilai ? 'Belum ada kelompok untuk tugas ini.' : 'Anda belum tergabung dalam kelompok untuk tugas ini.'} />
      ) : (
        <SimpleGrid cols={{ base: 1, tablet: 2, widescreen: 3 }} spacing="md" data-testid="kelompok-list">
          {items.map((k) => (
            <Stack key={k.id} gap={4}>
              <KelompokCard kelompok={k} idTugas={tugas.id} {...actions} />
              {canWrite ? (
                <Button size="compact-sm" variant="subtle" leftSection={<IconUserPlus size={14} />} onClick={() => setDialog({ kind: 'anggota', k })} data-testid="kelompok-tambah-anggota">
                  Tambah Anggota
                </Button>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={dialog !== null} onClose={() => setDialog(null)} size={MODAL_WIDTH.aksesForm} centered title={judulDialog(dialog)}>
        {dialog ? <DialogBody key={JSON.stringify(dialog.kind)} dialog={dialog} tugas={tugas} onClose={() => setDialog(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function judulDialog(d: Dialog) {
  if (!d) return '';
  return { baru: 'Tambah Kelompok', ubah: 'Ubah Kelompok', anggota: 'Tambah Anggota', acak: 'Kelompok Acak' }[d.kind];
}

function DialogBody({ dialog, tugas, onClose }: { dialog: NonNullable<Dialog>; tugas: TugasItem; onClose: () => void }) {
  const peserta = usePesertaTugas(tugas.id);
  const create = useCreateKelompok(tugas.id);
  const acak = useCreateKelompokAcak(tugas.id);
  const ubah = useUpdateKelompok(tugas.id);
  const tambah = useTambahAnggota(tugas.id);
  const [nama, setNama] = useState(dialog.kind === 'ubah' ? dialog.k.nama : '');
  const [anggota, setAnggota] = useState<string[]>([]);
  const [ukuran, setUkuran] = useState<number | string>(4);
  const [mode, setMode] = useState<'semua' | 'tanpa_kelompok'>('semua');
  const done = { onSuccess: (res: { status: { message: string } }) => (ok(res), onClose()), onError: (e: unknown) => showErrorToast(e) };
  const pilihan = (peserta.data ?? [])
    .filter((p) => dialog.kind !== 'anggota' || p.kelompok?.id !== dialog.k.id)
    .map((p) => ({ value: String(p.id_mahasiswa), label: `${p.nama} (${p.nim})${p.kelompok ? ` · ${p.kelompok.nama}` : ''}` }));

  if (dialog.kind === 'acak') {
    return (
      <Stack gap="md" data-testid="kelompok-acak-form">
        <NumberInput label="Jumlah anggota per kelompok" min={1} max={UKURAN_KELOMPOK_MAX} allowDecimal={false} value={ukuran} onChange={setUkuran} data-testid="kelompok-acak-ukuran" />
        <Radio.Group label="Peserta yang dibagi" value={mode} onChange={(v) => setMode(v as 'semua' | 'tanpa_kelompok')}>
          <Stack gap={6} mt={6}>
            <Radio value="semua" label="Semua peserta (kelompok yang ada diganti)" />
            <Radio value="tanpa_kelompok" label="Hanya peserta tanpa kelompok" />
          </Stack>
        </Radio.Group>
        <Text fz="xs" c="dimmed">
          Anggota pertama setiap kelompok menjadi ketua; sisa pembagian disebar ke kelompok lain.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button loading={acak.isPending} onClick={() => acak.mutate({ ukuran: Number(ukuran), mode }, done)} data-testid="kelompok-acak-simpan">
            Buat Kelompok
          </Button>
        </Group>
      </Stack>
    );
  }
  const simpan = () => {
    if (dialog.kind === 'baru') create.mutate({ nama: nama.trim(), anggota: anggota.map(Number) }, done);
    else if (dialog.kind === 'ubah') ubah.mutate({ idKelompok: dialog.k.id, nama: nama.trim() }, done);
    else tambah.mutate({ idKelompok: dialog.k.id, idMahasiswa: anggota.map(Number) }, done);
  };
  return (
    <Stack gap="md" data-testid="kelompok-form">
      {dialog.kind !== 'anggota' ? (
        <TextInput label="Nama Kelompok" withAsterisk maxLength={NAMA_KELOMPOK_MAX} value={nama} onChange={(e) => setNama(e.currentTarget.value)} data-testid="kelompok-nama-input" />
      ) : null}
      {dialog.kind !== 'ubah' ? (
        <MultiSelect
          label="Anggota"
          placeholder="Cari nama atau NIM"
          searchable
          data={pilihan}
          value={anggota}
          onChange={setAnggota}
          description="Mahasiswa yang sudah berkelompok dipindahkan ke kelompok ini."
          data-testid="kelompok-anggota-input"
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Batal
        </Button>
        <Button loading={create.isPending || ubah.isPending || tambah.isPending} onClick={simpan} data-testid="kelompok-simpan">
          Simpan
        </Button>
      </Group>
    </Stack>
  );
}
