import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import {
  EKSTENSI_MATERI,
  JENIS_MATERI,
  JENIS_MATERI_LABEL,
  MATERI_DESKRIPSI_MAX,
  MATERI_JUDUL_MAX,
  MATERI_URL_MAX,
  PESAN_MATERI,
  TIPE_FILE_MATERI,
  TIPE_FILE_MATERI_LABEL,
  batasUkuranMateri,
  ekstensiCocok,
  ekstensiDari,
  formatUkuranFile,
  type JenisMateri,
  type TipeFileMateri,
} from '@lms/shared';
import { UploadBox } from '@/components/upload-box';
import type { MateriFormValues, TampilSyaratValues } from '../materi-form';
import { TampilSyaratFields } from './tampil-syarat-fields';

type Props = {
  values: MateriFormValues;
  errors: Record<string, string>;
  set: (patch: Partial<MateriFormValues>) => void;
  setError: (field: string, message: string | null) => void;
  ukuranMaxFile: Record<string, unknown> | null | undefined;
  offline: boolean;
  minDate: string;
};

/** 'Upload Materi Baru': title, type, kind, description, the file (or link), display and attendance. */
export function MateriUploadFields({ values: v, errors, set, setError, ukuranMaxFile, offline, minDate }: Props) {
  const tipe = v.tipe_file;
  const berkas = tipe && tipe !== 'url' ? tipe : null;
  const batas = berkas ? batasUkuranMateri(ukuranMaxFile, berkas) : null;
  const namaFile = v.file?.name ?? v.nama_file_lama;

  /** spec 2 §5 upload control: 'File type {ext} is not allowed', 'Ukuran maksimal {size}'. */
  const pilih = (file: File) => {
    if (!berkas) return;
    if (!ekstensiCocok(berkas, file.name)) return setError('file', PESAN_MATERI.tipeTidakDiizinkan(ekstensiDari(file.name)));
    if (batas !== null && file.size > batas) return setError('file', PESAN_MATERI.ukuranMaksimal(batas));
    setError('file', null);
    set({ file });
  };

  return (
    <Stack gap="md">
      <TextInput label="Judul" withAsterisk maxLength={MATERI_JUDUL_MAX} value={v.judul} onChange={(e) => set({ judul: e.currentTarget.value })} error={errors.judul} data-testid="materi-judul" />
      <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
        <Select
          label="Tipe"
          withAsterisk
          placeholder="Pilih tipe"
          data={TIPE_FILE_MATERI.map((t) => ({ value: t, label: TIPE_FILE_MATERI_LABEL[t] }))}
          value={tipe}
          onChange={(x) => {
            // A chosen file that the new type does not take is dropped.
            const keep = v.file && x && x !== 'url' && ekstensiCocok(x as Exclude<TipeFileMateri, 'url'>, v.file.name);
            set({ tipe_file: x as TipeFileMateri | null, file: keep ? v.file : null });
            setError('file', null);
          }}
          error={errors.tipe_file}
          data-testid="materi-tipe"
        />
        <Select
          label="Jenis"
          withAsterisk
          placeholder="Pilih jenis"
          data={JENIS_MATERI.map((j) => ({ value: j, label: JENIS_MATERI_LABEL[j] }))}
          value={v.jenis_materi}
          onChange={(x) => set({ jenis_materi: x as JenisMateri | null })}
          error={errors.jenis_materi}
          data-testid="materi-jenis"
        />
      </SimpleGrid>
      <Textarea
        label="Deskripsi"
        withAsterisk
        autosize
        minRows={2}
        maxRows={6}
        maxLength={MATERI_DESKRIPSI_MAX}
        value={v.deskripsi}
        onChange={(e) => set({ deskripsi: e.currentTarget.value })}
        error={errors.deskripsi}
        data-testid="materi-deskripsi"
      />
      {tipe === 'url' ? (
        <TextInput
          label="URL Materi"
          withAsterisk
          placeholder="https://"
          maxLength={MATERI_URL_MAX}
          value={v.file_url}
          onChange={(e) => set({ file_url: e.currentTarget.value })}
          error={errors.file_url}
          data-testid="materi-url"
        />
      ) : berkas ? (
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            Materi{' '}
            <Text span c="var(--mantine-color-error)">
              *
            </Text>
          </Text>
          <UploadBox
            accept={EKSTENSI_MATERI[berkas]}
            hint={`Format ${EKSTENSI_MATERI[berkas].join(', ')} · maksimal ${formatUkuranFile(batas)}`}
            onFiles={(files) => files[0] && pilih(files[0])}
            // The box shows its own refusal (a type it does not take); ours are the size and the type rule.
            onReject={() => setError('file', null)}
            inputTestId="materi-file"
          />
          {namaFile ? (
            <Paper withBorder p="xs" data-testid="materi-file-terpilih">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFile size={18} aria-hidden />
                  <Text fz="sm" truncate="end">
                    {namaFile}
                  </Text>
                  {v.file ? (
                    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatUkuranFile(v.file.size)}
                    </Text>
                  ) : null}
                </Group>
                {v.file ? (
                  <ActionIcon variant="subtle" color="gray" aria-label="Batalkan berkas" onClick={() => set({ file: null })}>
                    <IconX size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Paper>
          ) : null}
          {errors.file ? (
            <Text fz="xs" c="var(--mantine-color-error)" role="alert" data-testid="materi-file-error">
              {errors.file}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <TampilSyaratFields values={v} errors={errors} onChange={(p: Partial<TampilSyaratValues>) => set(p)} offline={offline} minDate={minDate} testId="materi" />
    </Stack>
  );
}
