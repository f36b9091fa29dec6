import { useMemo } from 'react';
import { Alert, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarEvent, IconClock } from '@tabler/icons-react';
import {
  APLIKASI_VIDCON,
  APLIKASI_VIDCON_LABEL,
  CATATAN_VIDCON_MAX,
  JUDUL_VIDCON_MAX,
  LINK_VIDCON_MAX,
  PESAN_VIDCON,
  type VidconItem,
} from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { serverNow, useServerTime } from '@/lib/server-time';
import { useCreateVidcon } from '../api/create-vidcon';
import { useUpdateVidcon } from '../api/update-vidcon';
import { kunciForm, nilaiAwal, selesaiDariMulai, tanggalMinimum, toVidconBody, validateVidconForm, type VidconFormValues } from '../vidcon-form';
import { PilihPertemuan } from '@/features/kelas';

/** 24-hour pickers (spec: locale id-ID, 24-hour time) with named hour and minute fields. */
const jamProps = (testId: string) => ({
  hoursInputLabel: 'Jam',
  minutesInputLabel: 'Menit',
  hoursInputProps: { 'data-testid': `${testId}-jam` },
  minutesInputProps: { 'data-testid': `${testId}-menit` },
  hiddenInputProps: { 'data-testid': testId },
});

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The vidcon to edit; null to add one. */
  vidcon: VidconItem | null;
  /** The meeting a new vidcon goes to; null asks for it (operators on /vidcon). */
  idPertemuan: number | null;
};

/** 'Tambah Vidcon' / 'Ubah Vidcon': mounted fresh on every open so the form starts from the current row. */
export function VidconModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.vidcon ? 'Ubah Vidcon' : 'Tambah Vidcon'}>
      <VidconForm {...props} />
    </FormModal>
  );
}

function VidconForm({ vidcon, idPertemuan, onClose }: Props) {
  const { now, timeZone } = useServerTime();
  const pilihPertemuan = !vidcon && idPertemuan === null;
  // The form's own clock: fixed at opening, so defaults and locks do not move while typing.
  const dibuka = useMemo(() => now, []); // eslint-disable-line react-hooks/exhaustive-deps
  const initial = useMemo(() => nilaiAwal({ vidcon, idPertemuan, now: dibuka, tz: timeZone }), [vidcon, idPertemuan, dibuka, timeZone]);
  const kunci = kunciForm(vidcon, dibuka);
  const form = useForm<VidconFormValues>({ mode: 'controlled', initialValues: initial });
  const create = useCreateVidcon();
  const update = useUpdateVidcon();
  const pending = create.isPending || update.isPending;
  const minDate = tanggalMinimum(dibuka, timeZone);

  const setMulai = (patch: Partial<Pick<VidconFormValues, 'tanggal_mulai' | 'jam_mulai'>>) => {
    const next = { ...form.getValues(), ...patch };
    form.setValues(patch);
    // spec 2 §5: choosing a start sets the end to start plus one hour
    const selesai = selesaiDariMulai(next, timeZone);
    if (selesai) form.setValues(selesai);
  };

  const submit = () => {
    const values = form.getValues();
    const error = validateVidconForm(values, { pilihPertemuan, vidcon, tz: timeZone, now: serverNow() });
    if (error) {
      // spec 2 §5/§8: the message is a toast; the field it names takes the focus.
      showErrorToast(error.message);
      form.getInputNode(error.field)?.focus();
      return;
    }
    const body = toVidconBody(values, { tz: timeZone, vidcon });
    const done = (message: string) => {
      showSuccessToast(message);
      onClose();
    };
    if (vidcon) update.mutate({ id: vidcon.id, body }, { onSuccess: (res) => done(res.status.message || PESAN_VIDCON.berhasilDiubah), onError: (e) => showErrorToast(e) });
    else create.mutate(body, { onSuccess: (res) => done(res.status.message || PESAN_VIDCON.berhasilDitambah), onError: (e) => showErrorToast(e) });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="vidcon-form"
    >
      <Stack gap="md">
        {pilihPertemuan ? (
          <PilihPertemuan
            idPrefix="vidcon"
            value={form.getValues().id_pertemuan}
            onChange={(v) => form.setFieldValue('id_pertemuan', v)}
            error={form.errors.id_pertemuan as string | undefined}
            timeZone={timeZone}
          />
        ) : null}
        <TextInput label="Judul" withAsterisk maxLength={JUDUL_VIDCON_MAX} data-testid="vidcon-judul-input" {...form.getInputProps('judul')} />
        <Select
          label="Aplikasi"
          withAsterisk
          placeholder="Pilih aplikasi"
          data={APLIKASI_VIDCON.map((a) => ({ value: a, label: APLIKASI_VIDCON_LABEL[a] }))}
          data-testid="vidcon-aplikasi"
          {...form.getInputProps('aplikasi')}
        />
        <TextInput label="Link" withAsterisk maxLength={LINK_VIDCON_MAX} placeholder="https://" data-testid="vidcon-link-input" {...form.getInputProps('link')} />
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="vidcon-peringatan-link">
          {PESAN_VIDCON.peringatanLink}
        </Alert>
        <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
          <DateInput
            label="Tanggal Mulai"
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            minDate={minDate}
            disabled={kunci.tanggal}
            leftSection={<IconCalendarEvent size={16} />}
            data-testid="vidcon-tanggal-mulai"
            {...form.getInputProps('tanggal_mulai')}
            onChange={(v) => setMulai({ tanggal_mulai: v })}
          />
          <TimePicker
            label="Jam Mulai"
            withAsterisk
            format="24h"
            withDropdown
            disabled={kunci.jam}
            leftSection={<IconClock size={16} />}
            {...jamProps('vidcon-jam-mulai')}
            {...form.getInputProps('jam_mulai')}
            onChange={(v) => setMulai({ jam_mulai: v })}
          />
          <DateInput
            label="Tanggal Selesai"
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            minDate={form.getValues().tanggal_mulai ?? minDate}
            disabled={kunci.tanggal}
            leftSection={<IconCalendarEvent size={16} />}
            data-testid="vidcon-tanggal-selesai"
            {...form.getInputProps('tanggal_selesai')}
          />
          <TimePicker
            label="Jam Selesai"
            withAsterisk
            format="24h"
            withDropdown
            disabled={kunci.jam}
            leftSection={<IconClock size={16} />}
            {...jamProps('vidcon-jam-selesai')}
            {...form.getInputProps('jam_selesai')}
          />
        </SimpleGrid>
        <Textarea label="Catatan" autosize minRows={2} maxRows={6} maxLength={CATATAN_VIDCON_MAX} data-testid="vidcon-catatan" {...form.getInputProps('catatan')} />
        <FormModalFooter onCancel={onClose} loading={pending} cancelDisabled={pending} submitTestId="vidcon-simpan" />
      </Stack>
    </form>
  );
}
