import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@lms/shared';
import { useKelasList } from '@/features/kelas/api/get-kelas-list';
import { useWaktuAkademik } from '@/lib/queries/get-waktu-akademik';

type Props = {
  /** Loads the lists only while the filter panel is open. */
  enabled: boolean;
  periode: string | null;
  kelas: string | null;
  /** A new period clears the class: the caller sets both. */
  onPeriode: (periode: string | null) => void;
  onKelas: (kelas: string | null) => void;
  /** Test-id prefix (the list page using it). */
  idPrefix: string;
};

/** The Periode and Kelas fields of an activity list's filter panel: classes are searched within the chosen period. */
export function PeriodeKelasFields({ enabled, periode, kelas, onPeriode, onKelas, idPrefix }: Props) {
  const periodeList = useWaktuAkademik({ enabled });
  const [cari, setCari] = useState('');
  const [cariDebounced] = useDebouncedValue(cari, SEARCH_DEBOUNCE_MS);
  const kelasList = useKelasList({ page: 1, per_page: 20, periode: periode ? Number(periode) : null, search: cariDebounced || null }, { enabled });
  const kelasData = (kelasList.data?.data ?? []).map((k) => ({ value: k.id, label: `${k.mata_kuliah.kode} ${k.mata_kuliah.nama} ${k.kelas.nama}` }));
  // Keep the chosen class listed even when the search no longer returns it.
  if (kelas && !kelasData.some((k) => k.value === kelas)) kelasData.unshift({ value: kelas, label: kelas });

  return (
    <>
      <Select
        label="Periode"
        placeholder="Semua periode"
        clearable
        searchable
        data={(periodeList.data ?? []).map((p) => ({ value: String(p.periode), label: p.nama }))}
        value={periode}
        onChange={onPeriode}
        data-testid={`${idPrefix}-filter-periode`}
      />
      <Select
        label="Kelas"
        placeholder="Semua kelas"
        clearable
        searchable
        filter={({ options }) => options}
        searchValue={cari}
        onSearchChange={setCari}
        nothingFoundMessage={kelasList.isFetching ? 'Memuat...' : 'Kelas tidak ditemukan'}
        data={kelasData}
        value={kelas}
        onChange={onKelas}
        data-testid={`${idPrefix}-filter-kelas`}
      />
    </>
  );
}
