import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEKS_JUDUL_MAX, pertemuanTeksBody, type PertemuanTeksItem } from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { HtmlEditor } from '@/components/html-editor';
import { editorTextToHtml, htmlToEditorText, isBlankEditorText } from '@/components/html-editor-text';
import { showSuccessToast } from '@/components/toast';
import { useCreateTeksPertemuan } from '../api/create-teks-pertemuan';
import { useUpdateTeksPertemuan } from '../api/update-teks-pertemuan';

type Values = { judul: string; isi: string };

/** Field errors with the contract's messages ('Judul wajib diisi', 'Isi teks wajib diisi', max lengths). */
export function validateTeks(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const judul = pertemuanTeksBody.shape.judul.safeParse(v.judul);
  if (!judul.success) errors.judul = judul.error.issues[0]?.message;
  const isi = isBlankEditorText(v.isi) ? pertemuanTeksBody.shape.isi.safeParse('') : pertemuanTeksBody.shape.isi.safeParse(editorTextToHtml(v.isi));
  if (!isi.success) errors.isi = isi.error.issues[0]?.message;
  return errors;
}

type Props = { idPertemuan: number; opened: boolean; onClose: () => void; /** Editing this text; absent = 'Tambah'. */ teks?: PertemuanTeksItem | null };

/** 'Tambah Teks Pertemuan' / 'Ubah Teks Pertemuan' with Batal / Simpan. */
export function TeksPertemuanModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.teks ? 'Ubah Teks Pertemuan' : 'Tambah Teks Pertemuan'}>
      <TeksForm key={props.teks?.id ?? 'baru'} {...props} />
    </FormModal>
  );
}

function TeksForm({ idPertemuan, onClose, teks }: Props) {
  const create = useCreateTeksPertemuan(idPertemuan);
  const update = useUpdateTeksPertemuan(idPertemuan);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { judul: teks?.judul ?? '', isi: htmlToEditorText(teks?.isi) },
    validate: validateTeks,
  });

  const submit = form.onSubmit((v) => {
    const body = { judul: v.judul.trim(), isi: editorTextToHtml(v.isi) };
    const done = (res: { status: { message: string } }) => {
      showSuccessToast(res.status.message || 'Berhasil');
      onClose();
    };
    if (teks) update.mutate({ idTeks: teks.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="teks-form">
      <Stack gap="md">
        <TextInput
          label="Judul"
          placeholder="Judul teks pertemuan"
          withAsterisk
          maxLength={TEKS_JUDUL_MAX}
          description={`${form.getValues().judul.length}/${TEKS_JUDUL_MAX} karakter`}
          data-testid="teks-judul"
          {...form.getInputProps('judul')}
        />
        <HtmlEditor label="Isi" required placeholder="Tulis isi teks pertemuan..." minRows={8} testId="teks-isi" {...form.getInputProps('isi')} />
        <FormModalFooter onCancel={onClose} loading={create.isPending || update.isPending} cancelTestId="teks-batal" submitTestId="teks-simpan" />
      </Stack>
    </form>
  );
}
