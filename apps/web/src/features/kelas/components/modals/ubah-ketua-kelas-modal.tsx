import { useEffect, useState } from 'react';
import { Box, Button, Group, Modal, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, JABATAN_PESERTA, JABATAN_PESERTA_LABEL, KETUA_KELAS_SEARCH_DEBOUNCE_MS, MODAL_WIDTH, type JabatanPeserta, type KelasDetail, type PesertaKelasItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { usePesertaKelas } from '../../api/get-peserta-kelas';
import { useUpdateKetuaKelas } from '../../api/update-ketua-kelas';
import { prodiLabel } from '@/lib/format-kelas';
import { applyJabatan, jabatanInDraft, ketuaChanges } from '../../ketua-draft';
import { PESERTA_KOSONG } from '../data-peserta-card';
import { InfoList } from '@/components/info-list';
import { usePageState } from '@/lib/use-page-state';

const OPTIONS = JABATAN_PESERTA.map((j) => ({ value: j, label: JABATAN_PESERTA_LABEL[j] }));

/** Ubah Ketua Kelas (spec 1 §2.7, width 900): per participant 'Ketua Kelas' / 'Peserta'; search debounced 1000 ms. */
export function UbahKetuaKelasModal({ kelas, opened, onClose }: { kelas: KelasDetail; opened: boolean; onClose: () => void }) {
  const current = kelas.ketua_kelas?.nim ?? null;
  const [draft, setDraft] = useState<string | null>(current);
  const [search, setSearch] = useState('');
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  useEffect(() => {
    if (opened) {
      setDraft(current);
      setSearch('');
      setPage(1);
    }
  }, [opened, current, setPage]);

  const peserta = usePesertaKelas(kelas.id, { page, per_page: perPage, search }, { enabled: opened });
  const items = peserta.data?.data ?? [];
  const changes = ketuaChanges(current, draft);
  const save = useUpdateKetuaKelas(kelas.id, { onSuccess: onClose });
  // One choice per participant, shown in the card on a phone and in the table row from tablet up.
  const jabatanProps = (p: PesertaKelasItem) => ({
    'aria-label': `Jabatan ${p.nama}`,
    data: OPTIONS,
    value: jabatanInDraft(p.nim, draft),
    onChange: (v: string | null) => v && setDraft((d) => applyJabatan(d, p.nim, v as JabatanPeserta)),
    allowDeselect: false,
    comboboxProps: { withinPortal: true },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Ubah Ketua Kelas" size={MODAL_WIDTH.ketuaKelas} attributes={{ content: { 'data-testid': 'modal-ubah-ketua-kelas' } }}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Pilih satu peserta sebagai Ketua Kelas. Ketua kelas saat ini: {kelas.ketua_kelas ? `${kelas.ketua_kelas.nama} (${kelas.ketua_kelas.nim})` : '-'}.
        </Text>
        <SearchInput
          value={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          delay={KETUA_KELAS_SEARCH_DEBOUNCE_MS}
          placeholder="Cari NIM atau nama mahasiswa"
          data-testid="ketua-search"
        />
        {peserta.isPending ? (
          <Skeleton h={260} />
        ) : peserta.isError ? (
          <Text c="red">{peserta.error.message}</Text>
        ) : items.length === 0 ? (
          <EmptyState size="sm" description={search ? 'Tidak ada mahasiswa yang sesuai dengan pencarian.' : PESERTA_KOSONG} />
        ) : (
          <>
            {/* Under 768 px each participant is a card (spec 1 §9); from tablet up, the table. */}
            <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, opacity: peserta.isPlaceholderData ? 0.6 : 1 }} aria-label="Daftar peserta">
              {items.map((p) => (
                <Paper key={p.nim} withBorder p="sm" component="li" data-testid="ketua-card" data-nim={p.nim}>
                  <InfoList
                    cols={2}
                    items={[
                      { label: 'NIM', value: p.nim },
                      { label: 'Nama', value: p.nama },
                      { label: 'Prodi', value: prodiLabel(p.prodi) },
                      { label: 'Angkatan', value: p.angkatan },
                    ]}
                  />
                  <Select mt="sm" label="Jabatan" {...jabatanProps(p)} data-testid={`ketua-card-select-${p.nim}`} />
                </Paper>
              ))}
            </Stack>
            <Box visibleFrom="tablet">
              <TableScroll label="Tabel peserta" minWidth={640}>
                <Table striped verticalSpacing="xs" fz="sm" style={{ opacity: peserta.isPlaceholderData ? 0.6 : 1 }} data-testid="ketua-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th ta="center">No</Table.Th>
                      <Table.Th>NIM</Table.Th>
                      <Table.Th>Nama</Table.Th>
                      <Table.Th>Prodi</Table.Th>
                      <Table.Th ta="center">Angkatan</Table.Th>
                      <Table.Th w={180}>Jabatan</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((p, i) => (
                      <Table.Tr key={p.nim} data-testid="ketua-row" data-nim={p.nim}>
                        <Table.Td ta="center">{(page - 1) * perPage + i + 1}</Table.Td>
                        <Table.Td>{p.nim}</Table.Td>
                        <Table.Td>{p.nama}</Table.Td>
                        <Table.Td>{prodiLabel(p.prodi)}</Table.Td>
                        <Table.Td ta="center">{p.angkatan}</Table.Td>
                        <Table.Td>
                          <Select size="xs" {...jabatanProps(p)} data-testid={`ketua-select-${p.nim}`} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Box>
          </>
        )}
        {items.length > 0 ? (
          <PaginationRow
            page={page}
            perPage={perPage}
            total={peserta.data?.meta.total_items ?? 0}
            onPageChange={setPage}
            onPerPageChange={setPerPage}
          />
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Batal
          </Button>
          <Button
            disabled={changes.length === 0}
            loading={save.isPending}
            onClick={() => {
              const [change] = changes;
              if (change) save.mutate(change);
            }}
            data-testid="ubah-ketua-submit"
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
