import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { PESAN_KEHADIRAN, type KehadiranDosenPertemuan } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useUpdateKehadiranDosenSemua } from '../api/update-kehadiran-dosen';
import { bodiesDosen, nilaiAwalDosen, tanggalLokal, toggleHadir, type DosenFormRow } from '../kehadiran-dosen-form';

type Props = {
  opened: boolean;
  onClose: () => void;
  idPertemuan: number;
  data: KehadiranDosenPertemuan;
  timeZone: string;
  /** The meeting's start (its day is the day of the times typed); defaults to the first lecturer's start. */
  waktuMulai?: string | null;
};

/**
 * 'Ubah Kehadiran Pengajar' (operators only, spec 1 §4-§7): a toggle per lecturer; absent clears and disables the
 * times; a present lecturer needs both ('Memulai/Mengakhiri kuliah dosen {name} wajib diisi', saving aborted).
 * Saving sends one PUT per lecturer in parallel, then 'Berhasil mengubah kehadiran dosen'.
 */
export function UbahKehadiranDosenModal({ opened, onClose, idPertemuan, data, timeZone, waktuMulai }: Props) {
  const [rows, setRows] = useState<DosenFormRow[]>([]);
  const [pesan, setPesan] = useState<string[]>([]);
  const simpan = useUpdateKehadiranDosenSemua(idPertemuan);
  const tanggal = tanggalLokal(waktuMulai ?? data.data.find((d) => d.mulai_kuliah)?.mulai_kuliah ?? new Date().toISOString(), timeZone);

  useEffect(() => {
    if (opened) {
      setRows(nilaiAwalDosen(data.data, timeZone));
      setPesan([]);
    }
  }, [opened, data, timeZone]);

  const setRow = (i: number, patch: (r: DosenFormRow) => DosenFormRow) => setRows((rs) => rs.map((r, j) => (j === i ? patch(r) : r)));

  const submit = () => {
    const r = bodiesDosen(rows, tanggal, timeZone);
    if (!r.ok) {
      setPesan(r.pesan);
      r.pesan.forEach((m) => showErrorToast(m));
      return;
    }
    setPesan([]);
    simpan.mutate(r.bodies, {
      onSuccess: () => {
        showSuccessToast(PESAN_KEHADIRAN.berhasilUbahDosen);
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Ubah Kehadiran Pengajar" size={800} centered>
      <Stack gap="sm">
        {pesan.length > 0 ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="ubah-dosen-pesan">
            <Stack gap={2}>
              {pesan.map((m) => (
                <Text key={m} fz="sm">
                  {m}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {rows.map((r, i) => (
          <Paper key={r.id_dosen} withBorder p="sm" data-testid="ubah-dosen-row">
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Text fw={600}>{r.nama}</Text>
              <Switch
                checked={r.is_hadir}
                onChange={(e) => {
                  const v = e.currentTarget.checked;
                  setRow(i, (x) => toggleHadir(x, v));
                }}
                label={r.is_hadir ? 'Hadir' : 'Tidak Hadir'}
                aria-label={`Kehadiran ${r.nama}`}
                data-testid="ubah-dosen-hadir"
              />
            </Group>
            <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="sm">
              <TimeInput
                label="Memulai Kuliah"
                leftSection={<IconClock size={16} />}
                disabled={!r.is_hadir}
                value={r.jam_mulai}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setRow(i, (x) => ({ ...x, jam_mulai: v }));
                }}
                data-testid="ubah-dosen-mulai"
              />
              <TimeInput
                label="Mengakhiri Kuliah"
                leftSection={<IconClock size={16} />}
                disabled={!r.is_hadir}
                value={r.jam_selesai}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setRow(i, (x) => ({ ...x, jam_selesai: v }));
                }}
                data-testid="ubah-dosen-selesai"
              />
            </SimpleGrid>
          </Paper>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={submit} loading={simpan.isPending} data-testid="ubah-dosen-simpan">
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
