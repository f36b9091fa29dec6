import { useState } from 'react';
import { ActionIcon, Box, Button, Group, NumberInput, Paper, Skeleton, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_TAMBAHAN_MENIT } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useCan } from '@/lib/authorization';
import { useAkomodasi, useHapusAkomodasi, useSimpanAkomodasi } from '../api/akomodasi';

/**
 * 'Tambahan Waktu Ujian' (operators): the built-in academic system's exam accommodations — extra minutes per
 * student that every attempt the student starts adds to its deadline. Read on kelas_kuliah lists them, write
 * changes them.
 */
export function AkomodasiPanel() {
  const baca = useCan('kelas_kuliah', 'read');
  const tulis = useCan('kelas_kuliah', 'write');
  const list = useAkomodasi(baca);
  const simpan = useSimpanAkomodasi();
  const hapus = useHapusAkomodasi();
  const [nim, setNim] = useState('');
  const [menit, setMenit] = useState<number | string>(15);
  const [keterangan, setKeterangan] = useState('');
  if (!baca) return null;
  const rows = list.data ?? [];

  const kirim = () =>
    simpan.mutate(
      { nim: nim.trim(), tambahan_menit: Number(menit) || 0, keterangan },
      {
        onSuccess: (r) => {
          showSuccessToast(r.status.message);
          setNim('');
          setKeterangan('');
        },
        onError: (e) => showErrorToast(e),
      },
    );

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} mt="md" data-testid="akomodasi-panel">
      <Title order={2} fz="md" mb={4}>
        Tambahan Waktu Ujian
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Menit tambahan per mahasiswa yang ditambahkan pada batas waktu setiap kuis/ujian yang dimulai.
      </Text>
      {tulis ? (
        <Group align="end" gap="sm" mb="md" wrap="wrap">
          <TextInput label="NIM" value={nim} onChange={(e) => setNim(e.currentTarget.value)} style={{ flex: '1 1 160px' }} data-testid="akomodasi-nim" />
          <NumberInput label="Tambahan (menit)" min={0} max={MAX_TAMBAHAN_MENIT} value={menit} onChange={setMenit} style={{ flex: '0 1 160px' }} data-testid="akomodasi-menit" />
          <TextInput label="Keterangan" value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value)} style={{ flex: '2 1 220px' }} />
          <Button onClick={kirim} loading={simpan.isPending} disabled={!nim.trim()} data-testid="akomodasi-simpan">
            Simpan
          </Button>
        </Group>
      ) : null}
      {list.isPending ? (
        <Skeleton h={80} />
      ) : rows.length === 0 ? (
        <EmptyState description="Belum ada tambahan waktu ujian." />
      ) : (
        <Box>
          <TableScroll label="Tambahan waktu ujian" minWidth={560}>
            <Table striped data-testid="akomodasi-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>NIM</Table.Th>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>Tambahan</Table.Th>
                  <Table.Th>Keterangan</Table.Th>
                  {tulis ? <Table.Th aria-label="Aksi" /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.nim}>
                    <Table.Td>{a.nim}</Table.Td>
                    <Table.Td>{a.nama}</Table.Td>
                    <Table.Td>{a.tambahan_menit} menit</Table.Td>
                    <Table.Td>{a.keterangan || '-'}</Table.Td>
                    {tulis ? (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Hapus tambahan waktu ${a.nim}`}
                          onClick={() =>
                            openDeleteModal({
                              title: 'Hapus Tambahan Waktu',
                              message: `Hapus tambahan waktu ujian ${a.nama} (${a.nim})?`,
                              onConfirm: () => hapus.mutate(a.nim, { onSuccess: (r) => showSuccessToast(r.status.message), onError: (e) => showErrorToast(e) }),
                            })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Box>
      )}
    </Paper>
  );
}
