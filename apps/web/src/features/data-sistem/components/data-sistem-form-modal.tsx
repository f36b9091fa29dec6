import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { MODAL_WIDTH, TAB_DATA_SISTEM_LABEL, type TabDataSistem } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useSaveDataSistem } from '../api/save-data-sistem';
import { FORM_TAB, periksaForm, type Bidang, type Galat, type Nilai } from '../data-sistem-form';
import { idBaris } from './kolom';
import { GALAT_TERBACA } from '@/lib/form-style';

type Props = { tab: TabDataSistem; opened: boolean; onClose: () => void; row: unknown | null };

/** 'Tambah / Ubah {tab}': the tab's fields, checked by the API's own schema before sending. */
export function DataSistemFormModal({ tab, opened, onClose, row }: Props) {
  const form = FORM_TAB[tab];
  const baru = row === null;
  const [v, setV] = useState<Nilai>(() => form.nilaiAwal(row ?? undefined));
  const [galat, setGalat] = useState<Galat>({});
  useEffect(() => {
    if (opened) {
      setV(form.nilaiAwal(row ?? undefined));
      setGalat({});
    }
  }, [opened, row, form]);
  const simpan = useSaveDataSistem(tab);

  const set = (key: string, value: string) => {
    setV((o) => ({ ...o, [key]: value }));
    setGalat((g) => ({ ...g, [key]: '' }));
  };

  const submit = async () => {
    const r = periksaForm(tab, v, baru);
    if (!r.ok) return setGalat(r.galat);
    const res = await simpan.mutateAsync({ id: baru ? null : idBaris(tab, row), body: r.body });
    showSuccessToast(res.status.message);
    onClose();
  };

  const kontrol = (b: Bidang) => {
    const common = { key: b.key, label: b.label, required: b.wajib, error: galat[b.key] || undefined, 'data-testid': `ds-field-${b.key}` };
    if (b.jenis === 'saklar') {
      return <Switch {...common} checked={v[b.key] === 'true'} onChange={(e) => set(b.key, String(e.currentTarget.checked))} mt="md" />;
    }
    if (b.jenis === 'pilihan') {
      return <Select {...common} data={b.opsi ?? []} value={v[b.key] || null} onChange={(x) => set(b.key, x ?? '')} placeholder="Pilih..." allowDeselect={false} comboboxProps={{ withinPortal: true }} />;
    }
    const type = b.jenis === 'jam' ? 'time' : b.jenis === 'tanggal' ? 'date' : 'text';
    return <TextInput {...common} type={type} inputMode={b.jenis === 'angka' ? 'numeric' : undefined} value={v[b.key] ?? ''} onChange={(e) => set(b.key, e.currentTarget.value)} />;
  };

  const label = TAB_DATA_SISTEM_LABEL[tab];
  return (
    <Modal opened={opened} onClose={onClose} size={MODAL_WIDTH.aksesForm} centered title={<Text fw={700}>{`${baru ? 'Tambah' : 'Ubah'} ${label}`}</Text>}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => {});
        }}
        noValidate
        style={GALAT_TERBACA}
        data-testid="ds-form"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md" verticalSpacing="sm">
            {form.bidang.filter((b) => baru || !b.hanyaBaru).map(kontrol)}
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={simpan.isPending}>
              Batal
            </Button>
            <Button type="submit" loading={simpan.isPending} data-testid="ds-simpan">
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
