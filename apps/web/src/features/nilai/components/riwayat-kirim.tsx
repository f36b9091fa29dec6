import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { HASIL_KIRIM_LABEL, formatNilai, formatTanggalWaktuZona } from '@lms/shared';
import { PaginationRow } from '@/components/pagination-row';
import { showErrorToast } from '@/components/toast';
import { downloadFile } from '@/lib/fetch-file';
import { usePageState } from '@/lib/use-page-state';
import { useRiwayatKirim } from '../api/get-riwayat-kirim';
import { nilaiBase } from '../api/keys';

const WARNA = { menunggu: 'gray', terkirim: 'teal', gagal: 'red' } as const;

/** The send ledger of the class (who, when, old, new, result) with its xlsx export. */
export function RiwayatKirim({ idKelas, timeZone }: { idKelas: string; timeZone: string | undefined }) {
  const { page, setPage, perPage, setPerPage } = usePageState(10);
  const q = useRiwayatKirim(idKelas, page, perPage, true);
  const rows = q.data?.data ?? [];
  return (
    <Paper withBorder p="md" mt="md" data-testid="riwayat-kirim">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          Riwayat Kirim Nilai ke Siakad
        </Title>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => downloadFile(`/api${nilaiBase(idKelas)}/riwayat_kirim/export_excel`).catch((e) => showErrorToast(e))} data-testid="riwayat-export">
          Unduh Excel
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Belum ada nilai yang dikirim.
        </Text>
      ) : (
        <div className="table-scroll" role="region" aria-label="Riwayat kirim nilai" tabIndex={0}>
          <Table striped miw={800}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Waktu</Table.Th>
                <Table.Th>Oleh</Table.Th>
                <Table.Th>Komponen</Table.Th>
                <Table.Th>Mahasiswa</Table.Th>
                <Table.Th>Nilai Lama</Table.Th>
                <Table.Th>Nilai Baru</Table.Th>
                <Table.Th>Hasil</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatTanggalWaktuZona(r.dibuat_pada, timeZone)}</Table.Td>
                  <Table.Td>{r.dikirim_oleh}</Table.Td>
                  <Table.Td>{r.komponen.label}</Table.Td>
                  <Table.Td>
                    {r.mahasiswa.nim} {r.mahasiswa.nama}
                  </Table.Td>
                  <Table.Td>{r.nilai_lama === null ? '-' : formatNilai(r.nilai_lama)}</Table.Td>
                  <Table.Td>{formatNilai(r.nilai_baru)}</Table.Td>
                  <Table.Td>
                    <Badge color={`${WARNA[r.hasil]}.9`} variant="filled">
                      {HASIL_KIRIM_LABEL[r.hasil]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <PaginationRow page={page} perPage={perPage} total={q.data?.meta.total_items ?? 0} onPageChange={setPage} onPerPageChange={setPerPage} />
    </Paper>
  );
}
