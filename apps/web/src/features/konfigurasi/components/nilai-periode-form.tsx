import { ActionIcon, Box, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { KOMPONEN_NILAI, PESAN_PENGATURAN, periodeLabel, type PengaturanNilaiPeriode } from '@lms/shared';
import { TableScroll } from '@/components/table-scroll';
import { showSuccessToast } from '@/components/toast';
import { useUbahPengaturan } from '../api/put-pengaturan';

type Props = { nilai: PengaturanNilaiPeriode[]; periodeBerjalan: number | null; bolehUbah: boolean };

const KOSONG = 'Belum ada bobot nilai per periode.';
const jumlah = (b: PengaturanNilaiPeriode) => KOMPONEN_NILAI.reduce((s, k) => s + (Number(b[k]) || 0), 0);

/** Grade weights per period (forum, kuis, tugas, uts, uas; they add up to 100). */
export function NilaiPeriodeForm({ nilai, periodeBerjalan, bolehUbah }: Props) {
  const form = useForm<{ baris: PengaturanNilaiPeriode[] }>({ mode: 'controlled', initialValues: { baris: nilai } });
  const ubah = useUbahPengaturan();
  const baris = form.getValues().baris;
  const tambah = () => {
    const terakhir = baris.reduce((m, b) => Math.max(m, b.periode), 0);
    const periode = terakhir ? (terakhir % 10 === 1 ? terakhir + 1 : terakhir + 9) : (periodeBerjalan ?? 20261);
    form.insertListItem('baris', { periode, forum: 10, kuis: 20, tugas: 20, uts: 20, uas: 30 });
  };
  const simpan = form.onSubmit((v) =>
    ubah.mutate(
      { pengaturan_nilai: v.baris },
      {
        onSuccess: (res) => {
          form.resetDirty({ baris: res.data.pengaturan_nilai });
          showSuccessToast(PESAN_PENGATURAN.disimpan);
        },
        },
    ),
  );
  return (
    <form onSubmit={simpan} data-testid="form-pengaturan_nilai">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Bobot komponen nilai per periode (persen); jumlah kelima bobot harus 100.
        </Text>
        {/* Under 768 px each period is a card with its inputs stacked (spec 1 §9); from tablet up, the table. */}
        <Stack gap="xs" hiddenFrom="tablet" data-testid="nilai-periode-cards">
          {baris.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {KOSONG}
            </Text>
          ) : null}
          {baris.map((b, i) => (
            <Paper key={form.key(`baris.${i}.periode`)} withBorder p="sm" data-testid="nilai-periode-card">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <NumberInput
                  label="Periode"
                  aria-label={`Kode periode baris ${i + 1}`}
                  w={140}
                  disabled={!bolehUbah}
                  {...form.getInputProps(`baris.${i}.periode`)}
                  description={periodeLabel(b.periode)}
                />
                <Stack gap={0} align="flex-end">
                  <Text fz="xs" c="dimmed" fw={600}>
                    Jumlah
                  </Text>
                  <Text fw={700} data-testid="nilai-periode-jumlah">
                    {jumlah(b)}
                  </Text>
                </Stack>
              </Group>
              <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs" mt="xs">
                {KOMPONEN_NILAI.map((k) => (
                  <NumberInput
                    key={k}
                    label={k.toUpperCase()}
                    aria-label={`${k} ${periodeLabel(b.periode)}`}
                    min={0}
                    max={100}
                    disabled={!bolehUbah}
                    {...form.getInputProps(`baris.${i}.${k}`)}
                  />
                ))}
              </SimpleGrid>
              {bolehUbah ? (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  mt="sm"
                  fullWidth
                  leftSection={<IconTrash size={14} />}
                  aria-label={`Hapus periode ${periodeLabel(b.periode)}`}
                  onClick={() => form.removeListItem('baris', i)}
                >
                  Hapus
                </Button>
              ) : null}
            </Paper>
          ))}
        </Stack>
        <Box visibleFrom="tablet">
          <TableScroll label="Bobot nilai per periode" minWidth={720}>
            <Table striped withTableBorder data-testid="nilai-periode-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Periode</Table.Th>
                  {KOMPONEN_NILAI.map((k) => (
                    <Table.Th key={k}>{k.toUpperCase()}</Table.Th>
                  ))}
                  <Table.Th>Jumlah</Table.Th>
                  {bolehUbah ? <Table.Th aria-label="Aksi" /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {baris.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>{KOSONG}</Table.Td>
                  </Table.Tr>
                ) : null}
                {baris.map((b, i) => (
                  <Table.Tr key={form.key(`baris.${i}.periode`)}>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Kode periode baris ${i + 1}`}
                        w={110}
                        disabled={!bolehUbah}
                        {...form.getInputProps(`baris.${i}.periode`)}
                        description={periodeLabel(b.periode)}
                      />
                    </Table.Td>
                    {KOMPONEN_NILAI.map((k) => (
                      <Table.Td key={k}>
                        <NumberInput aria-label={`${k} ${periodeLabel(b.periode)}`} w={80} min={0} max={100} disabled={!bolehUbah} {...form.getInputProps(`baris.${i}.${k}`)} />
                      </Table.Td>
                    ))}
                    <Table.Td>{jumlah(b)}</Table.Td>
                    {bolehUbah ? (
                      <Table.Td>
                        <ActionIcon variant="subtle" color="red" aria-label={`Hapus periode ${periodeLabel(b.periode)}`} onClick={() => form.removeListItem('baris', i)}>
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
        {bolehUbah ? (
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={tambah}>
              Tambah Periode
            </Button>
            <Button type="submit" loading={ubah.isPending} data-testid="simpan-pengaturan_nilai">
              Simpan
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
