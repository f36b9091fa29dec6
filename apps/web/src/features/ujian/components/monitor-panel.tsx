import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconSpeakerphone } from '@tabler/icons-react';
import {
  CARA_SELESAI_LABEL,
  JENIS_PELANGGARAN_LABEL,
  MAX_ISI_PENGUMUMAN,
  formatJam,
  formatTanggalWaktuZona,
  type MonitorItem,
  type UjianDetail,
} from '@lms/shared';
import { openConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useKirimPengumuman, useMonitor, usePaksaSelesai, usePengumumanUjian } from '../api/live';

const STATUS: Record<MonitorItem['status'], { label: string; color: string }> = {
  belum_dimulai: { label: 'Belum mulai', color: 'gray' },
  sedang_berlangsung: { label: 'Mengerjakan', color: 'blue' },
  selesai: { label: 'Selesai', color: 'green' },
};

function Pelanggaran({ r, timeZone }: { r: MonitorItem; timeZone: string }) {
  if (r.pelanggaran.length === 0) return <Text fz="sm">-</Text>;
  return (
    <Stack gap={2}>
      {r.pelanggaran.map((v, i) => (
        <Text key={i} fz="xs" c="red">
          {formatJam(v.waktu, timeZone)} · {JENIS_PELANGGARAN_LABEL[v.jenis]}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The teachers' live view of a running exam: every taker with status, answered count, last save, connection and
 * violation timeline (refreshed every 5 s), 'Akhiri' for one attempt, and announcements to all takers.
 */
export function MonitorPanel({ ujian, timeZone }: { ujian: UjianDetail; timeZone: string }) {
  const monitor = useMonitor(ujian.id, true);
  const paksa = usePaksaSelesai(ujian.id);
  const rows = monitor.data ?? [];
  const akhiri = (r: MonitorItem) =>
    openConfirmModal({
      title: 'Akhiri Pengerjaan',
      message: `Akhiri pengerjaan ${r.nama} (${r.nim}) sekarang? Jawaban yang sudah tersimpan tetap ada.`,
      onConfirm: () => paksa.mutate(r.id_pengerjaan!, { onSuccess: (x) => showSuccessToast(x.status.message), onError: (e) => showErrorToast(e) }),
    });
  const koneksi = (r: MonitorItem) =>
    r.status !== 'sedang_berlangsung' ? null : <Badge color={r.terhubung ? 'green' : 'orange'} variant="light">{r.terhubung ? 'Terhubung' : 'Terputus'}</Badge>;
  const aksi = (r: MonitorItem) =>
    ujian.akses.can_edit && r.status === 'sedang_berlangsung' ? (
      <Button size="xs" variant="light" color="red" onClick={() => akhiri(r)} data-testid="monitor-akhiri">
        Akhiri
      </Button>
    ) : null;
  const dijawab = (r: MonitorItem) => (r.id_pengerjaan ? `${r.jumlah_soal_dijawab}/${r.jumlah_soal}` : '-');
  const simpan = (r: MonitorItem) => (r.terakhir_simpan ? formatTanggalWaktuZona(r.terakhir_simpan, timeZone) : '-');
  const ringkas = { mulai: rows.filter((r) => r.id_pengerjaan).length, jalan: rows.filter((r) => r.status === 'sedang_berlangsung').length };

  return (
    <Stack gap="md" data-testid="monitor-panel">
      {ujian.akses.can_edit ? <PengumumanForm ujian={ujian} timeZone={timeZone} /> : null}
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="md">
            Peserta
          </Title>
          <Text fz="sm" c="dimmed" data-testid="monitor-ringkas">
            {ringkas.mulai} dari {rows.length} peserta mulai · {ringkas.jalan} sedang mengerjakan
          </Text>
        </Group>
        {monitor.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {monitor.error.message}
          </Alert>
        ) : monitor.isPending ? (
          <Skeleton h={120} />
        ) : rows.length === 0 ? (
          <EmptyState size="sm" description="Belum ada peserta." />
        ) : (
          <>
            <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar peserta">
              {rows.map((r) => (
                <Card key={r.nim} withBorder padding="sm" component="li" data-testid="monitor-row">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Text fw={600} fz="sm">
                        {r.nama}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {r.nim}
                      </Text>
                    </Stack>
                    <Badge color={STATUS[r.status].color} variant="light">
                      {STATUS[r.status].label}
                    </Badge>
                  </Group>
                  <Text fz="xs" mt={4}>
                    Dijawab {dijawab(r)} · Simpan terakhir {simpan(r)}
                  </Text>
                  <Group gap="xs" mt={4}>
                    {koneksi(r)}
                    {aksi(r)}
                  </Group>
                  <Pelanggaran r={r} timeZone={timeZone} />
                </Card>
              ))}
            </Stack>
            <Box visibleFrom="tablet">
              <TableScroll label="Monitor peserta" minWidth={820}>
                <Table striped data-testid="monitor-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>NIM</Table.Th>
                      <Table.Th>Nama</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Dijawab</Table.Th>
                      <Table.Th>Simpan Terakhir</Table.Th>
                      <Table.Th>Koneksi</Table.Th>
                      <Table.Th>Pelanggaran</Table.Th>
                      <Table.Th>Aksi</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.nim} data-testid="monitor-row">
                        <Table.Td>{r.nim}</Table.Td>
                        <Table.Td>{r.nama}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS[r.status].color} variant="light">
                            {STATUS[r.status].label}
                          </Badge>
                          {r.cara_selesai && r.cara_selesai !== 'kirim' ? (
                            <Text fz="xs" c="dimmed">
                              {CARA_SELESAI_LABEL[r.cara_selesai]}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td data-testid="monitor-dijawab">{dijawab(r)}</Table.Td>
                        <Table.Td>{simpan(r)}</Table.Td>
                        <Table.Td>{koneksi(r) ?? '-'}</Table.Td>
                        <Table.Td>
                          <Pelanggaran r={r} timeZone={timeZone} />
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
      </Paper>
    </Stack>
  );
}

function PengumumanForm({ ujian, timeZone }: { ujian: UjianDetail; timeZone: string }) {
  const [isi, setIsi] = useState('');
  const kirim = useKirimPengumuman(ujian.id);
  const list = usePengumumanUjian(ujian.id);
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
      <Title order={2} fz="md" mb="sm">
        Pengumuman ke Peserta
      </Title>
      <Stack gap="xs">
        <Textarea
          aria-label="Isi pengumuman"
          placeholder="Tulis pengumuman untuk semua peserta yang sedang mengerjakan"
          autosize
          minRows={2}
          maxLength={MAX_ISI_PENGUMUMAN}
          value={isi}
          onChange={(e) => setIsi(e.currentTarget.value)}
          data-testid="pengumuman-isi"
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconSpeakerphone size={16} />}
            loading={kirim.isPending}
            disabled={!isi.trim()}
            onClick={() =>
              kirim.mutate(isi, {
                onSuccess: (r) => {
                  showSuccessToast(r.status.message);
                  setIsi('');
                },
                onError: (e) => showErrorToast(e),
              })
            }
            data-testid="pengumuman-kirim"
          >
            Kirim Pengumuman
          </Button>
        </Group>
        {(list.data ?? []).map((p) => (
          <Text key={p.id} fz="sm">
            <Text span c="dimmed" fz="xs">
              {formatTanggalWaktuZona(p.created_at, timeZone)}
            </Text>{' '}
            {p.isi}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
