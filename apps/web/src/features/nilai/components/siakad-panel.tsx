import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { JENIS_KOMPONEN_SIKAD, zonedToUtcIso, type JenisKomponenSikad, type NilaiKelasKuliah } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useUpdateKunciSiakad } from '../api/update-kunci-siakad';
import { useUpdateNilaiSikad } from '../api/update-nilai-sikad';
import { useUpdateWaktuEntri } from '../api/update-waktu-entri';

/**
 * Operator actions of the built-in Siakad (only when the LMS is the campus's Siakad): lock the class's grades, set the
 * entry window of a type, and record a score changed in Siakad.
 */
export function SiakadPanel({ data, timeZone }: { data: NilaiKelasKuliah; timeZone: string | undefined }) {
  const id = data.kelas.id;
  const kunci = useUpdateKunciSiakad(id);
  const waktu = useUpdateWaktuEntri(id);
  const nilai = useUpdateNilaiSikad(id);
  const [jenis, setJenis] = useState<JenisKomponenSikad>('tugas');
  const [mulai, setMulai] = useState<string | null>(null);
  const [selesai, setSelesai] = useState<string | null>(null);
  const [komponen, setKomponen] = useState<string | null>(data.header_sikad[0] ? String(data.header_sikad[0].id) : null);
  const [mhs, setMhs] = useState<string | null>(null);
  const [angka, setAngka] = useState<number | string>('');
  const done = (msg: string) => ({ onSuccess: () => showSuccessToast(msg), onError: (e: Error) => showErrorToast(e) });

  return (
    <Paper withBorder p="md" mt="md" data-testid="siakad-panel">
      <Title order={3} fz="md" mb="xs">
        Siakad bawaan (operator)
      </Title>
      <Stack gap="md">
        <Group>
          <Text fz="sm">Nilai kelas: {data.kelas.is_nilai_dikunci ? 'dikunci' : 'tidak dikunci'}</Text>
          <Button size="xs" variant="light" color={data.kelas.is_nilai_dikunci ? 'teal' : 'red'} loading={kunci.isPending} onClick={() => kunci.mutate(!data.kelas.is_nilai_dikunci, done('Berhasil mengubah kunci nilai'))} data-testid="siakad-kunci">
            {data.kelas.is_nilai_dikunci ? 'Buka kunci nilai' : 'Kunci nilai'}
          </Button>
        </Group>
        <Group align="flex-end">
          <Select label="Jenis" data={JENIS_KOMPONEN_SIKAD.map((j) => ({ value: j, label: j.toUpperCase() }))} value={jenis} onChange={(v) => v && setJenis(v as JenisKomponenSikad)} w={120} allowDeselect={false} />
          <DateTimePicker label="Mulai entri" value={mulai} onChange={setMulai} w={200} data-testid="siakad-mulai" />
          <DateTimePicker label="Selesai entri" value={selesai} onChange={setSelesai} w={200} data-testid="siakad-selesai" />
          <Button
            size="sm"
            variant="light"
            disabled={!mulai || !selesai}
            loading={waktu.isPending}
            onClick={() =>
              mulai &&
              selesai &&
              waktu.mutate(
                // The pickers give wall-clock times: they are read in the college's zone.
                { jenis, waktu_entri_nilai_start: zonedToUtcIso(mulai, timeZone) ?? '', waktu_entri_nilai_end: zonedToUtcIso(selesai, timeZone) ?? '' },
                done('Berhasil mengatur waktu entri nilai'),
              )
            }
            data-testid="siakad-simpan-waktu"
          >
            Simpan waktu entri
          </Button>
        </Group>
        <Group align="flex-end">
          <Select label="Komponen" data={data.header_sikad.map((h) => ({ value: String(h.id), label: h.label }))} value={komponen} onChange={setKomponen} w={140} allowDeselect={false} />
          <Select
            label="Mahasiswa"
            searchable
            data={data.nilai_mahasiswa.map((m) => ({ value: String(m.mahasiswa.id_user), label: `${m.mahasiswa.nim} ${m.mahasiswa.nama}` }))}
            value={mhs}
            onChange={setMhs}
            allowDeselect={false}
            w={260}
            data-testid="siakad-mahasiswa"
          />
          <NumberInput label="Nilai di Siakad" min={0} max={100} value={angka} onChange={setAngka} w={140} data-testid="siakad-nilai" />
          <Button
            size="sm"
            variant="light"
            disabled={!komponen || !mhs || angka === ''}
            loading={nilai.isPending}
            onClick={() => nilai.mutate({ komponenId: Number(komponen), idUser: Number(mhs), nilai: Number(angka) }, done('Nilai ditandai diupdate di Siakad'))}
            data-testid="siakad-tandai"
          >
            Tandai diupdate di Siakad
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
