import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import {
  JENIS_FILE_TUGAS,
  JENIS_FILE_TUGAS_LABEL,
  JENIS_TUGAS,
  JENIS_TUGAS_LABEL,
  PESAN_TUGAS,
  TUGAS_JUDUL_MAX,
  TUGAS_LAMPIRAN_MAX,
  TUGAS_MAKS_FILE_MAX,
  TUGAS_NILAI_MAKS_MAX,
  allowedExtensionsForKind,
  maxUploadBytes,
  type JenisTugas,
  type TugasFile,
  type TugasItem,
  type UploadGroup,
} from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { HtmlEditor } from '@/components/html-editor';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { UploadBox } from '@/components/upload-box';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { useServerTime } from '@/lib/server-time';
import { useCreateTugas } from '../api/create-tugas';
import { useDeleteLampiranTugas } from '../api/delete-lampiran-tugas';
import { useUpdateTugas } from '../api/update-tugas';
import { useUploadLampiranTugas } from '../api/upload-lampiran-tugas';
import { nilaiAwalTugas, toTugasBody, validateTugasForm, type TugasFormValues } from '../tugas-form';
import { FileList } from './file-list';
import { PilihPertemuan } from '@/features/kelas';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The task to edit; null to add one. */
  tugas: TugasItem | null;
  /** The meeting a new task goes to; null asks for it (operators on /tugas). */
  idPertemuan: number | null;
};

/** 'Tambah Tugas' / 'Ubah Tugas': mounted fresh on every open so the form starts from the current row. */
export function TugasModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.tugas ? 'Ubah Tugas' : 'Tambah Tugas'}>
      <TugasForm {...props} />
    </FormModal>
  );
}

const EKSTENSI_LAMPIRAN = allowedExtensionsForKind('lampiran_tugas');

function TugasForm({ tugas, idPertemuan, onClose }: Props) {
  const { now, timeZone } = useServerTime();
  const pilihPertemuan = !tugas && idPertemuan === null;
  const dibuka = useMemo(() => now, []); // eslint-disable-line react-hooks/exhaustive-deps
  const initial = useMemo(() => nilaiAwalTugas({ tugas, idPertemuan, now: dibuka, tz: timeZone }), [tugas, idPertemuan, dibuka, timeZone]);
  const form = useForm<TugasFormValues>({ mode: 'controlled', initialValues: initial });
  const ukuran = usePengaturanMe().data?.pengaturan_sistem.ukuran_max_file;
  const batasKampusMb = maxUploadBytes(ukuran, 'pengumpulan_tugas') / 1_000_000;
  const [lampiranBaru, setLampiranBaru] = useState<File[]>([]);
  const [lampiran, setLampiran] = useState<TugasFile[]>(tugas?.lampiran ?? []);
  const create = useCreateTugas();
  const update = useUpdateTugas();
  const upload = useUploadLampiranTugas();
  const hapusLampiran = useDeleteLampiranTugas();
  const pending = create.isPending || update.isPending || upload.isPending;
  const v = form.getValues();

  const submit = () => {
    form.clearErrors();
    const values = form.getValues();
    const error = validateTugasForm(values, { pilihPertemuan, tz: timeZone, batasKampusMb });
    if (error) {
      form.setFieldError(error.field, error.message);
      showErrorToast(error.message);
      return;
    }
    const body = toTugasBody(values, { tz: timeZone, tugas });
    const selesai = (message: string, id: number) => {
      if (lampiranBaru.length === 0) {
        showSuccessToast(message);
        onClose();
        return;
      }
      // Attachments go after the task exists; a failed upload leaves the task saved and the modal open to retry.
      upload.mutate(
        { id, files: lampiranBaru },
        {
          onSuccess: () => {
            showSuccessToast(message);
            onClose();
          },
          onError: (e) => showErrorToast(e, 'Tugas tersimpan, lampiran gagal diunggah'),
        },
      );
    };
    if (tugas) update.mutate({ id: tugas.id, body }, { onSuccess: (res) => selesai(res.status.message || PESAN_TUGAS.berhasilUbah, tugas.id), onError: (e) => showErrorToast(e) });
    else create.mutate(body, { onSuccess: (res) => selesai(res.status.message || PESAN_TUGAS.berhasilTambah, res.data.id), onError: (e) => showErrorToast(e) });
  };

  const waktu = (prefix: 'mulai' | 'selesai' | 'terlambat', label: string, required = true) => (
    <>
      <DateInput
        label={`Tanggal ${label}`}
        withAsterisk={required}
        valueFormat="DD/MM/YYYY"
        placeholder="DD/MM/YYYY"
        clearable={!required}
        leftSection={<IconCalendarEvent size={16} />}
        data-testid={`tugas-tanggal-${prefix}`}
        {...form.getInputProps(`tanggal_${prefix}`)}
      />
      <TimeInput label={`Jam ${label}`} withAsterisk={required} leftSection={<IconClock size={16} />} data-testid={`tugas-jam-${prefix}`} {...form.getInputProps(`jam_${prefix}`)} />
    </>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="tugas-form"
    >
      <Stack gap="md">
        {pilihPertemuan ? (
          <PilihPertemuan idPrefix="tugas" value={v.id_pertemuan} onChange={(x) => form.setFieldValue('id_pertemuan', x)} error={form.errors.id_pertemuan as string | undefined} timeZone={timeZone} />
        ) : null}
        <TextInput label="Judul" withAsterisk maxLength={TUGAS_JUDUL_MAX} data-testid="tugas-judul-input" {...form.getInputProps('judul')} />
        <HtmlEditor label="Deskripsi" value={v.deskripsi} onChange={(x) => form.setFieldValue('deskripsi', x)} error={form.errors.deskripsi as string | undefined} testId="tugas-deskripsi" />
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            Jenis Tugas
          </Text>
          <SegmentedControl
            data={JENIS_TUGAS.map((j) => ({ value: j, label: JENIS_TUGAS_LABEL[j] }))}
            value={v.jenis}
            onChange={(x) => form.setFieldValue('jenis', x as JenisTugas)}
            disabled={Boolean(tugas && (tugas.rekap?.jumlah_pengumpulan ?? 0) > 0)}
            aria-label="Jenis Tugas"
            data-testid="tugas-jenis-input"
          />
          {tugas && (tugas.rekap?.jumlah_pengumpulan ?? 0) > 0 ? (
            <Text fz="xs" c="dimmed">
              {PESAN_TUGAS.jenisTidakBisaDiubah}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
          {waktu('mulai', 'Mulai')}
          {waktu('selesai', 'Batas Pengumpulan')}
        </SimpleGrid>
        <Switch label="Terima pengumpulan terlambat" checked={v.izinkan_terlambat} onChange={(e) => form.setFieldValue('izinkan_terlambat', e.currentTarget.checked)} data-testid="tugas-izinkan-terlambat" />
        {v.izinkan_terlambat ? (
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
            {waktu('terlambat', 'Batas Terlambat (kosongkan bila tanpa batas)', false)}
          </SimpleGrid>
        ) : null}
        <Group gap="lg">
          <Checkbox label="Jawaban teks" checked={v.pengumpulan_teks} onChange={(e) => form.setFieldValue('pengumpulan_teks', e.currentTarget.checked)} data-testid="tugas-cara-teks" />
          <Checkbox
            label="Unggah file"
            checked={v.pengumpulan_file}
            onChange={(e) => form.setFieldValue('pengumpulan_file', e.currentTarget.checked)}
            error={form.errors.pengumpulan_file as string | undefined}
            data-testid="tugas-cara-file"
          />
        </Group>
        {v.pengumpulan_file ? (
          <Stack gap="sm">
            <Checkbox.Group label="Jenis file yang diterima (kosong: semua)" value={v.jenis_file_diterima} onChange={(x) => form.setFieldValue('jenis_file_diterima', x as UploadGroup[])}>
              <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing={6} mt={6}>
                {JENIS_FILE_TUGAS.map((g) => (
                  <Checkbox key={g} value={g} label={JENIS_FILE_TUGAS_LABEL[g]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
              <TextInput
                label="Ukuran maksimal per file (MB)"
                placeholder={`Batas kampus ${batasKampusMb} MB`}
                inputMode="decimal"
                data-testid="tugas-ukuran-maks"
                {...form.getInputProps('ukuran_maks_mb')}
              />
              <NumberInput label="Jumlah file maksimal" min={1} max={TUGAS_MAKS_FILE_MAX} allowDecimal={false} data-testid="tugas-maks-file" {...form.getInputProps('maks_file')} />
            </SimpleGrid>
          </Stack>
        ) : null}
        <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
          <NumberInput label="Nilai maksimal" withAsterisk min={1} max={TUGAS_NILAI_MAKS_MAX} allowDecimal={false} data-testid="tugas-nilai-maks" {...form.getInputProps('nilai_maks')} />
          <Switch
            mt={{ tablet: 'xl' }}
            label="Wajib untuk kehadiran"
            checked={v.is_syarat_hadir}
            onChange={(e) => form.setFieldValue('is_syarat_hadir', e.currentTarget.checked)}
            data-testid="tugas-syarat-hadir"
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            Lampiran
          </Text>
          <FileList
            files={lampiran}
            testId="tugas-lampiran-lama"
            onRemove={(f) =>
              tugas &&
              hapusLampiran.mutate(
                { id: tugas.id, idFile: f.id },
                { onSuccess: (res) => setLampiran(res.data.lampiran), onError: (e) => showErrorToast(e) },
              )
            }
          />
          {lampiranBaru.map((f, i) => (
            <Group key={`${f.name}-${i}`} justify="space-between" gap="xs" data-testid="tugas-lampiran-baru">
              <Text fz="sm" truncate="end">
                {f.name}
              </Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setLampiranBaru((l) => l.filter((_, j) => j !== i))}>
                Batal
              </Button>
            </Group>
          ))}
          {lampiran.length + lampiranBaru.length < TUGAS_LAMPIRAN_MAX ? (
            <UploadBox
              accept={EKSTENSI_LAMPIRAN}
              kind="lampiran_tugas"
              ukuranMaxFile={ukuran}
              multiple
              onFiles={(files) => setLampiranBaru((l) => [...l, ...files].slice(0, TUGAS_LAMPIRAN_MAX - lampiran.length))}
              inputTestId="tugas-lampiran-input"
            />
          ) : null}
        </Stack>
        <FormModalFooter onCancel={onClose} loading={pending} cancelDisabled={pending} submitTestId="tugas-simpan" />
      </Stack>
    </form>
  );
}
