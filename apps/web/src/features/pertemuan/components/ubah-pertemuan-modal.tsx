import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DateTimePicker, TimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCalendarEvent, IconClock, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import {
  JENIS_PERTEMUAN,
  MODE_KULIAH_LABEL,
  PARAMETER_KEHADIRAN_KEYS,
  PESAN_PERTEMUAN,
  type BentrokItem,
  type ParameterKehadiranKey,
  type PertemuanDetail,
} from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { HtmlEditor } from '@/components/html-editor';
import { showSuccessToast } from '@/components/toast';
import { isApiError } from '@/lib/api-error';
import { useCekBentrok } from '../api/cek-bentrok';
import { useRuangan } from '../api/get-ruangan';
import { useSesiKuliah } from '../api/get-sesi-kuliah';
import { useUpdatePertemuan } from '../api/update-pertemuan';
import { jadwalUtc, jamSesi, toFormValues, toUpdateBody, validateUbahPertemuan, type UbahPertemuanValues } from '../ubah-pertemuan-form';
import { BentrokList } from './bentrok-list';

const PARAMETER_LABEL: Record<ParameterKehadiranKey, string> = {
  hadir_vidcon: 'Hadir vidcon',
  kerjakan_kuis_ujian: 'Mengerjakan kuis/ujian',
  kerjakan_tugas: 'Mengerjakan tugas',
  posting_forum: 'Posting di forum',
  unduh_materi: 'Mengunduh materi',
};

/** The clash list of a refused save: 409 with detail.daftar. */
function bentrokDariError(error: unknown): BentrokItem[] | null {
  if (!isApiError(error) || error.statusCode !== 409) return null;
  const daftar = (error.data as { detail?: { daftar?: unknown } } | null)?.detail?.daftar;
  return Array.isArray(daftar) ? (daftar as BentrokItem[]) : null;
}

type Props = { pertemuan: PertemuanDetail; timeZone: string; opened: boolean; onClose: () => void };

/** 'Ubah Pertemuan': mounted fresh on every open so the form starts from the current meeting. */
export function UbahPertemuanModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Ubah Pertemuan">
      <UbahPertemuanForm {...props} />
    </FormModal>
  );
}

function UbahPertemuanForm({ pertemuan: p, timeZone, onClose }: Props) {
  const ubahJadwal = p.can.ubah_jadwal;
  const initial = useMemo(() => toFormValues(p, timeZone), [p, timeZone]);
  const form = useForm<UbahPertemuanValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validateUbahPertemuan(values, { ubahJadwal, tz: timeZone }),
  });
  const sesi = useSesiKuliah(ubahJadwal);
  const ruangan = useRuangan(ubahJadwal);
  const cek = useCekBentrok();
  const update = useUpdatePertemuan(p.id);
  const [bentrok, setBentrok] = useState<BentrokItem[] | null>(null);
  const [gagal, setGagal] = useState<string | null>(null);
  const [bentrokJudul, setBentrokJudul] = useState<string | undefined>(undefined);

  const jadwalBerubah = () => {
    setBentrok(null);
    setBentrokJudul(undefined);
    cek.reset();
  };

  const sesiOptions = (sesi.data ?? []).map((s) => ({ value: String(s.id), label: `${s.nama} (${jamSesi(s.jam_mulai)} - ${jamSesi(s.jam_selesai)})` }));
  const ruanganOptions = (ruangan.data ?? []).map((r) => ({
    value: String(r.id),
    label: r.gedung && !r.nama.startsWith(r.gedung) ? `${r.nama} - ${r.gedung}` : r.nama,
  }));

  const onSesiChange = (value: string | null) => {
    form.setFieldValue('id_sesi', value);
    const s = sesi.data?.find((x) => String(x.id) === value);
    // A session fills its hours on the same day.
    if (s) {
      form.setFieldValue('jam_mulai', jamSesi(s.jam_mulai));
      form.setFieldValue('jam_selesai', jamSesi(s.jam_selesai));
    }
    jadwalBerubah();
  };

  const runCekBentrok = () => {
    const v = form.getValues();
    const errs = validateUbahPertemuan(v, { ubahJadwal: true, tz: timeZone });
    const jadwalErrs = (['tanggal', 'jam_mulai', 'jam_selesai'] as const).filter((k) => errs[k]);
    if (jadwalErrs.length) {
      jadwalErrs.forEach((k) => form.setFieldError(k, errs[k]));
      return;
    }
    const jadwal = jadwalUtc(v, timeZone)!;
    cek.mutate(
      {
        id_pertemuan: p.id,
        ...jadwal,
        id_ruangan: v.id_ruangan ? Number(v.id_ruangan) : null,
        id_kelas_kuliah: p.id_kelas_kuliah,
      },
      {
        onSuccess: (r) => {
          setBentrok(r.daftar);
          setBentrokJudul(undefined);
        },
      },
    );
  };

  const submit = form.onSubmit((values) => {
    setGagal(null);
    const body = toUpdateBody(values, p, { ubahJadwal, tz: timeZone });
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: (res) => {
        showSuccessToast(res.status.message || PESAN_PERTEMUAN.berhasilDiubah);
        onClose();
      },
      onError: (error) => {
        const daftar = bentrokDariError(error);
        // A clash shows as the list (titled with the server's message); other refusals as a message.
        if (daftar) {
          setBentrok(daftar);
          setBentrokJudul(error.message);
        } else setGagal(error.message);
      },
    });
  });

  const jenis = form.getValues().jenis;
  const alasanJadwal =
    p.status !== 'belum_dimulai' ? PESAN_PERTEMUAN.ubahJadwalSudahDimulai : PESAN_PERTEMUAN.ubahJadwalTidakDiizinkan(p.jenis);

  return (
    <form onSubmit={submit} noValidate data-testid="ubah-pertemuan-form">
      <Stack gap="md">
        <TextInput label="Judul" withAsterisk maxLength={200} data-testid="ubah-pertemuan-judul" {...form.getInputProps('judul')} />
        <Select
          label="Metode"
          withAsterisk
          allowDeselect={false}
          data={JENIS_PERTEMUAN.map((j) => ({ value: j, label: MODE_KULIAH_LABEL[j] }))}
          data-testid="ubah-pertemuan-jenis"
          {...form.getInputProps('jenis')}
        />
        <HtmlEditor label="Deskripsi" minRows={4} testId="ubah-pertemuan-deskripsi" {...form.getInputProps('deskripsi')} />

        <Divider label="Jadwal" labelPosition="left" />
        {ubahJadwal ? (
          <>
            <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
              <DatePickerInput
                label="Tanggal"
                withAsterisk
                valueFormat="DD/MM/YYYY"
                placeholder="Pilih tanggal"
                leftSection={<IconCalendarEvent size={16} />}
                data-testid="ubah-pertemuan-tanggal"
                {...form.getInputProps('tanggal')}
                onChange={(v) => {
                  form.setFieldValue('tanggal', v);
                  jadwalBerubah();
                }}
              />
              <Select
                label="Sesi"
                placeholder="Pilih..."
                clearable
                data={sesiOptions}
                value={form.getValues().id_sesi}
                onChange={onSesiChange}
                data-testid="ubah-pertemuan-sesi"
              />
              <TimePicker
                label="Jam Mulai"
                withAsterisk
                format="24h"
                withDropdown
                leftSection={<IconClock size={16} />}
                data-testid="ubah-pertemuan-jam-mulai"
                {...form.getInputProps('jam_mulai')}
                onChange={(v) => {
                  form.setFieldValue('jam_mulai', v);
                  jadwalBerubah();
                }}
              />
              <TimePicker
                label="Jam Selesai"
                withAsterisk
                format="24h"
                withDropdown
                leftSection={<IconClock size={16} />}
                data-testid="ubah-pertemuan-jam-selesai"
                {...form.getInputProps('jam_selesai')}
                onChange={(v) => {
                  form.setFieldValue('jam_selesai', v);
                  jadwalBerubah();
                }}
              />
            </SimpleGrid>
            <Select
              label="Ruangan"
              placeholder="Pilih..."
              clearable
              searchable
              nothingFoundMessage="Ruangan tidak ditemukan"
              data={ruanganOptions}
              value={form.getValues().id_ruangan}
              onChange={(v) => {
                form.setFieldValue('id_ruangan', v);
                jadwalBerubah();
              }}
              data-testid="ubah-pertemuan-ruangan"
            />
            <Group justify="space-between" gap="sm">
              <Text fz="xs" c="dimmed">
                Periksa bentrok ruangan, dosen dan kelas sebelum menyimpan.
              </Text>
              <Button variant="light" leftSection={<IconSearch size={16} />} onClick={runCekBentrok} loading={cek.isPending} data-testid="pertemuan-cek-bentrok">
                Cek Bentrok
              </Button>
            </Group>
            {bentrok ? <BentrokList daftar={bentrok} timeZone={timeZone} title={bentrokJudul} /> : null}
          </>
        ) : (
          <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="ubah-pertemuan-jadwal-terkunci">
            {alasanJadwal}
          </Alert>
        )}

        {jenis !== 'offline' ? (
          <>
            <Divider label="Parameter Kehadiran" labelPosition="left" />
            <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="xs">
              {PARAMETER_KEHADIRAN_KEYS.map((k) => (
                <Checkbox key={k} label={PARAMETER_LABEL[k]} {...form.getInputProps(`parameter_kehadiran.${k}`, { type: 'checkbox' })} />
              ))}
            </SimpleGrid>
          </>
        ) : null}

        <Divider label="Batas Waktu" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
          <DateTimePicker
            label="Batas Aktivitas"
            placeholder="Tidak ada"
            clearable
            valueFormat="DD/MM/YYYY, HH:mm"
            timePickerProps={{ format: '24h' }}
            {...form.getInputProps('waktu_batas_aktivitas')}
          />
          <DateTimePicker
            label="Default Deadline Materi"
            placeholder="Tidak ada"
            clearable
            valueFormat="DD/MM/YYYY, HH:mm"
            timePickerProps={{ format: '24h' }}
            {...form.getInputProps('default_deadline_materi')}
          />
        </SimpleGrid>

        {gagal ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="ubah-pertemuan-error">
            {gagal}
          </Alert>
        ) : null}

        <FormModalFooter onCancel={onClose} loading={update.isPending} submitTestId="pertemuan-simpan" mt="xs" />
      </Stack>
    </form>
  );
}
