import { Button, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { namaLengkapDosen, periodeLabel, type KelasListItem } from '@lms/shared';
import { paths } from '@/config/paths';
import { BELUM_ADA_PENGAJAR, prodiKelasLabel, prodiLabel } from '@/lib/format-kelas';
import { BapButton, sasaranKelas } from './bap-button';
import { TableScroll } from '@/components/table-scroll';


/** The ten columns of spec 1 §2.6, in order, then the row actions. */
export const KELAS_TABLE_COLUMNS = ['No', 'Periode', 'Mata Kuliah', 'Kelas', 'Pengajar', 'SKS', 'Peserta', 'Pertemuan', 'Prodi Matkul', 'Prodi Kelas'] as const;

/** Operator class table 'Data Pertemuan' (spec 1 §2.6); `offset` numbers the rows across pages. */
export function KelasTable({ items, offset }: { items: KelasListItem[]; offset: number }) {
  return (
    // No sticky action column: pinned over a scrolled table it hid 'Prodi Matkul' and 'Prodi Kelas' at 1280 px.
    <TableScroll label="Tabel data kelas" minWidth={1120}>
      <Table highlightOnHover verticalSpacing="sm" fz="sm" data-testid="kelas-table">
        <Table.Thead>
          <Table.Tr>
            {KELAS_TABLE_COLUMNS.map((c) => (
              <Table.Th key={c} style={{ whiteSpace: 'nowrap' }} ta={['No', 'SKS', 'Peserta', 'Pertemuan'].includes(c) ? 'center' : undefined}>
                {c}
              </Table.Th>
            ))}
            <Table.Th ta="center">
              Aksi
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((k, i) => (
            <Table.Tr key={k.id} data-testid="kelas-row" data-id={k.id}>
              <Table.Td ta="center">{offset + i + 1}</Table.Td>
              <Table.Td miw={84}>{periodeLabel(k.periode)}</Table.Td>
              <Table.Td miw={160}>
                <Text fz="xs" c="dimmed" fw={600}>
                  {k.mata_kuliah.kode}
                </Text>
                <Text fz="sm" fw={600} lh={1.3}>
                  {k.mata_kuliah.nama}
                </Text>
              </Table.Td>
              <Table.Td miw={96}>
                {k.kelas.nama} - {k.kelas.jenis.nama}
              </Table.Td>
              <Table.Td miw={160}>
                {k.pengajar.length ? (
                  <Stack gap={2}>
                    {k.pengajar.map((p) => (
                      <Text key={p.id_dosen} fz="sm" lh={1.3}>
                        {namaLengkapDosen(p)}
                      </Text>
                    ))}
                  </Stack>
                ) : (
                  <Text fz="sm" c="dimmed">
                    {BELUM_ADA_PENGAJAR}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="center">{k.mata_kuliah.sks}</Table.Td>
              <Table.Td ta="center">{k.jumlah_peserta}</Table.Td>
              <Table.Td ta="center">{k.jumlah_pertemuan}</Table.Td>
              <Table.Td miw={110}>{prodiLabel(k.mata_kuliah.prodi)}</Table.Td>
              <Table.Td miw={110}>{prodiKelasLabel(k.prodi_kelas)}</Table.Td>
              <Table.Td>
                <Stack gap={6} align="stretch">
                  <BapButton fullWidth sasaran={sasaranKelas(k)} data-testid="kelas-unduh-bap" />
                  <Button size="xs" component={Link} to={paths.kelas.detail.getHref(k.id)} leftSection={<IconEye size={14} />} data-testid="kelas-lihat">
                    Lihat
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
