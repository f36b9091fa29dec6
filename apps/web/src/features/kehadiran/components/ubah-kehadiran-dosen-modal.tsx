import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { PESAN, PESAN_KEHADIRAN, type KehadiranDosenPertemuan } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useUpdateKehadiranDosenSemua } from '../api/update-kehadiran-dosen';
import { bodiesDosen, dosenDiubah, gabungDataBaru, labelHadir, nilaiAwalDosen, tandaiTerkirim, tanggalLokal, toggleHadir, type DosenFormRow } from '../kehadiran-dosen-form';

const pesanGalat = (e: unknown) => (e instanceof Error && e.message) || PESAN.terjadiKesalahan;

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
 * 'Ubah Kehadiran Pengajar' (operators only, spec 1 §4-§7): a toggle per lecturer, starting from each one's current
 * presence and times; absent clears and disables the times; a present lecturer needs both ('Memulai/Mengakhiri
 * kuliah dosen {name} wajib diisi', saving aborted). Saving sends one PUT per edited lecturer in parallel (an
 * untouched lecturer is not written), then 'Berhasil mengubah kehadiran dosen'; a lecturer changed since the modal
 * read him is refused, his row shows the new state and the modal stays open.
 */
export function UbahKehadiranDosenModal({ opened, onClose, idPertemuan, data, timeZone, waktuMulai }: Props) {
  const [rows, setRows] = useState<DosenFormRow[]>([]);
  const [pesan, setPesan] = useState<string[]>([]);
  const simpan = useUpdateKehadiranDosenSemua(idPertemuan);
  const tanggal = tanggalLokal(waktuMulai ?? data.data.find((d) => d.mulai_kuliah)?.mulai_kuliah ?? new Date().toISOString(), timeZone);

  // Opening starts from the server's rows; data arriving while open updates the rows the operator has not edited.
  useEffect(() => {
    if (!opened) {
      setRows([]);
      setPesan([]);
      return;
    }
    setRows((rs) => gabungDataBaru(rs, nilaiAwalDosen(data.data, timeZone)));
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
    if (r.bodies.length === 0) {
      onClose();
      return;
    }
    const terkirim = new Set(r.bodies.map((b) => b.id_dosen));
    simpan.mutate(r.bodies, {
      onSuccess: (hasil) => {
        const gagal = hasil.filter((h) => h.error !== null).map((h) => pesanGalat(h.error));
        if (gagal.length === 0) {
          showSuccessToast(PESAN_KEHADIRAN.berhasilUbahDosen);
          onClose();
          return;
        }
        // Saved rows and refused ones alike take the server's state: the last one read now, the reload's when it
        // comes (it may bring nothing new when the modal had already read the change); the refusals stay listed.
        setRows((rs) => gabungDataBaru(rs.map((x) => (terkirim.has(x.id_dosen) ? tandaiTerkirim(x) : x)), nilaiAwalDosen(data.data, timeZone)));
        setPesan(gagal);
        gagal.forEach((m) => showErrorToast(m));
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
              <Group gap="xs">
                <Text fw={600}>{r.nama}</Text>
                {dosenDiubah(r) ? (
                  <Badge size="sm" variant="light" color="blue" tt="none" data-testid="ubah-dosen-diubah">
                    Diubah
                  </Badge>
                ) : null}
              </Group>
              <Switch
                checked={r.is_hadir}
                onChange={(e) => {
                  const v = e.currentTarget.checked;
                  setRow(i, (x) => toggleHadir(x, v));
                }}
                label={labelHadir(r)}
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
