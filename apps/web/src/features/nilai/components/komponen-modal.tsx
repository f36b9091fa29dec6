import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PESAN_NILAI, type KomponenSikad } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useAktivitasNilai } from '../api/get-aktivitas-nilai';
import { useUpdateKomponen } from '../api/update-komponen';
import { kunciAktivitas, perubahanKomponen } from '../komponen-form';

type Pilihan = { jenis_aktivitas: string; id: string; label: string; jenis: string };

/**
 * 'Pengaturan Nilai {type} SIKAD': which activities feed a Siakad component; save (only the activities added and
 * removed), then everything reloads.
 */
export function KomponenModal({ idKelas, komponen, onClose }: { idKelas: string; komponen: KomponenSikad | null; onClose: () => void }) {
  const aktivitas = useAktivitasNilai(idKelas, komponen !== null);
  const simpan = useUpdateKomponen(idKelas);
  const [list, setList] = useState<Pilihan[]>([]);
  const [tambah, setTambah] = useState<string | null>(null);
  useEffect(() => {
    setList(komponen?.aktivitas.map((a) => ({ jenis_aktivitas: a.jenis_aktivitas, id: a.id, label: a.label, jenis: a.jenis })) ?? []);
    setTambah(null);
  }, [komponen]);
  const dipilih = new Set(list.map(kunciAktivitas));
  const opsi = (aktivitas.data ?? [])
    .filter((a) => !dipilih.has(kunciAktivitas(a)))
    .map((a) => ({ value: kunciAktivitas(a), label: `${a.label_pertemuan} · ${a.jenis.toUpperCase()} · ${a.label}` }));

  return (
    <Modal opened={komponen !== null} onClose={onClose} title={komponen ? `Pengaturan Nilai ${komponen.label} SIKAD` : ''} size="lg" centered>
      <Stack>
        <Group align="flex-end">
          <Select
            label="Tambah aktivitas"
            placeholder="Pilih aktivitas"
            data={opsi}
            value={tambah}
            onChange={setTambah}
            searchable
            style={{ flex: 1 }}
            data-testid="komponen-pilih-aktivitas"
          />
          <Button
            variant="light"
            disabled={!tambah}
            onClick={() => {
              const a = aktivitas.data?.find((x) => kunciAktivitas(x) === tambah);
              if (a) setList((l) => [...l, { jenis_aktivitas: a.jenis_aktivitas, id: a.id, label: a.label, jenis: a.jenis }]);
              setTambah(null);
            }}
            data-testid="komponen-tambah"
          >
            Tambah
          </Button>
        </Group>
        {list.length === 0 ? (
          <Alert color="yellow">{PESAN_NILAI.komponenKosong}</Alert>
        ) : (
          <Table data-testid="komponen-daftar">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Jenis</Table.Th>
                <Table.Th>Aktivitas</Table.Th>
                <Table.Th>
                  <span className="sr-only">Aksi</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((a) => (
                <Table.Tr key={kunciAktivitas(a)}>
                  <Table.Td>{a.jenis.toUpperCase()}</Table.Td>
                  <Table.Td>
                    <Text fz="sm">{a.label}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${a.label}`} onClick={() => setList((l) => l.filter((x) => kunciAktivitas(x) !== kunciAktivitas(a)))}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            loading={simpan.isPending}
            onClick={() => {
              if (!komponen) return;
              // Only the user's changes are sent; with none there is nothing to write.
              const body = perubahanKomponen(komponen.aktivitas, list);
              if (!body) return onClose();
              simpan.mutate(
                { komponenId: komponen.id, body },
                {
                  onSuccess: (res) => {
                    showSuccessToast(res.status.message);
                    onClose();
                  },
                  onError: (e) => showErrorToast(PESAN_NILAI.pesanGagal(PESAN_NILAI.gagalSimpanKomponen, e.message)),
                },
              );
            }}
            data-testid="komponen-simpan"
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
