import { useMemo, useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DURASI_TOAST_UJIAN_MS, PESAN_UJIAN, awalKemarinUjian, type UjianItem } from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { showSuccessToast } from '@/components/toast';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { serverNow } from '@/lib/server-time';
import { useSaveUjian } from '../api/save-ujian';
import { nilaiAwalUjian, nilaiDariUjian, periksaFormUjian, toSalinBody, toUjianBody, type MeetingRef, type UjianFormValues } from '../ujian-form';
import { SalinUjianTable } from './salin-ujian-table';
import { UjianFormFields } from './ujian-form-fields';

type Props = {
  opened: boolean;
  onClose: () => void;
  idKelas: string;
  idMataKuliah: number;
  /** The meeting the page is in (null: the form asks for one). */
  pertemuan: MeetingRef;
  /** Operators choose the meeting (spec 2 §6), even from a meeting page. */
  pilihPertemuan: boolean;
  /** The exam to edit; null adds one. */
  ujian: UjianItem | null;
  timeZone: string;
  onSaved?: (u: UjianItem) => void;
};

/** Exam toasts are bottom danger toasts of 5 seconds (spec 2 §8). */
const toastError = (message: string) => notifications.show({ color: 'red', message, position: 'bottom-center', autoClose: DURASI_TOAST_UJIAN_MS });

/** The exam modal: 'Buat Kuis/Ujian Baru' and, when adding, 'Salin Kuis/Ujian Lain' (spec 2 §2). */
export function UjianModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.ujian ? 'Ubah Kuis/Ujian' : 'Tambah Kuis/Ujian'}>
      <UjianModalBody {...props} />
    </FormModal>
  );
}

function UjianModalBody({ onClose, idKelas, idMataKuliah, pertemuan, pilihPertemuan, ujian, timeZone, onSaved }: Props) {
  const [tab, setTab] = useState<'buat' | 'salin'>('buat');
  const [dipilih, setDipilih] = useState<UjianItem | null>(null);
  const now = serverNow();
  const initial = useMemo(() => (ujian ? nilaiDariUjian(ujian, timeZone) : nilaiAwalUjian(pertemuan, timeZone, now)), [ujian, pertemuan, timeZone, now]);
  const form = useForm<UjianFormValues>({ mode: 'controlled', initialValues: initial });
  const save = useSaveUjian();
  const pengaturan = usePengaturanMe().data;
  const akses = (pengaturan?.pengaturan_kelas as { akses_resume_ujian?: { tampilkan_soal?: boolean } } | undefined)?.akses_resume_ujian;
  const bolehKunci = akses?.tampilkan_soal !== false;
  const minTanggal = awalKemarinUjian(now, timeZone);

  /** The spec's messages as toasts (in order) and on their fields; true when the form may go. */
  const periksa = (values: UjianFormValues, hanyaWaktu: boolean) => {
    const masalah = periksaFormUjian(values, { tz: timeZone, now: serverNow(), perluPertemuan: true, waktuMulaiLama: ujian?.waktu_mulai }).filter(
      (m) => !hanyaWaktu || ['id_pertemuan', 'waktu_mulai', 'waktu_selesai'].includes(m.field),
    );
    form.clearErrors();
    masalah.forEach((m) => {
      form.setFieldError(m.field, m.message);
      toastError(m.message);
    });
    return masalah.length === 0;
  };

  const selesai = (u: UjianItem, message: string) => {
    showSuccessToast(message);
    onSaved?.(u);
    onClose();
  };

  const simpan = () => {
    const values = form.getValues();
    if (tab === 'salin') {
      if (!dipilih) return toastError(PESAN_UJIAN.pilihUjian);
      if (!periksa({ ...values, judul: dipilih.judul, deskripsi: dipilih.deskripsi || '-' }, true)) return;
      return save.mutate({ mode: 'salin', body: toSalinBody(dipilih, values, timeZone) }, { onSuccess: (r) => selesai(r.data, r.status.message), onError: (e) => toastError(e.message) });
    }
    if (!periksa(values, false)) return;
    const body = toUjianBody(values, timeZone);
    save.mutate(ujian ? { mode: 'ubah', id: ujian.id, body } : { mode: 'buat', body }, {
      onSuccess: (r) => selesai(r.data, r.status.message),
      onError: (e) => toastError(e.message),
    });
  };

  const fields = (hanyaWaktu: boolean) => (
    <UjianFormFields form={form} idKelas={idKelas} pilihPertemuan={pilihPertemuan} bolehKunci={bolehKunci} minTanggal={minTanggal} idUjian={ujian?.id} hanyaWaktu={hanyaWaktu} />
  );

  return (
    <Stack gap="md">
      {ujian ? (
        fields(false)
      ) : (
        <Tabs value={tab} onChange={(t) => setTab((t as 'buat' | 'salin') ?? 'buat')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="buat" data-testid="tab-buat-ujian">
              {PESAN_UJIAN.tabBuat}
            </Tabs.Tab>
            <Tabs.Tab value="salin" data-testid="tab-salin-ujian">
              {PESAN_UJIAN.tabSalin}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="buat">{fields(false)}</Tabs.Panel>
          <Tabs.Panel value="salin">
            <Stack gap="md">
              <SalinUjianTable idKelas={idKelas} idMataKuliah={idMataKuliah} dipilih={dipilih} onPilih={setDipilih} timeZone={timeZone} />
              {fields(true)}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
      <FormModalFooter onCancel={onClose} loading={save.isPending} cancelDisabled={save.isPending} onSubmit={simpan} submitTestId="ujian-simpan" />
    </Stack>
  );
}
