import { Alert, Button, Group, Modal, Skeleton, Text } from '@mantine/core';
import { useKehadiranNim } from '../api/get-kehadiran-nim';
import { useKehadiranSaya } from '../api/get-kehadiran-saya';
import { KehadiranDetailBody } from './kehadiran-detail-modal';

export type RekapPilihan = { idPertemuan: number; nomor: number; nim: string; nama: string } | null;

function Isi({ query, timeZone }: { query: ReturnType<typeof useKehadiranNim>; timeZone: string }) {
  if (query.isPending) return <Skeleton h={160} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const d = query.data;
  return <KehadiranDetailBody row={{ ...d, jenis: d.pertemuan.jenis }} minimal={d.minimal_progress} timeZone={timeZone} />;
}

function DetailNim({ idKelas, pilih, timeZone }: { idKelas: string; pilih: NonNullable<RekapPilihan>; timeZone: string }) {
  return <Isi query={useKehadiranNim(idKelas, pilih.idPertemuan, pilih.nim)} timeZone={timeZone} />;
}

function DetailSaya({ idKelas, pilih, timeZone }: { idKelas: string; pilih: NonNullable<RekapPilihan>; timeZone: string }) {
  return <Isi query={useKehadiranSaya(idKelas, pilih.idPertemuan)} timeZone={timeZone} />;
}

/** The recap's 'Detail' modal (spec 1 §2.9): subtitle 'Detail data kehadiran', cancel 'Kembali'. */
export function RekapDetailModal({ idKelas, pilih, siswa, timeZone, onClose }: { idKelas: string; pilih: RekapPilihan; siswa: boolean; timeZone: string; onClose: () => void }) {
  return (
    <Modal
      opened={pilih !== null}
      onClose={onClose}
      size="lg"
      centered
      title={
        <div>
          <Text fw={700}>Detail{pilih ? ` · Pertemuan ${pilih.nomor}` : ''}</Text>
          <Text fz="sm" c="dimmed">
            Detail data kehadiran
          </Text>
        </div>
      }
    >
      {pilih ? siswa ? <DetailSaya idKelas={idKelas} pilih={pilih} timeZone={timeZone} /> : <DetailNim idKelas={idKelas} pilih={pilih} timeZone={timeZone} /> : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-testid="rekap-detail-kembali">
          Kembali
        </Button>
      </Group>
    </Modal>
  );
}
