import { useState } from 'react';
import { Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { KOMENTAR_NILAI_MAX, PESAN_TUGAS, formatTanggalWaktuZona, type PenilaianItem, type TugasItem } from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { RichText } from '@/components/rich-text';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useUpdateNilai } from '../api/update-nilai';
import { useUpdateNilaiKelompok } from '../api/update-nilai-kelompok';
import { bodyNilaiTugas } from '../nilai-form';
import { parseNilai } from '../pengumpulan-form';
import { FileList } from './file-list';
import { StatusPengumpulanBadge } from './tugas-status';

export type TargetNilai = { kind: 'mahasiswa'; row: PenilaianItem } | { kind: 'kelompok'; idKelompok: number; nama: string; rows: PenilaianItem[] };

type Props = { tugas: TugasItem; target: TargetNilai | null; timeZone: string; onClose: () => void };

/** Score and feedback of one participant, or of a whole group (written to every member, adjustable per member after). */
export function NilaiModal({ tugas, target, timeZone, onClose }: Props) {
  const title = !target ? '' : target.kind === 'mahasiswa' ? `Nilai ${target.row.mahasiswa.nama}` : `Nilai ${target.nama}`;
  return (
    <FormModal opened={Boolean(target)} onClose={onClose} title={title} closeOnClickOutside>
      {target ? <NilaiForm key={target.kind === 'mahasiswa' ? `m${target.row.mahasiswa.id}` : `k${target.idKelompok}`} tugas={tugas} target={target} timeZone={timeZone} onClose={onClose} /> : null}
    </FormModal>
  );
}

function NilaiForm({ tugas, target, timeZone, onClose }: Props & { target: TargetNilai }) {
  const first = target.kind === 'mahasiswa' ? target.row : target.rows[0];
  const p = first?.pengumpulan ?? null;
  const [nilai, setNilai] = useState(first?.nilai !== null && first?.nilai !== undefined ? String(first.nilai).replace('.', ',') : '');
  const [komentar, setKomentar] = useState(first?.komentar ?? '');
  const [error, setError] = useState<string | null>(null);
  const satu = useUpdateNilai(tugas.id);
  const kelompok = useUpdateNilaiKelompok(tugas.id);

  const simpan = () => {
    const parsed = parseNilai(nilai, tugas.nilai_maks);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    // What the form read is sent along: a score another grader saved meanwhile is refused (409), not overwritten.
    const body = bodyNilaiTugas(target.kind === 'mahasiswa' ? [target.row] : target.rows, parsed.nilai, komentar.trim());
    const done = {
      onSuccess: (res: { status: { message: string } }) => {
        showSuccessToast(res.status.message || PESAN_TUGAS.berhasilUpdateNilai);
        onClose();
      },
      onError: (e: unknown) => showErrorToast(e),
    };
    if (target.kind === 'mahasiswa') satu.mutate({ idMahasiswa: target.row.mahasiswa.id, body }, done);
    else kelompok.mutate({ idKelompok: target.idKelompok, body }, done);
  };

  return (
    <Stack gap="md" data-testid="nilai-form">
      {target.kind === 'kelompok' ? (
        <Text fz="sm" c="dimmed">
          Nilai ini diberikan kepada {target.rows.length} anggota: {target.rows.map((r) => r.mahasiswa.nama).join(', ')}. Setelahnya nilai tiap anggota dapat disesuaikan.
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          {target.row.mahasiswa.nim}
          {target.row.kelompok ? ` · ${target.row.kelompok.nama}` : ''}
        </Text>
      )}
      <Group gap="xs">
        <StatusPengumpulanBadge status={first?.status_pengumpulan ?? 'belum_mengumpulkan'} />
        {p ? (
          <Text fz="sm" c="dimmed">
            {formatTanggalWaktuZona(p.waktu_update, timeZone)}
          </Text>
        ) : null}
      </Group>
      {p?.teks ? <RichText html={p.teks} /> : null}
      {p ? <FileList files={p.files} testId="nilai-files" /> : null}
      <TextInput
        label={`Nilai (0-${tugas.nilai_maks})`}
        inputMode="decimal"
        value={nilai}
        onChange={(e) => {
          setNilai(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        data-testid="nilai-input"
      />
      <Textarea label="Komentar" autosize minRows={2} maxRows={6} maxLength={KOMENTAR_NILAI_MAX} value={komentar} onChange={(e) => setKomentar(e.currentTarget.value)} data-testid="nilai-komentar" />
      <FormModalFooter onCancel={onClose} loading={satu.isPending || kelompok.isPending} onSubmit={simpan} submitTestId="nilai-simpan" />
    </Stack>
  );
}
