import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MAX_DESKRIPSI_BANK, MAX_JUDUL_BANK, MODAL_WIDTH, type BankSoalListItem } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useDosenRef } from '@/lib/queries/get-dosen-ref';
import { useUser } from '@/lib/auth';
import { isOperator } from '@/lib/authorization';
import { JUDUL_MODAL, SUBJUDUL_MODAL, TAMPILAN_OPSI, nilaiAwalBank, toBankBody, validasiBank, type BankSoalValues, type ModeBank } from '../bank-soal-form';
import { useMataKuliahRef } from '../api/get-mata-kuliah-ref';
import { useCreateBankSoal } from '../api/save-bank-soal';
import { useDuplicateBankSoal } from '../api/duplicate-bank-soal';
import { useUpdateBankSoal } from '../api/update-bank-soal';

type Props = {
  opened: boolean;
  onClose: () => void;
  mode: ModeBank;
  /** The bank being changed or duplicated. */
  bank?: BankSoalListItem | null;
};

/**
 * Bank modal '{Tambah|Ubah|Duplikat} Data' (spec 2 §2, §5): Judul, Deskripsi, Dosen (the operator picks; a
 * lecturer is the owner), Mata Kuliah (the owner's courses), Tampilan. A new or duplicated bank opens afterwards.
 */
export function BankSoalModal({ opened, onClose, mode, bank }: Props) {
  const { data: user } = useUser();
  const operator = isOperator(user);
  const navigate = useNavigate();
  const [v, setV] = useState<BankSoalValues>(() => nilaiAwalBank(bank, mode));
  const [errors, setErrors] = useState<Partial<Record<keyof BankSoalValues, string>>>({});
  const bankRef = useRef(bank);
  bankRef.current = bank;
  // Filled when the dialog opens (per bank id): a list refetch while it is open must not wipe what was typed.
  useEffect(() => {
    if (opened) {
      const start = nilaiAwalBank(bankRef.current, mode);
      // A lecturer duplicating someone else's bank makes it their own.
      setV(!operator && mode === 'duplikat' ? { ...start, id_dosen: null } : start);
      setErrors({});
    }
  }, [opened, bank?.id, mode, operator]);

  const dosen = useDosenRef({ enabled: opened && operator });
  const makul = useMataKuliahRef(operator ? (v.id_dosen ? Number(v.id_dosen) : -1) : null, { enabled: opened && (!operator || !!v.id_dosen) });
  const create = useCreateBankSoal();
  const update = useUpdateBankSoal(bank?.id ?? 0);
  const duplicate = useDuplicateBankSoal(bank?.id ?? 0);
  const saving = create.isPending || update.isPending || duplicate.isPending;

  const set = <K extends keyof BankSoalValues>(k: K, value: BankSoalValues[K]) => {
    setV((old) => ({ ...old, [k]: value, ...(k === 'id_dosen' ? { id_mata_kuliah: null } : {}) }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const submit = async () => {
    const e = validasiBank(v, operator);
    setErrors(e);
    if (Object.keys(e).length) return;
    const body = toBankBody(v, operator);
    if (mode === 'ubah' && bank) {
      const res = await update.mutateAsync(body);
      showSuccessToast(res.status.message);
      onClose();
      return;
    }
    const res = mode === 'duplikat' ? await duplicate.mutateAsync(body) : await create.mutateAsync(body);
    showSuccessToast(res.status.message);
    onClose();
    void navigate(paths.bankSoal.detail.getHref(res.data.id));
  };

  const namaPemilik = mode === 'ubah' && bank ? bank.dosen.nama : (user?.nama ?? '');

  return (
    <Modal opened={opened} onClose={onClose} size={MODAL_WIDTH.aksesForm} centered title={<Text fw={700}>{JUDUL_MODAL[mode]}</Text>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => {});
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {SUBJUDUL_MODAL[mode]}
          </Text>
          <TextInput
            label="Judul"
            required
            value={v.judul}
            onChange={(e) => set('judul', e.currentTarget.value)}
            error={errors.judul}
            description={`${v.judul.trim().length}/${MAX_JUDUL_BANK}`}
            data-autofocus
          />
          <Textarea
            label="Deskripsi"
            required
            autosize
            minRows={3}
            value={v.deskripsi}
            onChange={(e) => set('deskripsi', e.currentTarget.value)}
            error={errors.deskripsi}
            description={`${v.deskripsi.trim().length}/${MAX_DESKRIPSI_BANK}`}
          />
          {operator ? (
            <Select
              label="Dosen"
              required
              searchable
              placeholder="Pilih dosen"
              data={(dosen.data ?? []).map((d) => ({ value: String(d.idDosen), label: d.nama }))}
              value={v.id_dosen}
              onChange={(x) => set('id_dosen', x)}
              error={errors.id_dosen}
              nothingFoundMessage="Dosen tidak ditemukan"
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput label="Dosen" required value={namaPemilik} readOnly variant="filled" />
          )}
          <Select
            label="Mata Kuliah"
            required
            searchable
            placeholder={operator && !v.id_dosen ? 'Pilih dosen terlebih dahulu' : 'Pilih mata kuliah'}
            disabled={operator && !v.id_dosen}
            data={(makul.data ?? []).map((m) => ({ value: String(m.id), label: `${m.kode} - ${m.nama}` }))}
            value={v.id_mata_kuliah}
            onChange={(x) => set('id_mata_kuliah', x)}
            error={errors.id_mata_kuliah}
            nothingFoundMessage="Mata kuliah tidak ditemukan"
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group label="Tampilan" required value={v.tampilan} onChange={(x) => set('tampilan', x as BankSoalValues['tampilan'])}>
            <Group mt={6} gap="lg">
              {TAMPILAN_OPSI.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Batal
            </Button>
            <Button type="submit" loading={saving}>
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
