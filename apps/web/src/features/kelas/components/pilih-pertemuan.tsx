import { useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, formatTanggal } from '@lms/shared';
import { useKelasList } from '@/features/kelas/api/get-kelas-list';
import { usePertemuanKelas } from '@/features/kelas/api/get-pertemuan-kelas';

type Props = {
  value: string | null;
  onChange: (idPertemuan: string | null) => void;
  error?: string;
  timeZone: string;
  /** Test-id prefix of the two selects (the module using it). */
  idPrefix: string;
};

/** The operator's meeting choice for an activity (tasks, vidcons) (spec 2 §6: operators pick the meeting): a class by search, then one of its meetings. */
export function PilihPertemuan({ value, onChange, error, timeZone, idPrefix }: Props) {
  const [kelas, setKelas] = useState<string | null>(null);
  const [cari, setCari] = useState('');
  const [cariDebounced] = useDebouncedValue(cari, SEARCH_DEBOUNCE_MS);
  const list = useKelasList({ page: 1, per_page: 20, search: cariDebounced || null });
  const pertemuan = usePertemuanKelas(kelas ?? '');
  const kelasData = (list.data?.data ?? []).map((k) => ({ value: k.id, label: `${k.mata_kuliah.kode} ${k.mata_kuliah.nama} ${k.kelas.nama} (${k.periode})` }));

  return (
    <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
      <Select
        label="Kelas"
        placeholder="Cari kode atau nama mata kuliah"
        withAsterisk
        searchable
        clearable
        filter={({ options }) => options}
        searchValue={cari}
        onSearchChange={setCari}
        nothingFoundMessage={list.isFetching ? 'Memuat...' : 'Kelas tidak ditemukan'}
        data={kelasData}
        value={kelas}
        onChange={(v) => {
          setKelas(v);
          onChange(null);
        }}
        data-testid={`${idPrefix}-pilih-kelas`}
      />
      <Select
        label="Pertemuan"
        placeholder={kelas ? 'Pilih pertemuan' : 'Pilih kelas dahulu'}
        withAsterisk
        disabled={!kelas}
        searchable
        data={(kelas ? (pertemuan.data ?? []) : []).map((p) => ({
          value: String(p.id),
          label: `Pertemuan ${p.nomor} · ${formatTanggal(p.waktu_mulai, timeZone)}`,
        }))}
        value={value}
        onChange={onChange}
        error={error}
        data-testid={`${idPrefix}-pilih-pertemuan`}
      />
    </SimpleGrid>
  );
}
