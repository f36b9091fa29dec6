import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Progress, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { MODAL_WIDTH, PESAN_BAP, hasilUnduhBap, namaLengkapDosen, periodeLabel, type PengajarRingkas } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useJob } from '@/lib/queries/get-job';
import { kesalahanOpsi, opsiAwal, tooltipTandaTangan, type OpsiBap } from '../bap-opsi';
import { unduhBapKelas } from '../api/unduh-bap';
import { unduhBapZip, useMulaiUnduhBapZip, type FilterZipBap } from '../api/unduh-bap-zip';

/** One class's PDF, or the period zip of the class list (its filters). */
export type SasaranBap = { jenis: 'kelas'; idKelas: string; judul: string; pengajar: PengajarRingkas[] } | { jenis: 'zip'; filter: FilterZipBap | null };

type Props = { opened: boolean; onClose: () => void; sasaran: SasaranBap; dosen: boolean };

/**
 * The BAP download modal (spec 2 §2): class report, meeting-detail report, signature (with the tooltip of the own
 * report or of the main lecturer); 'Laporan Saya' for lecturers, a radio list of the class's teachers for operators.
 * The zip runs as a job: its progress shows here, then the archive is offered.
 */
export function BapModal({ opened, onClose, sasaran, dosen }: Props) {
  const [opsi, setOpsi] = useState<OpsiBap>(() => opsiAwal(dosen));
  const [sibuk, setSibuk] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const mulai = useMulaiUnduhBapZip();
  const job = useJob(jobId);
  useEffect(() => {
    if (opened) {
      setOpsi(opsiAwal(dosen));
      setJobId(null);
    }
  }, [opened, dosen]);

  const galat = kesalahanOpsi(opsi);
  const set = (patch: Partial<OpsiBap>) => setOpsi((o) => ({ ...o, ...patch }));
  const zip = sasaran.jenis === 'zip';
  const periode = zip ? (sasaran.filter?.periode ?? null) : null;
  const state = job.data;
  const hasil = state?.status === 'completed' ? hasilUnduhBap.safeParse(state.hasil) : null;

  async function kirim() {
    if (galat) return;
    if (sasaran.jenis === 'kelas') {
      setSibuk(true);
      try {
        await unduhBapKelas(sasaran.idKelas, opsi);
        showSuccessToast(PESAN_BAP.berhasil);
        onClose();
      } catch (e) {
        showErrorToast(e);
      } finally {
        setSibuk(false);
      }
      return;
    }
    if (!sasaran.filter) return;
    mulai.mutate(
      { filter: sasaran.filter, opsi },
      {
        onSuccess: (res) => {
          setJobId(res.data.id);
          showSuccessToast(res.status.message);
        },
        onError: (e) => showErrorToast(e),
      },
    );
  }

  const tooltip = tooltipTandaTangan(opsi);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={zip ? 'Unduh Semua BAP' : 'Unduh BAP'}
      size={MODAL_WIDTH.aksesForm}
      attributes={{ content: { 'data-testid': 'modal-bap' } }}
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {sasaran.jenis === 'kelas' ? sasaran.judul : periode ? `Semua kelas periode ${periodeLabel(periode)} sesuai filter daftar kelas` : ''}
        </Text>
        {zip && !periode ? (
          <Alert color="yellow" data-testid="bap-pilih-periode">
            Pilih satu periode pada Filter daftar kelas terlebih dahulu.
          </Alert>
        ) : null}
        <Checkbox label="Laporan Kelas" checked={opsi.laporanKelas} onChange={(e) => set({ laporanKelas: e.currentTarget.checked })} data-testid="bap-laporan-kelas" />
        <Checkbox
          label="Laporan Detail Pertemuan"
          checked={opsi.detail}
          onChange={(e) => set({ detail: e.currentTarget.checked })}
          data-testid="bap-laporan-detail"
        />
        <Group gap={6} wrap="nowrap">
          <Checkbox
            label="Sertakan Tanda Tangan"
            checked={opsi.tandaTangan}
            onChange={(e) => set({ tandaTangan: e.currentTarget.checked })}
            data-testid="bap-tanda-tangan"
          />
          <Tooltip label={tooltip} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
            <ActionIcon variant="subtle" size="sm" aria-label={tooltip} data-testid="bap-tanda-tangan-info">
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {dosen ? (
          <Checkbox
            label="Laporan Saya"
            description="BAP atas nama Anda: jam mulai dan selesai Anda serta tanda tangan Anda"
            checked={opsi.laporanSaya}
            onChange={(e) => set({ laporanSaya: e.currentTarget.checked })}
            data-testid="bap-laporan-saya"
          />
        ) : sasaran.jenis === 'kelas' ? (
          <Radio.Group
            label="Pengajar"
            value={opsi.idPengajar === null ? 'utama' : String(opsi.idPengajar)}
            onChange={(v) => set({ idPengajar: v === 'utama' ? null : Number(v) })}
          >
            <Stack gap={6} mt={4}>
              <Radio value="utama" label="Pengajar utama kelas" data-testid="bap-pengajar-utama" />
              {sasaran.pengajar.map((p) => (
                <Radio key={p.id_dosen} value={String(p.id_dosen)} label={namaLengkapDosen(p)} data-testid="bap-pengajar" />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text fz="sm" c="dimmed">
            Setiap BAP atas nama pengajar utama kelasnya.
          </Text>
        )}
        {galat ? (
          <Text fz="sm" c="red.8" role="alert">
            {galat}
          </Text>
        ) : null}
        {state?.status === 'processing' ? (
          <Group gap="xs" wrap="nowrap" data-testid="bap-progress">
            <Progress value={state.progress} style={{ flex: 1 }} aria-label="Progres pembuatan BAP" />
            <Text fz="sm">{state.progress}%</Text>
          </Group>
        ) : null}
        {state?.status === 'failed' ? <Text c="red.8">{state.pesan ?? 'Gagal'}</Text> : null}
        {hasil?.success && jobId ? (
          <Button
            color="green"
            leftSection={<IconDownload size={16} />}
            onClick={() => unduhBapZip(jobId, hasil.data.periode).catch((e) => showErrorToast(e))}
            data-testid="bap-unduh-zip"
          >
            Unduh {hasil.data.nama} ({hasil.data.jumlah_kelas} kelas)
          </Button>
        ) : null}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            {hasil?.success ? 'Tutup' : 'Batal'}
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => void kirim()}
            loading={sibuk || mulai.isPending}
            disabled={Boolean(galat) || (zip && (!periode || state?.status === 'processing'))}
            data-testid="bap-submit"
          >
            {zip ? 'Buat Zip' : 'Unduh'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
