import { useEffect, useState, type ChangeEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MODAL_WIDTH, PERAN_LABEL, USIA_MIN_MAHASISWA, USIA_MIN_ORANG_TUA, hariIni, tanggalLahirPalingLambat, type PenggunaItem, type PeranPengguna } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { useUser } from '@/lib/auth';
import { useCreatePengguna } from '../api/create-pengguna';
import { useUpdatePengguna } from '../api/update-pengguna';
import { buatPasswordAcak, nilaiAwalPengguna, toTambahBody, toUbahBody, validasiPengguna, type PenggunaErrors, type PenggunaValues } from '../pengguna-form';
import { GALAT_TERBACA } from '@/lib/form-style';

type Props = {
  opened: boolean;
  onClose: () => void;
  peran: PeranPengguna;
  /** The user being changed or looked at; none to add one. */
  item?: PenggunaItem | null;
  /** Looking only (read on data_master): every field disabled, no save. */
  readOnly?: boolean;
  onSaved?: (item: PenggunaItem, baru: boolean) => void;
};

/** 'Tambah / Ubah Pengguna' per role: personal data with the rules of spec 1 §5; identities are set once. */
export function PenggunaFormModal({ opened, onClose, peran, item, readOnly = false, onSaved }: Props) {
  const { data: user } = useUser();
  const today = hariIni(user?.college.time_zone);
  const baru = !item;
  const [v, setV] = useState<PenggunaValues>(() => nilaiAwalPengguna(item));
  const [errors, setErrors] = useState<PenggunaErrors>({});
  useEffect(() => {
    if (opened) {
      setV(nilaiAwalPengguna(item));
      setErrors({});
    }
  }, [opened, item]);
  const prodi = useProdiRef({ enabled: opened && peran !== 'operator' });
  const create = useCreatePengguna();
  const update = useUpdatePengguna();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof PenggunaValues>(k: K, value: PenggunaValues[K]) => {
    setV((old) => ({ ...old, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const input = (k: keyof PenggunaValues) => ({
    value: (v[k] ?? '') as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(k, e.currentTarget.value),
    error: errors[k],
    disabled: readOnly,
  });

  const submit = async () => {
    const e = validasiPengguna(v, peran, baru, today);
    setErrors(e);
    if (Object.keys(e).length) return;
    const res = baru ? await create.mutateAsync(toTambahBody(v, peran)) : await update.mutateAsync({ id: item!.id, body: toUbahBody(v, peran) });
    showSuccessToast(res.status.message);
    onClose();
    onSaved?.(res.data, baru);
  };

  const judul = readOnly ? `Data ${PERAN_LABEL[peran]}` : `${baru ? 'Tambah' : 'Ubah'} ${PERAN_LABEL[peran]}`;
  const prodiData = (prodi.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }));

  return (
    <Modal opened={opened} onClose={onClose} size={MODAL_WIDTH.card} centered title={<Text fw={700}>{judul}</Text>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) void submit().catch(() => {});
        }}
        noValidate
        style={GALAT_TERBACA}
        data-testid="pengguna-form"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md" verticalSpacing="sm">
            {peran === 'operator' ? (
              <TextInput label="ID Operator (username)" required={baru} {...input('username')} disabled={readOnly || !baru} data-testid="field-username" />
            ) : (
              <TextInput
                label={peran === 'mahasiswa' ? 'NIM' : 'NIDN'}
                required={baru}
                description={baru && peran === 'mahasiswa' ? 'NIM juga menjadi username' : undefined}
                {...input('nomor_induk')}
                disabled={readOnly || !baru}
                data-testid="field-nomor-induk"
              />
            )}
            <TextInput label="Nama lengkap" required {...input('nama')} data-autofocus data-testid="field-nama" />
            {peran === 'dosen' ? (
              <>
                <TextInput label="Gelar depan" {...input('gelar_depan')} />
                <TextInput label="Gelar akademik" {...input('gelar_akademik')} />
                {baru ? <TextInput label="Username" description="Kosong = NIDN" {...input('username')} /> : null}
              </>
            ) : null}
            <TextInput label="Email" type="email" {...input('email')} data-testid="field-email" />
            <TextInput label="Telepon" inputMode="numeric" placeholder="08xxxxxxxxxx" {...input('telepon')} data-testid="field-telepon" />
            <TextInput label="NIK" inputMode="numeric" {...input('nik')} data-testid="field-nik" />
            {peran !== 'operator' ? (
              <Select
                label="Program studi"
                required={peran === 'mahasiswa'}
                searchable
                clearable={peran === 'dosen'}
                placeholder="Pilih..."
                data={prodiData}
                value={v.id_prodi}
                onChange={(x) => set('id_prodi', x)}
                error={errors.id_prodi}
                disabled={readOnly}
                comboboxProps={{ withinPortal: true }}
                data-testid="field-prodi"
              />
            ) : null}
            {peran === 'mahasiswa' ? <TextInput label="Angkatan" required inputMode="numeric" {...input('angkatan')} data-testid="field-angkatan" /> : null}
            {peran !== 'operator' ? (
              <TextInput
                label="Tanggal lahir"
                type="date"
                max={peran === 'mahasiswa' ? tanggalLahirPalingLambat(today, USIA_MIN_MAHASISWA) : today}
                description={peran === 'mahasiswa' ? `Usia minimal ${USIA_MIN_MAHASISWA} tahun` : undefined}
                {...input('tanggal_lahir')}
                data-testid="field-tanggal-lahir"
              />
            ) : null}
            {peran === 'mahasiswa' ? (
              <>
                <TextInput label="Nama orang tua / wali" {...input('nama_orang_tua')} />
                <TextInput
                  label="Tanggal lahir orang tua / wali"
                  type="date"
                  max={tanggalLahirPalingLambat(today, USIA_MIN_ORANG_TUA)}
                  description={`Usia minimal ${USIA_MIN_ORANG_TUA} tahun`}
                  {...input('tanggal_lahir_orang_tua')}
                  data-testid="field-tanggal-lahir-orang-tua"
                />
              </>
            ) : null}
            {baru && !readOnly ? (
              <PasswordInput
                label="Password awal"
                required
                value={v.password}
                onChange={(e) => set('password', e.currentTarget.value)}
                error={errors.password}
                description={
                  <Button variant="subtle" size="compact-xs" px={0} onClick={() => set('password', buatPasswordAcak())}>
                    Buat password acak
                  </Button>
                }
                data-testid="field-password"
              />
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {readOnly ? 'Tutup' : 'Batal'}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={saving} data-testid="pengguna-simpan">
                Simpan
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
