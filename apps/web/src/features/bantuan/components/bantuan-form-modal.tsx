import type { CSSProperties } from 'react';
import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BANTUAN_JUDUL_MAKS, ROLES, ROLE_LABEL, TOPIK_BANTUAN, TOPIK_BANTUAN_KEYS, type BantuanItem } from '@lms/shared';
import { FormModal, FormModalFooter } from '@/components/form-modal';
import { HtmlEditor } from '@/components/html-editor';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useSimpanBantuan } from '../api/mutations';
import { nilaiAwalBantuan, toBantuanBody, toBantuanFormValues, validateBantuanForm, type BantuanFormValues } from '../bantuan-form';

/**
 * Field errors in the toned red of the theme's light variants: Mantine's default error red (#fa5252) is only 3.3:1 on
 * white, below WCAG AA for the 12 px messages.
 */
const FORM_STYLE = { '--mantine-color-error': 'var(--mantine-color-red-light-color)' } as CSSProperties;

type Props = { opened: boolean; onClose: () => void; /** Editing this entry; null = a new one. */ artikel: BantuanItem | null };

/** 'Tambah Artikel Bantuan' / 'Ubah Artikel Bantuan': a college's own entry. */
export function BantuanFormModal(props: Props) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.artikel ? 'Ubah Artikel Bantuan' : 'Tambah Artikel Bantuan'}>
      <BantuanForm key={props.artikel?.id ?? 'baru'} {...props} />
    </FormModal>
  );
}

function BantuanForm({ onClose, artikel }: Props) {
  const simpan = useSimpanBantuan();
  const form = useForm<BantuanFormValues>({
    mode: 'controlled',
    initialValues: artikel ? toBantuanFormValues(artikel) : nilaiAwalBantuan(),
    validate: validateBantuanForm,
  });
  const submit = form.onSubmit((v) =>
    simpan.mutate(
      { id: artikel?.id ?? null, body: toBantuanBody(v) },
      {
        onSuccess: (res) => {
          showSuccessToast(res.status.message || 'Berhasil');
          onClose();
        },
        onError: (e) => showErrorToast(e, 'Artikel gagal disimpan'),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="bantuan-form" style={FORM_STYLE}>
      <Stack gap="md">
        <Select
          label="Topik"
          placeholder="Pilih..."
          withAsterisk
          allowDeselect={false}
          data={TOPIK_BANTUAN_KEYS.map((t) => ({ value: t, label: TOPIK_BANTUAN[t] }))}
          data-testid="bantuan-topik"
          {...form.getInputProps('topik')}
        />
        <TextInput
          label="Judul"
          placeholder="Judul artikel"
          withAsterisk
          maxLength={BANTUAN_JUDUL_MAKS}
          data-testid="bantuan-judul"
          {...form.getInputProps('judul')}
        />
        <HtmlEditor label="Isi" required placeholder="Tulis isi artikel..." minRows={8} testId="bantuan-isi" {...form.getInputProps('isi')} />
        <Checkbox.Group label="Untuk peran" description="Kosongkan untuk semua peran" {...form.getInputProps('peran')}>
          <Group gap="lg" mt={6}>
            {ROLES.map((r) => (
              <Checkbox key={r} value={r} label={ROLE_LABEL[r]} />
            ))}
          </Group>
        </Checkbox.Group>
        <FormModalFooter onCancel={onClose} loading={simpan.isPending} submitTestId="bantuan-simpan" />
      </Stack>
    </form>
  );
}
