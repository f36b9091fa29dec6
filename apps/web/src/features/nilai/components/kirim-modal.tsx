import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PESAN_NILAI, formatNilai, type KomponenSikad } from '@lms/shared';
import { openConfirmModal } from '@/components/confirm-modal';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useJob } from '@/lib/queries/get-job';
import { usePratinjauKirim } from '../api/get-pratinjau-kirim';
import { useKirimNilai } from '../api/kirim-nilai';
import { nilaiKeys } from '../api/keys';

/**
 * Sending one Siakad component: the dry-run diff per student (Siakad now → new) and how many change — exactly the rows
 * the send records in the ledger —, a warning naming the activities not ended yet (counted as 0), the refusal text
 * when sending is not allowed, the overwrite confirmation when Siakad changed a score, then the send job with its
 * progress. The send carries the dry-run's version: if the scores changed meanwhile it is refused and the new dry-run
 * is shown.
 */
export function KirimModal({ idKelas, komponen, onClose }: { idKelas: string; komponen: KomponenSikad | null; onClose: () => void }) {
  const pratinjau = usePratinjauKirim(idKelas, komponen?.id ?? null);
  const kirim = useKirimNilai(idKelas);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const p = pratinjau.data;
  const qc = useQueryClient();
  const selesai = job.data?.status === 'completed' || job.data?.status === 'failed';
  useEffect(() => {
    // A finished send changes what Siakad holds: the table, the diff and the ledger read it again.
    if (selesai) void qc.invalidateQueries({ queryKey: nilaiKeys.all });
  }, [selesai, qc]);
  const close = () => {
    setJobId(null);
    onClose();
  };
  const send = (konfirmasiTimpa: boolean) =>
    komponen &&
    p &&
    kirim.mutate(
      { komponenId: komponen.id, konfirmasiTimpa, versiPratinjau: p.versi },
      {
        onSuccess: (res) => {
          setJobId(res.data.job.id);
          showSuccessToast(res.status.message);
        },
        onError: (e) => showErrorToast(PESAN_NILAI.pesanGagal(PESAN_NILAI.gagalKirim, e.message)),
      },
    );
  const onKirim = () => {
    if (p?.perlu_konfirmasi_timpa) openConfirmModal({ title: 'Konfirmasi', message: PESAN_NILAI.konfirmasiTimpa, confirmLabel: 'Ya', cancelLabel: 'Tidak', onConfirm: () => send(true) });
    else send(false);
  };

  return (
    <Modal opened={komponen !== null} onClose={close} title={komponen ? `Kirim Nilai ${komponen.label} ke Siakad` : ''} size="xl" centered>
      <Stack>
        {p?.pesan_kirim ? (
          <Alert color="red" data-testid="kirim-pesan">
            {p.pesan_kirim}
          </Alert>
        ) : null}
        {p?.peringatan ? (
          <Alert color="yellow" icon={<IconAlertTriangle />} data-testid="kirim-peringatan">
            {p.peringatan}
          </Alert>
        ) : null}
        {p ? (
          <Text fz="sm" data-testid="kirim-jumlah">
            Pratinjau: {PESAN_NILAI.pratinjauBerubah(p.jumlah_berubah, p.baris.length)}
          </Text>
        ) : null}
        <div style={{ maxHeight: 360, overflow: 'auto' }} role="region" aria-label="Pratinjau perubahan nilai" tabIndex={0}>
          <Table striped data-testid="kirim-diff">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>NIM</Table.Th>
                <Table.Th>Nama</Table.Th>
                <Table.Th>Nilai Siakad</Table.Th>
                <Table.Th>Nilai Baru</Table.Th>
                <Table.Th>Keterangan</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p?.baris.map((b) => (
                <Table.Tr key={b.mahasiswa.id_user} data-berubah={b.berubah}>
                  <Table.Td>{b.mahasiswa.nim}</Table.Td>
                  <Table.Td>{b.mahasiswa.nama}</Table.Td>
                  <Table.Td>{b.nilai_sikad === null ? '-' : formatNilai(b.nilai_sikad)}</Table.Td>
                  <Table.Td fw={b.berubah ? 700 : 400}>{formatNilai(b.nilai_baru)}</Table.Td>
                  <Table.Td>
                    {b.update_by_sikad ? (
                      <Badge color="red.9" variant="filled">
                        Diupdate di Siakad
                      </Badge>
                    ) : b.berubah ? (
                      'Berubah'
                    ) : (
                      'Sama'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {job.data ? (
          <Stack gap={4} data-testid="kirim-job">
            <Text fz="sm">
              Status: {job.data.status === 'completed' ? 'Selesai' : job.data.status === 'failed' ? `Gagal — ${job.data.pesan ?? ''}` : 'Sedang dikirim'}
            </Text>
            <Progress value={job.data.progress} aria-label="Progres kirim nilai" />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-testid="kirim-tutup">
            Tutup
          </Button>
          <Button onClick={onKirim} disabled={!p?.boleh_kirim || job.data?.status === 'processing'} loading={kirim.isPending} data-testid="kirim-kirim">
            Kirim ke Siakad
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
