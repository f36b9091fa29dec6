import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Paper, Select, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PESAN_KEHADIRAN, formatPersen, formatTanggalWaktuZona, type RekapKehadiranKelas } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { TableScroll } from '@/components/table-scroll';
import { showSuccessToast } from '@/components/toast';
import { useCreatePengecualianUjian } from '../api/create-pengecualian-ujian';
import { useDeletePengecualianUjian } from '../api/delete-pengecualian-ujian';
import { usePengecualianUjian } from '../api/get-pengecualian-ujian';

/**
 * Exceptions to the UAS attendance minimum of one class (issue 16 point 7): operators grant one to a student with
 * a reason (logged by the server) or withdraw it.
 */
export function PengecualianUjianSection({ rekap, timeZone }: { rekap: RekapKehadiranKelas; timeZone: string }) {
  const idKelas = rekap.kelas_kuliah.id;
  const q = usePengecualianUjian({ id_kelas_kuliah: idKelas, per_page: 100 });
  const tambah = useCreatePengecualianUjian();
  const hapus = useDeletePengecualianUjian();
  const [open, setOpen] = useState(false);
  const [nim, setNim] = useState<string | null>(null);
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);

  const simpan = () => {
    if (!nim) return setGalat(PESAN_KEHADIRAN.nimWajib);
    if (!alasan.trim()) return setGalat(PESAN_KEHADIRAN.alasanWajib);
    setGalat(null);
    tambah.mutate(
      { id_kelas_kuliah: idKelas, nim, alasan: alasan.trim() },
      {
        onSuccess: () => {
          showSuccessToast(PESAN_KEHADIRAN.berhasilPengecualian);
          setOpen(false);
          setNim(null);
          setAlasan('');
        },
      },
    );
  };

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="pengecualian-title" data-testid="pengecualian-ujian">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="md" id="pengecualian-title">
          Pengecualian Syarat Kehadiran UAS
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)} data-testid="pengecualian-tambah">
          Tambah Pengecualian
        </Button>
      </Group>
      {q.isPending ? (
        <Skeleton h={60} />
      ) : q.isError ? (
        <Alert color="red">{q.error.message}</Alert>
      ) : q.data.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Belum ada pengecualian pada kelas ini.
        </Text>
      ) : (
        <TableScroll label="Tabel pengecualian ujian" minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Mahasiswa</Table.Th>
                <Table.Th>Alasan</Table.Th>
                <Table.Th>Diberikan</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.data.map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {x.mahasiswa.nama}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {x.mahasiswa.nim}
                    </Text>
                  </Table.Td>
                  <Table.Td>{x.alasan}</Table.Td>
                  <Table.Td>
                    <Text fz="xs">{x.created_by?.name ?? '-'}</Text>
                    <Text fz="xs" c="dimmed">
                      {formatTanggalWaktuZona(x.created_at, timeZone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Hapus pengecualian ${x.mahasiswa.nama}`}
                      onClick={() =>
                        openDeleteModal({
                          title: 'Hapus Pengecualian',
                          message: `Hapus pengecualian UAS untuk ${x.mahasiswa.nama}?`,
                          onConfirm: () => hapus.mutate(x.id, { onSuccess: () => showSuccessToast(PESAN_KEHADIRAN.berhasilHapusPengecualian) }),
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Tambah Pengecualian" size={600} centered>
        <Stack gap="sm">
          <Select
            label="Mahasiswa"
            withAsterisk
            searchable
            data={rekap.peserta.map((r) => ({ value: r.mahasiswa.nim, label: `${r.mahasiswa.nama} (${r.mahasiswa.nim}) · ${formatPersen(r.persentase)}` }))}
            value={nim}
            onChange={setNim}
            data-testid="pengecualian-nim"
          />
          <Textarea label="Alasan" withAsterisk minRows={3} maxLength={1000} value={alasan} onChange={(e) => setAlasan(e.currentTarget.value)} data-testid="pengecualian-alasan" />
          {galat ? (
            <Text fz="sm" c="red.9">
              {galat}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Batal
            </Button>
            <Button onClick={simpan} loading={tambah.isPending} data-testid="pengecualian-simpan">
              Simpan
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
