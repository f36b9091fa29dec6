import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { PESAN_MATERI, formatTanggalWaktu, hariIni, type MateriItem, type PertemuanDetail } from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { usePertemuanKelas } from '@/features/kelas';
import { usePertemuan } from '@/features/pertemuan';
import { serverNow, useServerTime } from '@/lib/server-time';
import { useCreateMateri } from '../api/create-materi';
import { useSalinMateri } from '../api/salin-materi';
import { useUpdateMateri } from '../api/update-materi';
import {
  nilaiAwalMateri,
  periksaMateri,
  periksaSalin,
  sesuaikanPertemuan,
  tampilSyaratAwal,
  toMateriFormData,
  toSalinBody,
  type MateriFormValues,
  type PertemuanMateri,
  type TampilSyaratValues,
} from '../materi-form';
import { MateriUploadFields } from './materi-upload-fields';
import { SalinMateriTable } from './salin-materi-table';
import { TampilSyaratFields } from './tampil-syarat-fields';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The meeting page's meeting (its class decides which meetings an operator may pick). */
  pertemuan: PertemuanDetail;
  /** The material to edit; null to add. */
  materi: MateriItem | null;
  /** Operators pick the meeting (spec 2 §2 Materials); others see the meeting's header. */
  pilihPertemuan: boolean;
};

/** 'Tambah Materi' / 'Ubah Materi' (spec 2 §2): tabs 'Upload Materi Baru' and 'Salin Materi Kelas Lain' when adding. */
export function MateriModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.materi ? 'Ubah Materi' : 'Tambah Materi'}>
      <MateriForm {...props} />
    </FormModal>
  );
}

const MERAH_TERBACA = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
const ERROR_TERBACA = { '--mantine-color-error': MERAH_TERBACA, '--mantine-color-red-text': MERAH_TERBACA } as CSSProperties;

const keMateriPertemuan = (p: PertemuanDetail): PertemuanMateri => ({ id: p.id, jenis: p.jenis, status: p.status, default_deadline_materi: p.default_deadline_materi });

function MateriForm({ pertemuan, materi, pilihPertemuan, onClose }: Props) {
  const { now, timeZone } = useServerTime();
  const dibuka = useMemo(() => now, []); // eslint-disable-line react-hooks/exhaustive-deps
  const pengaturan = usePengaturanMe();
  const [tab, setTab] = useState<string | null>('baru');
  const awalPertemuan = materi ? materi.id_pertemuan : pilihPertemuan ? null : pertemuan.id;
  const [idPertemuan, setIdPertemuan] = useState<number | null>(awalPertemuan);
  // Only an operator picks the meeting; for anyone else '' asks for no list.
  const daftar = usePertemuanKelas(pilihPertemuan ? pertemuan.id_kelas_kuliah : '');
  const lain = usePertemuan(idPertemuan !== null && idPertemuan !== pertemuan.id ? idPertemuan : null);
  const dipilih: PertemuanMateri | null =
    idPertemuan === pertemuan.id ? keMateriPertemuan(pertemuan) : lain.data ? keMateriPertemuan(lain.data) : null;
  const offline = dipilih?.jenis === 'offline';

  const [values, setValues] = useState<MateriFormValues>(() => nilaiAwalMateri({ materi, pertemuan: dipilih, idPertemuan: awalPertemuan, tz: timeZone }));
  const [salin, setSalin] = useState<TampilSyaratValues & { list_id: number[] }>(() => ({ ...tampilSyaratAwal(dipilih, timeZone), list_id: [] }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateMateri();
  const update = useUpdateMateri();
  const copy = useSalinMateri();
  const pending = create.isPending || update.isPending || copy.isPending;
  const minDate = hariIni(timeZone, dibuka);

  // An operator's newly chosen meeting: its kind and default deadline reshape the display and attendance fields.
  useEffect(() => {
    if (!dipilih || materi) return;
    setValues((v) => ({ ...v, ...sesuaikanPertemuan(v, dipilih, timeZone) }));
    setSalin((v) => ({ ...v, ...sesuaikanPertemuan(v, dipilih, timeZone) }));
  }, [dipilih?.id, dipilih?.jenis]); // eslint-disable-line react-hooks/exhaustive-deps

  /** A changed field drops its message (a date's and its time's land on the date). */
  const lepasGalat = (keys: string[]) =>
    setErrors((e) => {
      const next = { ...e };
      for (const k of keys) delete next[k.replace(/^jam_/, 'tanggal_')];
      if (keys.includes('tampil')) delete next.tanggal_tampil;
      return next;
    });
  const set = (patch: Partial<MateriFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    lepasGalat(Object.keys(patch));
  };
  const setError = (field: string, message: string | null) =>
    setErrors((e) => {
      const next = { ...e };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  const selesai = (message: string) => {
    showSuccessToast(message);
    onClose();
  };

  const simpan = () => {
    const v = { ...values, id_pertemuan: idPertemuan === null ? null : String(idPertemuan) };
    const r = periksaMateri(v, { tz: timeZone, now: serverNow(), perluPertemuan: pilihPertemuan, pertemuanOffline: offline, materi });
    setErrors(r.errors);
    if (r.pertama) return showErrorToast(r.lengkap ? r.pertama.message : PESAN_MATERI.belumLengkap);
    const form = toMateriFormData(v, timeZone, { kirimPertemuan: true });
    const gagal = (e: unknown) => showErrorToast(e);
    if (materi) update.mutate({ id: materi.id, form, idPertemuanLama: materi.id_pertemuan }, { onSuccess: (res) => selesai(res.status.message || PESAN_MATERI.berhasilUbah), onError: gagal });
    else create.mutate(form, { onSuccess: (res) => selesai(res.status.message || PESAN_MATERI.berhasilTambah), onError: gagal });
  };

  const salinSekarang = () => {
    const v = { ...salin, id_pertemuan: idPertemuan === null ? null : String(idPertemuan) };
    const e = periksaSalin(v, { tz: timeZone, now: serverNow(), perluPertemuan: pilihPertemuan, pertemuanOffline: offline });
    setErrors(e);
    const first = Object.values(e)[0];
    if (first) return showErrorToast(first);
    copy.mutate(toSalinBody(v, timeZone), { onSuccess: (res) => selesai(res.status.message || PESAN_MATERI.berhasilSalin(v.list_id.length)), onError: (x) => showErrorToast(x) });
  };

  const kepala = pilihPertemuan ? (
    <Select
      label="Pertemuan"
      withAsterisk
      placeholder="Pilih pertemuan"
      searchable
      data={(daftar.data ?? []).map((p) => ({ value: String(p.id), label: `Pertemuan ${p.nomor} · ${formatTanggalWaktu(p.waktu_mulai, timeZone)}` }))}
      value={idPertemuan === null ? null : String(idPertemuan)}
      onChange={(x) => {
        setIdPertemuan(x ? Number(x) : null);
        setError('id_pertemuan', null);
      }}
      error={errors.id_pertemuan}
      data-testid="materi-pilih-pertemuan"
    />
  ) : (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)" data-testid="materi-info-pertemuan">
      <Text fw={600} fz="sm">
        Pertemuan {pertemuan.nomor}
        {pertemuan.judul ? ` · ${pertemuan.judul}` : ''}
      </Text>
      <Text fz="xs" c="dimmed">
        {pertemuan.kelas_kuliah.mata_kuliah.nama} · {formatTanggalWaktu(pertemuan.waktu_mulai, timeZone)} · {pertemuan.jenis}
      </Text>
    </Paper>
  );

  const tombol = (label: string, onClick: () => void, testId: string) => (
    <FormModalFooter onCancel={onClose} loading={pending} cancelDisabled={pending} onSubmit={onClick} submitLabel={label} submitTestId={testId} mt="md" />
  );

  const upload = (
    <>
      <MateriUploadFields
        values={values}
        errors={errors}
        set={set}
        setError={setError}
        ukuranMaxFile={pengaturan.data?.pengaturan_sistem.ukuran_max_file}
        offline={offline}
        minDate={minDate}
      />
      {tombol('Simpan', simpan, 'materi-simpan')}
    </>
  );

  return (
    // Mantine's error red (#fa5252) is 3.3:1 on white: errors in this form use a shade that reads (WCAG 1.4.3).
    <Stack gap="md" data-testid="materi-form" style={ERROR_TERBACA}>
      {kepala}
      {materi ? (
        upload
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="baru" data-testid="materi-tab-baru">
              Upload Materi Baru
            </Tabs.Tab>
            <Tabs.Tab value="salin" data-testid="materi-tab-salin">
              Salin Materi Kelas Lain
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="baru" pt="md">
            {upload}
          </Tabs.Panel>
          <Tabs.Panel value="salin" pt="md">
            <Stack gap="md">
              <SalinMateriTable idKelas={pertemuan.id_kelas_kuliah} selected={salin.list_id} onChange={(ids) => {
                  setSalin((s) => ({ ...s, list_id: ids }));
                  lepasGalat(['list_id']);
                }} error={errors.list_id} />
              <TampilSyaratFields
                values={salin}
                errors={errors}
                onChange={(p) => {
                  setSalin((s) => ({ ...s, ...p }));
                  lepasGalat(Object.keys(p));
                }}
                offline={offline}
                minDate={minDate}
                testId="salin"
              />
            </Stack>
            {tombol('Salin', salinSekarang, 'salin-simpan')}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
