import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { gambarPenandatanganUrl, usePenandatangan, useUbahPenandatangan } from '../api/tanda-tangan';
import { TandaTanganPilih } from './tanda-tangan-pilih';

/** A programme's BAP signatory (spec 2 §3 penandatangan_prodi): name, NIP, title and signature. */
export function PenandatanganForm({ bolehUbah }: { bolehUbah: boolean }) {
  const prodi = useProdiRef();
  const [idProdi, setIdProdi] = useState<number | null>(null);
  const data = usePenandatangan(idProdi);
  const ubah = useUbahPenandatangan(idProdi);
  const [form, setForm] = useState({ penandatangan: '', nip: '', jabatan: '' });
  const [baru, setBaru] = useState<{ blob: Blob; url: string } | null>(null);
  const [hapus, setHapus] = useState(false);
  useEffect(() => {
    if (data.data) setForm({ penandatangan: data.data.penandatangan ?? '', nip: data.data.nip, jabatan: data.data.jabatan });
    setBaru(null);
    setHapus(false);
  }, [data.data]);

  const options = (prodi.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }));
  const kosong = form.penandatangan.trim() === '';
  return (
    <Stack gap="sm">
      <Select
        label="Program Studi"
        placeholder="Pilih program studi"
        data={options}
        value={idProdi === null ? null : String(idProdi)}
        onChange={(v) => setIdProdi(v ? Number(v) : null)}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="penandatangan-prodi"
      />
      {idProdi === null ? null : data.isPending ? (
        <Skeleton h={220} />
      ) : data.isError ? (
        <Text c="red.8">{data.error.message}</Text>
      ) : (
        <>
          <TextInput
            label="Nama Penandatangan"
            withAsterisk
            value={form.penandatangan}
            onChange={(e) => setForm({ ...form, penandatangan: e.currentTarget.value })}
            maxLength={200}
            error={kosong ? 'Nama penandatangan wajib diisi' : null}
            disabled={!bolehUbah}
            data-testid="penandatangan-nama"
          />
          <Group grow align="flex-start">
            <TextInput label="NIP" value={form.nip} onChange={(e) => setForm({ ...form, nip: e.currentTarget.value })} maxLength={50} disabled={!bolehUbah} />
            <TextInput label="Jabatan" value={form.jabatan} onChange={(e) => setForm({ ...form, jabatan: e.currentTarget.value })} maxLength={100} disabled={!bolehUbah} />
          </Group>
          <TandaTanganPilih
            label="Tanda tangan penandatangan prodi"
            tersimpanUrl={hapus ? null : gambarPenandatanganUrl(data.data)}
            baru={baru}
            onPilih={(v) => {
              setBaru(v);
              setHapus(false);
            }}
            disabled={!bolehUbah}
          />
          {data.data.ada_tanda_tangan && !baru ? (
            <Checkbox label="Hapus tanda tangan" checked={hapus} onChange={(e) => setHapus(e.currentTarget.checked)} disabled={!bolehUbah} />
          ) : null}
          <Group justify="flex-end">
            <Button
              disabled={!bolehUbah || kosong}
              loading={ubah.isPending}
              onClick={() =>
                ubah.mutate(
                  { ...form, file: baru?.blob ?? null, hapusTandaTangan: hapus },
                  { onSuccess: (res) => showSuccessToast(res.status.message), onError: (e) => showErrorToast(e) },
                )
              }
              data-testid="penandatangan-simpan"
            >
              Simpan Penandatangan
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
