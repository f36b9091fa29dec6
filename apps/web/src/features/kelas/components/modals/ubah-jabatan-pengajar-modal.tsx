import { useEffect, useState } from 'react';
import { Box, Button, Group, Modal, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { JABATAN_PENGAJAR, JABATAN_PENGAJAR_LABEL, MODAL_WIDTH, namaLengkapDosen, type JabatanPengajar, type KelasDetail, type PengajarKelasItem } from '@lms/shared';
import { TableScroll } from '@/components/table-scroll';
import { usePengajarKelas } from '../../api/get-pengajar-kelas';
import { useUpdateJabatanPengajar } from '../../api/update-jabatan-pengajar';
import { BELUM_ADA_PENGAJAR, prodiLabel } from '@/lib/format-kelas';
import { jabatanChanges, setJabatan } from '../../jabatan-draft';
import { InfoList } from '@/components/info-list';

const OPTIONS = JABATAN_PENGAJAR.map((j) => ({ value: j, label: JABATAN_PENGAJAR_LABEL[j] }));

/** Ubah Jabatan Pengajar (spec 1 §2.7, operator write only): Dosen Koordinator, Dosen, Asisten per teacher. */
export function UbahJabatanPengajarModal({ kelas, opened, onClose }: { kelas: KelasDetail; opened: boolean; onClose: () => void }) {
  const pengajar = usePengajarKelas(kelas.id, { enabled: opened });
  const [draft, setDraft] = useState<Record<number, string>>({});
  const original = Object.fromEntries((pengajar.data ?? []).map((p) => [p.id_dosen, p.jabatan])) as Record<number, string>;
  const originalKey = JSON.stringify(original);
  useEffect(() => {
    if (opened) setDraft(JSON.parse(originalKey) as Record<number, string>);
  }, [opened, originalKey]);

  const changes = jabatanChanges(original, draft);
  const save = useUpdateJabatanPengajar(kelas.id, { onSuccess: onClose });
  // One choice per teacher, shown in the card on a phone and in the table row from tablet up.
  const jabatanProps = (p: PengajarKelasItem) => ({
    'aria-label': `Jabatan ${namaLengkapDosen(p)}`,
    data: OPTIONS,
    value: draft[p.id_dosen] ?? p.jabatan,
    onChange: (v: string | null) => v && setDraft((d) => setJabatan(d, p.id_dosen, v as JabatanPengajar)),
    allowDeselect: false,
    comboboxProps: { withinPortal: true },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Ubah Jabatan Pengajar" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-ubah-jabatan-pengajar' } }}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Satu kelas memiliki satu Dosen Koordinator; memilih koordinator baru menjadikan koordinator sebelumnya Dosen.
        </Text>
        {pengajar.isPending ? (
          <Skeleton h={160} />
        ) : pengajar.isError ? (
          <Text c="red">{pengajar.error.message}</Text>
        ) : pengajar.data.length === 0 ? (
          <Text c="dimmed">{BELUM_ADA_PENGAJAR}</Text>
        ) : (
          <>
            {/* Under 768 px each teacher is a card (spec 1 §9); from tablet up, the table. */}
            <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar pengajar">
              {pengajar.data.map((p) => (
                <Paper key={p.id_dosen} withBorder p="sm" component="li" data-testid="jabatan-card" data-id-dosen={p.id_dosen}>
                  <InfoList
                    cols={2}
                    items={[
                      { label: 'Nama Pengajar', value: namaLengkapDosen(p) },
                      { label: 'NIDN', value: p.nidn || '-' },
                      { label: 'Prodi', value: prodiLabel(p.prodi) },
                    ]}
                  />
                  <Select mt="sm" label="Jabatan" {...jabatanProps(p)} data-testid={`jabatan-card-select-${p.id_dosen}`} />
                </Paper>
              ))}
            </Stack>
            <Box visibleFrom="tablet">
              <TableScroll label="Tabel pengajar" minWidth={560}>
                <Table striped verticalSpacing="xs" fz="sm" data-testid="jabatan-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th ta="center">No</Table.Th>
                      <Table.Th>Nama Pengajar</Table.Th>
                      <Table.Th>NIDN</Table.Th>
                      <Table.Th>Prodi</Table.Th>
                      <Table.Th w={200}>Jabatan</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {pengajar.data.map((p, i) => (
                      <Table.Tr key={p.id_dosen} data-testid="jabatan-row" data-id-dosen={p.id_dosen}>
                        <Table.Td ta="center">{i + 1}</Table.Td>
                        <Table.Td>{namaLengkapDosen(p)}</Table.Td>
                        <Table.Td>{p.nidn || '-'}</Table.Td>
                        <Table.Td>{prodiLabel(p.prodi)}</Table.Td>
                        <Table.Td>
                          <Select size="xs" {...jabatanProps(p)} data-testid={`jabatan-select-${p.id_dosen}`} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Box>
          </>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Batal
          </Button>
          <Button disabled={changes.length === 0} loading={save.isPending} onClick={() => save.mutate(changes)} data-testid="ubah-jabatan-submit">
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
