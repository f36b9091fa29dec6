import type { CSSProperties } from 'react';
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, MultiSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendarEvent, IconClock, IconInfoCircle } from '@tabler/icons-react';
import {
  PENGUMUMAN_JUDUL_MAKS,
  PENGUMUMAN_LAMPIRAN_MAKS,
  ROLES,
  ROLE_LABEL,
  allowedExtensionsForKind,
  ringkasanSasaran,
  timeZoneLabel,
  type LampiranPengumuman,
  type PengumumanKelolaItem,
  type Role,
} from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { HtmlEditor } from '@/components/html-editor';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { UploadBox } from '@/components/upload-box';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { serverNow, useServerTime } from '@/lib/server-time';
import { useSimpanPengumuman } from '../api/mutations';
import { nilaiAwal, toBody, toFormValues, validatePengumumanForm, type PengumumanFormValues } from '../pengumuman-form';
import { LampiranList } from './lampiran-list';

/**
 * Field errors in the toned red of the theme's light variants: Mantine's default error red (#fa5252) is only 3.3:1 on
 * white, below WCAG AA for the 12 px messages.
 */
const FORM_STYLE = { '--mantine-color-error': 'var(--mantine-color-red-light-color)' } as CSSProperties;

type Props = { opened: boolean; onClose: () => void; /** Editing this one; null = 'Tambah Pengumuman'. */ pengumuman: PengumumanKelolaItem | null };

/** 'Tambah Pengumuman' / 'Ubah Pengumuman' (operators with pengumuman write), full screen under tablet width. */
export function PengumumanFormModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.pengumuman ? 'Ubah Pengumuman' : 'Tambah Pengumuman'}>
      <PengumumanForm key={props.pengumuman?.id ?? 'baru'} {...props} />
    </FormModal>
  );
}

const ACCEPT = allowedExtensionsForKind('lampiran_pengumuman');

function PengumumanForm({ onClose, pengumuman }: Props) {
  const { timeZone } = useServerTime();
  const prodi = useProdiRef();
  const simpan = useSimpanPengumuman();
  const [tetap, setTetap] = useState<LampiranPengumuman[]>(pengumuman?.lampiran ?? []);
  const [hapus, setHapus] = useState<string[]>([]);
  const [baru, setBaru] = useState<File[]>([]);
  const form = useForm<PengumumanFormValues>({
    mode: 'controlled',
    initialValues: pengumuman ? toFormValues(pengumuman, timeZone) : nilaiAwal(new Date(serverNow()), timeZone),
    validate: (v) => validatePengumumanForm(v, { now: new Date(serverNow()), tz: timeZone }),
  });
  const v = form.getValues();
  const prodiOptions = (prodi.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }));
  const prodiNama = v.target_prodi.map((id) => prodiOptions.find((o) => o.value === id)?.label ?? id);
  const sisa = PENGUMUMAN_LAMPIRAN_MAKS - tetap.length - baru.length;

  const submit = form.onSubmit((values) => {
    const body = toBody(values, { now: new Date(serverNow()), tz: timeZone, baru: !pengumuman });
    simpan.mutate(
      { id: pengumuman?.id ?? null, body, unggah: baru, hapus },
      {
        onSuccess: (res) => {
          showSuccessToast(res.status.message || 'Berhasil');
          if (res.gagal.length) showErrorToast(res.gagal.join('; '), 'Lampiran gagal diunggah');
          onClose();
        },
        onError: (e) => showErrorToast(e, 'Pengumuman gagal disimpan'),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="pengumuman-form" style={FORM_STYLE}>
      <Stack gap="md">
        <TextInput
          label="Judul"
          placeholder="Judul pengumuman"
          withAsterisk
          maxLength={PENGUMUMAN_JUDUL_MAKS}
          description={`${v.judul.length}/${PENGUMUMAN_JUDUL_MAKS} karakter`}
          data-testid="pengumuman-judul"
          {...form.getInputProps('judul')}
        />
        <HtmlEditor label="Isi" required placeholder="Tulis isi pengumuman..." minRows={8} testId="pengumuman-isi" {...form.getInputProps('isi')} />

        <Radio.Group label="Waktu terbit" withAsterisk {...form.getInputProps('waktu')} data-testid="pengumuman-waktu">
          <Group gap="lg" mt={6}>
            {pengumuman ? <Radio value="tetap" label="Tetap seperti sekarang" data-testid="waktu-tetap" /> : null}
            <Radio value="sekarang" label="Terbitkan sekarang" data-testid="waktu-sekarang" />
            <Radio value="jadwal" label="Jadwalkan" data-testid="waktu-jadwal" />
          </Group>
        </Radio.Group>
        {v.waktu === 'jadwal' ? (
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
            <DatePickerInput
              label="Tanggal terbit"
              withAsterisk
              valueFormat="DD/MM/YYYY"
              placeholder="Pilih tanggal"
              leftSection={<IconCalendarEvent size={16} />}
              data-testid="pengumuman-tanggal"
              {...form.getInputProps('tanggal')}
            />
            <TimePicker
              label={`Jam terbit (${timeZoneLabel(timeZone)})`}
              withAsterisk
              format="24h"
              leftSection={<IconClock size={16} />}
              data-testid="pengumuman-jam"
              hoursInputLabel="Jam"
              minutesInputLabel="Menit"
              {...form.getInputProps('jam')}
            />
          </SimpleGrid>
        ) : null}

        <Checkbox.Group label="Sasaran peran" description="Kosongkan untuk semua peran" {...form.getInputProps('target_role')} data-testid="pengumuman-peran">
          <Group gap="lg" mt={6}>
            {ROLES.map((r) => (
              <Checkbox key={r} value={r} label={ROLE_LABEL[r]} data-testid={`peran-${r}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label="Sasaran program studi"
          description="Kosongkan untuk semua program studi"
          placeholder={v.target_prodi.length ? undefined : 'Semua program studi'}
          searchable
          clearable
          nothingFoundMessage="Program studi tidak ditemukan"
          data={prodiOptions}
          data-testid="pengumuman-prodi"
          {...form.getInputProps('target_prodi')}
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} py="xs" data-testid="pengumuman-ringkasan">
          Diterima oleh: <strong>{ringkasanSasaran(v.target_role as Role[], prodiNama)}</strong>
        </Alert>

        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            Lampiran{' '}
            <Text span fz="xs" c="dimmed">
              (paling banyak {PENGUMUMAN_LAMPIRAN_MAKS})
            </Text>
          </Text>
          <LampiranList
            lampiran={tetap}
            onRemove={(l) => {
              setTetap((xs) => xs.filter((x) => x.id !== l.id));
              setHapus((xs) => [...xs, l.id]);
            }}
          />
          {baru.length ? (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Lampiran baru">
              {baru.map((f, i) => (
                <Group key={`${f.name}-${i}`} component="li" justify="space-between" gap="xs" wrap="nowrap">
                  <Text fz="sm" truncate="end">
                    {f.name} <Text span fz="xs" c="dimmed">(baru)</Text>
                  </Text>
                  <Button variant="subtle" color="red" size="compact-xs" onClick={() => setBaru((xs) => xs.filter((_, j) => j !== i))} aria-label={`Batal unggah ${f.name}`}>
                    Batal
                  </Button>
                </Group>
              ))}
            </Stack>
          ) : null}
          {sisa > 0 ? (
            <UploadBox accept={ACCEPT} kind="lampiran_pengumuman" multiple onFiles={(files) => setBaru((xs) => [...xs, ...files].slice(0, PENGUMUMAN_LAMPIRAN_MAKS - tetap.length))} inputTestId="pengumuman-lampiran-input" />
          ) : null}
        </Stack>

        <Checkbox label="Simpan sebagai draf (belum tampil bagi pembaca)" data-testid="pengumuman-draf" {...form.getInputProps('draf', { type: 'checkbox' })} />
        <FormModalFooter onCancel={onClose} loading={simpan.isPending} cancelTestId="pengumuman-batal" submitTestId="pengumuman-simpan" />
      </Stack>
    </form>
  );
}
