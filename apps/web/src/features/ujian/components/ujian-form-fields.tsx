import { Group, MultiSelect, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { JENIS_UJIAN, JENIS_UJIAN_LABEL, MIN_DURASI_MENIT, SIFAT_UJIAN, SIFAT_UJIAN_LABEL, statusPertemuanLabel } from '@lms/shared';
import { HtmlEditor } from '@/components/html-editor';
import { useQuery } from '@tanstack/react-query';
import { pertemuanKelasQueryOptions } from '@/features/kelas';
import { useUjianList } from '../api/get-ujian-list';
import { usePesertaNimNama } from '../api/get-peserta-nim-nama';
import type { UjianFormValues } from '../ujian-form';

type Props = {
  form: UseFormReturnType<UjianFormValues>;
  idKelas: string;
  /** Operators (and pages outside a meeting) choose the meeting. */
  pilihPertemuan: boolean;
  /** The class allows showing questions after the exam: only then may a key be shown (spec 2 §5). */
  bolehKunci: boolean;
  /** Earliest start a picker offers: yesterday in the college's zone. */
  minTanggal: Date;
  /** The exam being edited (not a main exam of itself). */
  idUjian?: number;
  /** Only the window fields (the copy tab). */
  hanyaWaktu?: boolean;
};

const dtProps = (label: string) => ({
  valueFormat: 'DD/MM/YYYY, HH:mm',
  timePickerProps: { format: '24h' as const },
  clearable: true,
  clearButtonProps: { 'aria-label': `Kosongkan ${label}` },
});

/** The fields of the exam form (spec 2 §7 save payload). */
export function UjianFormFields({ form, idKelas, pilihPertemuan, bolehKunci, minTanggal, idUjian, hanyaWaktu = false }: Props) {
  const v = form.getValues();
  const remedial = v.jenis === 'remedial';
  const pertemuan = useQuery({ ...pertemuanKelasQueryOptions(idKelas), enabled: pilihPertemuan });
  const utama = useUjianList({ page: 1, per_page: 100, id_kelas_kuliah: idKelas, tanpa_remedial: true }, remedial && !hanyaWaktu);
  const peserta = usePesertaNimNama(idKelas, remedial && !hanyaWaktu);

  const waktu = (
    <SimpleGrid cols={{ base: 1, tablet: 2 }}>
      <DateTimePicker label="Waktu Mulai" required placeholder="Pilih waktu mulai" minDate={minTanggal} {...dtProps('waktu mulai')} {...form.getInputProps('waktu_mulai')} data-testid="ujian-waktu-mulai" />
      <DateTimePicker
        label="Waktu Selesai"
        required
        placeholder="Pilih waktu selesai"
        disabled={!v.waktu_mulai}
        minDate={v.waktu_mulai ? new Date(v.waktu_mulai.replace(' ', 'T')) : minTanggal}
        {...dtProps('waktu selesai')}
        {...form.getInputProps('waktu_selesai')}
        data-testid="ujian-waktu-selesai"
      />
    </SimpleGrid>
  );

  const pertemuanSelect = pilihPertemuan ? (
    <Select
      label="Pertemuan"
      required
      placeholder="Pilih pertemuan"
      data={(pertemuan.data ?? []).map((p) => ({ value: String(p.id), label: `Pertemuan ${p.nomor}${p.judul ? ` - ${p.judul}` : ''} (${statusPertemuanLabel(p.status)})` }))}
      searchable
      {...form.getInputProps('id_pertemuan')}
      data-testid="ujian-pertemuan"
    />
  ) : null;

  if (hanyaWaktu) {
    return (
      <Stack gap="sm">
        {pertemuanSelect}
        {waktu}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {pertemuanSelect}
      <Radio.Group label="Jenis" required {...form.getInputProps('jenis')}>
        <Group mt={4} gap="md">
          {JENIS_UJIAN.map((j) => (
            <Radio key={j} value={j} label={JENIS_UJIAN_LABEL[j]} data-testid={`ujian-jenis-${j}`} />
          ))}
        </Group>
      </Radio.Group>
      {remedial ? (
        <SimpleGrid cols={{ base: 1, tablet: 2 }}>
          <Select
            label="Ujian Utama"
            required
            placeholder="Pilih kuis/ujian utama"
            data={(utama.data?.data ?? []).filter((u) => u.id !== idUjian).map((u) => ({ value: String(u.id), label: `${JENIS_UJIAN_LABEL[u.jenis]} - ${u.judul}` }))}
            {...form.getInputProps('id_ujian_utama')}
            data-testid="ujian-utama"
          />
          <MultiSelect
            label="Peserta Remedial"
            required
            searchable
            placeholder="Pilih mahasiswa"
            data={(peserta.data ?? []).map((p) => ({ value: p.nim, label: `${p.nim} - ${p.nama}` }))}
            {...form.getInputProps('peserta_remedial')}
            data-testid="ujian-peserta-remedial"
          />
        </SimpleGrid>
      ) : null}
      <TextInput label="Judul" required {...form.getInputProps('judul')} data-testid="ujian-judul" />
      <HtmlEditor label="Deskripsi" required value={v.deskripsi} onChange={(x) => form.setFieldValue('deskripsi', x)} error={form.errors.deskripsi as string | undefined} testId="ujian-deskripsi" minRows={3} />
      <SimpleGrid cols={{ base: 1, tablet: 2 }}>
        <Radio.Group label="Sifat" {...form.getInputProps('sifat')}>
          <Group mt={4} gap="md">
            {SIFAT_UJIAN.map((s) => (
              <Radio key={s} value={s} label={SIFAT_UJIAN_LABEL[s]} />
            ))}
          </Group>
        </Radio.Group>
        <Stack gap={6} mt={4}>
          <Switch label="Acak urutan soal" {...form.getInputProps('acak_soal', { type: 'checkbox' })} />
          <Switch label="Tampilkan ke mahasiswa" {...form.getInputProps('ditampilkan', { type: 'checkbox' })} />
        </Stack>
      </SimpleGrid>
      <Group align="flex-end" gap="md">
        <Switch label="Gunakan batas waktu" {...form.getInputProps('gunakan_batas_waktu', { type: 'checkbox' })} data-testid="ujian-batas-waktu" />
        {v.gunakan_batas_waktu ? (
          <NumberInput label="Durasi (menit)" required min={MIN_DURASI_MENIT} w={160} allowDecimal={false} {...form.getInputProps('durasi')} data-testid="ujian-durasi" />
        ) : null}
      </Group>
      {waktu}
      {bolehKunci ? (
        <Stack gap="xs">
          <Switch label="Tampilkan kunci jawaban" {...form.getInputProps('tampilkan_kunci_jawaban', { type: 'checkbox' })} />
          {v.tampilkan_kunci_jawaban ? (
            <DateTimePicker label="Waktu Tampil Kunci" required placeholder="Pilih waktu" {...dtProps('waktu tampil kunci')} {...form.getInputProps('waktu_tampil_kunci')} />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
