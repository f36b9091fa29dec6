import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PESAN_PENGATURAN, type Pengaturan, type UbahPengaturanBody } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useUbahPengaturan } from '../api/put-pengaturan';
import type { Bidang, Kelompok } from '../bidang';

type Bagian = Exclude<keyof Pengaturan, 'pengaturan_nilai'>;
type Props<B extends Bagian> = { bagian: B; nilai: Pengaturan[B]; kelompok: Kelompok[]; bolehUbah: boolean };

/** One settings section as a form; 'Simpan' replaces the section (the server validates and names a bad field). */
export function BagianForm<B extends Bagian>({ bagian, nilai, kelompok, bolehUbah }: Props<B>) {
  const form = useForm<Record<string, unknown>>({ mode: 'controlled', initialValues: nilai as Record<string, unknown> });
  const ubah = useUbahPengaturan();
  const simpan = form.onSubmit((values) =>
    ubah.mutate({ [bagian]: values } as UbahPengaturanBody, {
      onSuccess: (res) => {
        form.resetDirty(res.data[bagian] as Record<string, unknown>);
        showSuccessToast(PESAN_PENGATURAN.disimpan);
      },
    }),
  );

  const kontrol = (b: Bidang) => {
    const id = `${bagian}.${b.path}`;
    const common = { label: b.label, disabled: !bolehUbah, 'data-testid': `bidang-${id}` };
    switch (b.jenis) {
      case 'saklar':
        return <Switch key={id} {...common} {...form.getInputProps(b.path, { type: 'checkbox' })} />;
      case 'angka':
        return (
          <NumberInput
            key={id}
            {...common}
            {...form.getInputProps(b.path)}
            min={b.min}
            max={b.max}
            allowDecimal={!!b.desimal}
            decimalSeparator=","
            rightSection={b.satuan}
            rightSectionWidth={b.satuan && b.satuan.length > 2 ? 60 : 40}
          />
        );
      case 'pilihan':
        return <Select key={id} {...common} data={b.opsi} allowDeselect={false} {...form.getInputProps(b.path)} />;
      case 'daftar':
        return <TagsInput key={id} {...common} {...form.getInputProps(b.path)} description="Tekan Enter setelah setiap nama host" />;
      default:
        return <TextInput key={id} {...common} {...form.getInputProps(b.path)} />;
    }
  };

  return (
    <form onSubmit={simpan} data-testid={`form-${bagian}`}>
      <Stack gap="md">
        {kelompok.map((k) => (
          <Fieldset key={k.judul} legend={k.judul}>
            <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md" verticalSpacing="sm">
              {k.bidang.map(kontrol)}
            </SimpleGrid>
          </Fieldset>
        ))}
        {bolehUbah ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
              Batal
            </Button>
            <Button type="submit" loading={ubah.isPending} data-testid={`simpan-${bagian}`}>
              Simpan
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
