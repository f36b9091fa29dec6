import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { JABATAN_PENGAJAR, JABATAN_PENGAJAR_LABEL, MODAL_WIDTH, namaLengkapDosen, type JabatanPengajar, type KelasDetail } from '@lms/shared';
import { usePengajarKelas } from '../../api/get-pengajar-kelas';
import { useUpdateJabatanPengajar } from '../../api/update-jabatan-pengajar';
import { BELUM_ADA_PENGAJAR, prodiLabel } from '../../format';
import { jabatanChanges, setJabatan } from '../../jabatan-draft';

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
          <Table.ScrollContainer minWidth={560} type="native">
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
                      <Select
                        size="xs"
                        aria-label={`Jabatan ${namaLengkapDosen(p)}`}
                        data={OPTIONS}
                        value={draft[p.id_dosen] ?? p.jabatan}
                        onChange={(v) => v && setDraft((d) => setJabatan(d, p.id_dosen, v as JabatanPengajar))}
                        allowDeselect={false}
                        comboboxProps={{ withinPortal: true }}
                        data-testid={`jabatan-select-${p.id_dosen}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
