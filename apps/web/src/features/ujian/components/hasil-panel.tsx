import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Box, Button, Card, Group, Paper, SegmentedControl, Skeleton, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCalculator, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PESAN_NILAI_UJIAN, formatNilai, formatTanggalWaktuZona, type PenilaianUjianItem, type UjianDetail } from '@lms/shared';
import { openConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useExportNilaiUjian } from '../api/get-jawaban-stats';
import { usePenilaianList, useTanpaPengerjaan } from '../api/get-penilaian-list';
import { ujianKeys } from '../api/keys';
import { useHitungUlangNilai, usePerhitunganNilai } from '../api/perhitungan-nilai';
import { usePublishNilai, useResetPengerjaan } from '../api/update-nilai';
import { PenilaianModal } from './penilaian-modal';
import { StatusNilaiBadges } from './status-nilai-badges';

type Filter = 'semua' | 'belum_dinilai' | 'sudah_dinilai';

function StatusBadge({ r }: { r: PenilaianUjianItem }) {
  if (r.status_penilaian === null) return <Badge color="blue" variant="light">Mengerjakan</Badge>;
  return r.status_penilaian === 'sudah_dinilai' ? (
    <Badge color="teal" variant="light">
      {PESAN_NILAI_UJIAN.sudahDinilai}
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      {PESAN_NILAI_UJIAN.belumDinilai}
    </Badge>
  );
}

/**
 * The lecturers' 'Hasil' tab (/kelas/{id}/ujian/{idUjian}?tab=hasil): badges, publishing, recalculation, export, the
 * attempts with their scores (grade, reset) and the participants without an attempt. Writes need can_edit.
 */
export function HasilPanel({ ujian, timeZone }: { ujian: UjianDetail; timeZone: string }) {
  const qc = useQueryClient();
  const [filter, setFilter] = useState<Filter>('semua');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [dinilai, setDinilai] = useState<number | null>(null);
  const list = usePenilaianList(ujian.id, { page, per_page: perPage, search: search || undefined, status_penilaian: filter === 'semua' ? undefined : filter });
  const publish = usePublishNilai(ujian.id);
  const reset = useResetPengerjaan(ujian.id);
  const ekspor = useExportNilaiUjian();
  const hitung = useHitungUlangNilai(ujian.id);
  const status = usePerhitunganNilai(ujian.id);
  const proses = status.data?.status === 'processing' || ujian.sedang_dihitung;
  const bisa = ujian.akses.can_edit;

  // When a recalculation ends, the scores on screen are re-read.
  useEffect(() => {
    if (status.data?.status === 'completed') {
      void qc.invalidateQueries({ queryKey: ujianKeys.penilaian(ujian.id) });
      void qc.invalidateQueries({ queryKey: ujianKeys.detail(ujian.id) });
    }
  }, [status.data?.status, qc, ujian.id]);

  const konfirmasiReset = (r: PenilaianUjianItem) =>
    openConfirmModal({
      title: 'Reset Pengerjaan',
      message: `${PESAN_NILAI_UJIAN.konfirmasiReset} (${r.mahasiswa.nama}, ${r.mahasiswa.nim})`,
      cancelLabel: 'Tidak',
      confirmLabel: 'Ya',
      onConfirm: () => reset.mutate(r.id_pengerjaan, { onSuccess: (x) => showSuccessToast(x.status.message), onError: (e) => showErrorToast(e) }),
    });
  const aksi = (r: PenilaianUjianItem) => (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => setDinilai(r.mahasiswa.id)} disabled={r.status_penilaian === null} data-testid="hasil-nilai">
        {bisa ? 'Nilai' : 'Lihat'}
      </Button>
      {bisa ? (
        <Tooltip label="Reset pengerjaan">
          <ActionIcon variant="subtle" color="red" aria-label={`Reset pengerjaan ${r.mahasiswa.nama}`} onClick={() => konfirmasiReset(r)} data-testid="hasil-reset">
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
  const rows = list.data?.data ?? [];
  const waktu = (v: string | null) => (v ? formatTanggalWaktuZona(v, timeZone) : '-');

  return (
    <Stack gap="md" data-testid="hasil-panel">
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <StatusNilaiBadges ujian={{ ...ujian, sedang_dihitung: proses }} />
            <Group gap="xs">
              {bisa ? (
                <Switch
                  checked={ujian.is_tampilkan_nilai}
                  label="Tampilkan nilai ke mahasiswa"
                  disabled={publish.isPending}
                  onChange={(e) =>
                    publish.mutate(e.currentTarget.checked, { onSuccess: (x) => showSuccessToast(x.status.message), onError: (err) => showErrorToast(err) })
                  }
                  data-testid="hasil-publish"
                />
              ) : (
                <Badge variant="light">{ujian.is_tampilkan_nilai ? 'Nilai dipublikasikan' : 'Nilai belum dipublikasikan'}</Badge>
              )}
            </Group>
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={ekspor.isPending} onClick={() => ekspor.mutate(ujian.id, { onError: (e) => showErrorToast(e) })} data-testid="hasil-export">
              Export Excel
            </Button>
            {bisa ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCalculator size={14} />}
                loading={hitung.isPending}
                disabled={proses}
                onClick={() => hitung.mutate(undefined, { onSuccess: (x) => showSuccessToast(x.status.message), onError: (e) => showErrorToast(e) })}
                data-testid="hasil-hitung-ulang"
              >
                Hitung Ulang Nilai
              </Button>
            ) : null}
            {proses && status.data?.status === 'processing' ? (
              <Text fz="xs" c="dimmed">
                {status.data.progress}%
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Group justify="space-between" mb="sm" gap="sm">
          <Title order={2} fz="md">
            Pengerjaan
          </Title>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              value={filter}
              onChange={(v) => {
                setFilter(v as Filter);
                setPage(1);
              }}
              data={[
                { value: 'semua', label: 'Semua' },
                { value: 'belum_dinilai', label: PESAN_NILAI_UJIAN.belumDinilai },
                { value: 'sudah_dinilai', label: PESAN_NILAI_UJIAN.sudahDinilai },
              ]}
              aria-label="Saring status penilaian"
            />
            <SearchInput
              value={search}
              onSearch={(v) => {
                setSearch(v);
                setPage(1);
              }}
              placeholder="Cari nama atau NIM"
              aria-label="Cari nama atau NIM"
              w={220}
            />
          </Group>
        </Group>
        {list.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {list.error.message}
          </Alert>
        ) : list.isPending ? (
          <Skeleton h={120} />
        ) : rows.length === 0 ? (
          <EmptyState size="sm" description={PESAN_NILAI_UJIAN.tidakAdaPengerjaan} />
        ) : (
          <>
            <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar pengerjaan">
              {rows.map((r) => (
                <Card key={r.id_pengerjaan} withBorder padding="sm" component="li" data-testid="hasil-row">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Text fw={600} fz="sm">
                        {r.mahasiswa.nama}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {r.mahasiswa.nim}
                      </Text>
                    </Stack>
                    <Text fw={700} data-testid="hasil-nilai-akhir">
                      {formatNilai(r.nilai_akhir)}
                    </Text>
                  </Group>
                  <Text fz="xs" mt={4}>
                    Dijawab {r.jumlah_soal_dijawab}/{r.jumlah_soal} · Pelanggaran {r.jumlah_pelanggaran}
                  </Text>
                  <Group justify="space-between" mt={4}>
                    <StatusBadge r={r} />
                    {aksi(r)}
                  </Group>
                </Card>
              ))}
            </Stack>
            <Box visibleFrom="tablet">
              <TableScroll label="Daftar pengerjaan" minWidth={900}>
                <Table striped data-testid="hasil-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>NIM</Table.Th>
                      <Table.Th>Nama</Table.Th>
                      <Table.Th>Mulai</Table.Th>
                      <Table.Th>Selesai</Table.Th>
                      <Table.Th>Dijawab</Table.Th>
                      <Table.Th>Pelanggaran</Table.Th>
                      <Table.Th>Pengurangan</Table.Th>
                      <Table.Th>Nilai</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Aksi</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.id_pengerjaan} data-testid="hasil-row">
                        <Table.Td>{r.mahasiswa.nim}</Table.Td>
                        <Table.Td>{r.mahasiswa.nama}</Table.Td>
                        <Table.Td>{waktu(r.waktu_mulai)}</Table.Td>
                        <Table.Td>{waktu(r.waktu_selesai)}</Table.Td>
                        <Table.Td>
                          {r.jumlah_soal_dijawab}/{r.jumlah_soal}
                        </Table.Td>
                        <Table.Td>{r.jumlah_pelanggaran}</Table.Td>
                        <Table.Td>{formatNilai(r.pengurangan_nilai)}</Table.Td>
                        <Table.Td fw={700} data-testid="hasil-nilai-akhir">
                          {formatNilai(r.nilai_akhir)}
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge r={r} />
                        </Table.Td>
                        <Table.Td>{aksi(r)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Box>
          </>
        )}
        <Box mt="sm">
          <PaginationRow page={page} perPage={perPage} total={list.data?.meta.total_items ?? 0} onPageChange={setPage} onPerPageChange={(n) => (setPerPage(n), setPage(1))} />
        </Box>
      </Paper>

      <TanpaPengerjaan idUjian={ujian.id} />
      <PenilaianModal ujian={ujian} idMahasiswa={dinilai} onPindah={setDinilai} onClose={() => setDinilai(null)} timeZone={timeZone} />
    </Stack>
  );
}

/** Participants the exam is open to who have no attempt. */
function TanpaPengerjaan({ idUjian }: { idUjian: number }) {
  const [page, setPage] = useState(1);
  const q = useTanpaPengerjaan(idUjian, { page, per_page: 10 });
  const rows = q.data?.data ?? [];
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="tanpa-pengerjaan">
      <Title order={2} fz="md" mb="sm">
        Belum Mengerjakan ({q.data?.meta.total_items ?? 0})
      </Title>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          -
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((r) => (
            <Text key={r.mahasiswa.id} component="li" fz="sm">
              {r.mahasiswa.nim} · {r.mahasiswa.nama}
            </Text>
          ))}
        </Stack>
      )}
      {(q.data?.meta.total_items ?? 0) > 10 ? (
        <Box mt="sm">
          <PaginationRow page={page} perPage={10} total={q.data?.meta.total_items ?? 0} onPageChange={setPage} />
        </Box>
      ) : null}
    </Paper>
  );
}
