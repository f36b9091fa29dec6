import { ActionIcon, Alert, Badge, Box, Button, Paper, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { TableScroll } from '@/components/table-scroll';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { formatTanggalWaktuZona, JENIS_IMPORT, type JenisImport } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { useServerTime } from '@/lib/server-time';
import { useDownloadLaporanImport } from '../api/download-laporan';
import { useImportHistory } from '../api/get-import-history';
import { JENIS_IMPORT_NAMA } from './impor-data-master';
import { InfoList } from '@/components/info-list';
import { usePageState } from '@/lib/use-page-state';

const jenisNama = (j: string) => ((JENIS_IMPORT as readonly string[]).includes(j) ? JENIS_IMPORT_NAMA[j as JenisImport] : j);

const StatusImport = ({ status }: { status: string }) => (
  <Badge size="sm" variant="light" color={status === 'completed' ? 'green' : 'red'}>
    {status === 'completed' ? 'Berhasil' : 'Gagal'}
  </Badge>
);

/** 'Riwayat Impor': earlier imports with their counts and reports. */
export function ImportHistoryTable() {
  const { timeZone } = useServerTime();
  const { page, setPage, perPage, setPerPage } = usePageState(5);
  const history = useImportHistory({ page, per_page: perPage });
  const laporan = useDownloadLaporanImport();
  const items = history.data?.data ?? [];

  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="riwayat-impor-title" data-testid="import-history">
      <Title order={3} fz="lg" id="riwayat-impor-title" mb="sm">
        Riwayat Impor
      </Title>
      {history.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Riwayat impor gagal dimuat">
          {history.error.message}
        </Alert>
      ) : history.isPending ? (
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState size="sm" description="Belum ada impor data master." />
      ) : (
        <>
          {/* Under 768 px each import is a card with every column of the table (spec 1 §9); from tablet up, the table. */}
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar riwayat impor">
            {items.map((h) => (
              <Paper key={h.id} withBorder p="sm" component="li" data-testid="import-history-card">
                <InfoList
                  cols={2}
                  items={[
                    { label: 'Waktu', value: formatTanggalWaktuZona(h.created_at, timeZone) },
                    { label: 'Jenis', value: jenisNama(h.jenis) },
                    { label: 'Berkas', value: h.nama_file },
                    { label: 'Status', value: <StatusImport status={h.status} /> },
                    { label: 'Total', value: h.total_baris },
                    { label: 'Diterima', value: h.baris_diterima },
                    { label: 'Ditolak', value: h.baris_ditolak },
                    { label: 'Oleh', value: h.created_by?.nama ?? '-' },
                    ...(h.url_laporan ? [] : [{ label: 'Laporan', value: '-' }]),
                  ]}
                />
                {h.url_laporan ? (
                  <Button
                    size="xs"
                    variant="light"
                    mt="sm"
                    fullWidth
                    leftSection={<IconDownload size={14} />}
                    aria-label={`Unduh laporan ${h.nama_file}`}
                    onClick={() => laporan.mutate(h.url_laporan!)}
                    data-testid="import-history-card-laporan"
                  >
                    Unduh Laporan
                  </Button>
                ) : null}
              </Paper>
            ))}
          </Stack>
          <Box visibleFrom="tablet">
            <TableScroll label="Tabel riwayat impor" minWidth={760}>
              <Table striped="even" verticalSpacing="xs" fz="sm" data-testid="import-history-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Waktu</Table.Th>
                    <Table.Th>Jenis</Table.Th>
                    <Table.Th>Berkas</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th ta="right">Diterima</Table.Th>
                    <Table.Th ta="right">Ditolak</Table.Th>
                    <Table.Th>Oleh</Table.Th>
                    <Table.Th w={60}>Laporan</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((h) => (
                    <Table.Tr key={h.id} data-testid="import-history-row">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTanggalWaktuZona(h.created_at, timeZone)}</Table.Td>
                      <Table.Td>{jenisNama(h.jenis)}</Table.Td>
                      <Table.Td>
                        <Text fz="sm" lineClamp={1} maw={220} title={h.nama_file}>
                          {h.nama_file}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusImport status={h.status} />
                      </Table.Td>
                      <Table.Td ta="right">{h.total_baris}</Table.Td>
                      <Table.Td ta="right">{h.baris_diterima}</Table.Td>
                      <Table.Td ta="right">{h.baris_ditolak}</Table.Td>
                      <Table.Td>{h.created_by?.nama ?? '-'}</Table.Td>
                      <Table.Td>
                        {h.url_laporan ? (
                          <Tooltip label="Unduh Laporan" withArrow>
                            <ActionIcon variant="subtle" aria-label={`Unduh laporan ${h.nama_file}`} onClick={() => laporan.mutate(h.url_laporan!)}>
                              <IconDownload size={16} />
                            </ActionIcon>
                          </Tooltip>
                        ) : (
                          '-'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Box>
          <PaginationRow
            page={page}
            perPage={perPage}
            total={history.data.meta.total_items}
            onPageChange={setPage}
            onPerPageChange={setPerPage}
          />
        </>
      )}
    </Paper>
  );
}
