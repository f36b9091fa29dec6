import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { MODAL_WIDTH, SKS_MAX, SKS_MIN, type MakulRef } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { useMataKuliahInfo } from '@/features/kelas';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdateMataKuliah } from '../api/update-mata-kuliah';
import { nilaiAwalMataKuliah, periksaMataKuliah, type MataKuliahValues } from '../mata-kuliah-form';
import { GALAT_TERBACA } from '@/lib/form-style';

type Props = { opened: boolean; onClose: () => void; makul: MakulRef | null };

/** 'Ubah Mata Kuliah' (built-in academic system only): the code is shown, not changed. */
export function UbahMataKuliahModal({ opened, onClose, makul }: Props) {
  const info = useMataKuliahInfo(makul?.idMakul ?? 0, { enabled: opened && !!makul });
  const prodi = useProdiRef({ enabled: opened });
  const simpan = useUpdateMataKuliah();
  const qc = useQueryClient();
  const [v, setV] = useState<MataKuliahValues>(() => nilaiAwalMataKuliah(null));
  const [galat, setGalat] = useState<Partial<Record<keyof MataKuliahValues, string>>>({});
  useEffect(() => {
    if (opened && info.data) {
      setV(nilaiAwalMataKuliah(info.data));
      setGalat({});
    }
  }, [opened, info.data]);
  const set = <K extends keyof MataKuliahValues>(k: K, value: MataKuliahValues[K]) => {
    setV((o) => ({ ...o, [k]: value }));
    setGalat((g) => ({ ...g, [k]: undefined }));
  };

  const submit = async () => {
    if (!makul) return;
    const r = periksaMataKuliah(v);
    if (!r.ok) return setGalat(r.galat);
    const res = await simpan.mutateAsync({ id: makul.idMakul, body: r.body });
    qc.setQueryData(['akademik', 'matakuliah', makul.idMakul], res.data);
    showSuccessToast(res.status.message);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} size={MODAL_WIDTH.aksesForm} centered title={<Text fw={700}>Ubah Mata Kuliah</Text>}>
      {info.isPending ? (
        <Skeleton h={240} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit().catch(() => {});
          }}
          noValidate
          style={GALAT_TERBACA}
          data-testid="makul-form"
        >
          <Stack gap="sm">
            <TextInput label="Kode" value={makul?.kodeMakul ?? ''} readOnly variant="filled" />
            <TextInput label="Nama" required value={v.nama} onChange={(e) => set('nama', e.currentTarget.value)} error={galat.nama} data-autofocus data-testid="makul-field-nama" />
            <TextInput label="Nama (bahasa Inggris)" value={v.nama_inggris} onChange={(e) => set('nama_inggris', e.currentTarget.value)} error={galat.nama_inggris} />
            <NumberInput
              label="SKS"
              required
              min={SKS_MIN}
              max={SKS_MAX}
              allowDecimal={false}
              value={v.sks}
              onChange={(x) => set('sks', String(x))}
              error={galat.sks}
              data-testid="makul-field-sks"
            />
            <Select
              label="Program studi"
              clearable
              searchable
              placeholder="Pilih..."
              data={(prodi.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }))}
              value={v.id_prodi}
              onChange={(x) => set('id_prodi', x)}
              error={galat.id_prodi}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose} disabled={simpan.isPending}>
                Batal
              </Button>
              <Button type="submit" loading={simpan.isPending} data-testid="makul-simpan">
                Simpan
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
