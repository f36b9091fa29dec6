import { useEffect, useState } from 'react';
import { Select, Switch } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { JENIS_TUGAS, JENIS_TUGAS_LABEL, SEARCH_DEBOUNCE_MS, STATUS_PERTEMUAN, STATUS_PERTEMUAN_META } from '@lms/shared';
import { FilterDrawer } from '@/components/filter-drawer';
import { useKelasList } from '@/features/kelas/api/get-kelas-list';
import { useWaktuAkademik } from '@/features/kelas/api/get-waktu-akademik';
import { FILTER_TUGAS_KOSONG, type TugasFilter } from '../tugas-filter';

type Props = { opened: boolean; onClose: () => void; value: TugasFilter; onApply: (f: TugasFilter) => void; mahasiswa: boolean };

/** Filter side panel of /tugas: jenis_tugas, period, class (searched within the period), status; students also 'belum dikumpulkan'. */
export function TugasListFilter({ opened, onClose, value, onApply, mahasiswa }: Props) {
  const periode = useWaktuAkademik({ enabled: opened });
  const [draft, setDraft] = useState(value);
  const [cari, setCari] = useState('');
  const [cariDebounced] = useDebouncedValue(cari, SEARCH_DEBOUNCE_MS);
  const kelas = useKelasList({ page: 1, per_page: 20, periode: draft.periode ? Number(draft.periode) : null, search: cariDebounced || null }, { enabled: opened });
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = <K extends keyof TugasFilter>(k: K, v: TugasFilter[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const kelasData = (kelas.data?.data ?? []).map((k) => ({ value: k.id, label: `${k.mata_kuliah.kode} ${k.mata_kuliah.nama} ${k.kelas.nama}` }));
  if (draft.kelas && !kelasData.some((k) => k.value === draft.kelas)) kelasData.unshift({ value: draft.kelas, label: draft.kelas });

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onApply={() => {
        onApply(draft);
        onClose();
      }}
      onReset={() => {
        setDraft(FILTER_TUGAS_KOSONG);
        onApply(FILTER_TUGAS_KOSONG);
        onClose();
      }}
    >
      <Select
        label="Jenis Tugas"
        placeholder="Semua jenis"
        clearable
        data={JENIS_TUGAS.map((j) => ({ value: j, label: JENIS_TUGAS_LABEL[j] }))}
        value={draft.jenis}
        onChange={(v) => set('jenis', v as TugasFilter['jenis'])}
        data-testid="tugas-filter-jenis"
      />
      <Select
        label="Periode"
        placeholder="Semua periode"
        clearable
        searchable
        data={(periode.data ?? []).map((p) => ({ value: String(p.periode), label: p.nama }))}
        value={draft.periode}
        onChange={(v) => setDraft((d) => ({ ...d, periode: v, kelas: null }))}
        data-testid="tugas-filter-periode"
      />
      <Select
        label="Kelas"
        placeholder="Semua kelas"
        clearable
        searchable
        filter={({ options }) => options}
        searchValue={cari}
        onSearchChange={setCari}
        nothingFoundMessage={kelas.isFetching ? 'Memuat...' : 'Kelas tidak ditemukan'}
        data={kelasData}
        value={draft.kelas}
        onChange={(v) => set('kelas', v)}
        data-testid="tugas-filter-kelas"
      />
      <Select
        label="Status"
        placeholder="Semua status"
        clearable
        data={STATUS_PERTEMUAN.map((s) => ({ value: s, label: STATUS_PERTEMUAN_META[s].label }))}
        value={draft.status}
        onChange={(v) => set('status', v as TugasFilter['status'])}
        data-testid="tugas-filter-status"
      />
      {mahasiswa ? (
        <Switch label="Hanya yang belum saya kumpulkan" checked={draft.belum} onChange={(e) => set('belum', e.currentTarget.checked)} data-testid="tugas-filter-belum" />
      ) : null}
    </FilterDrawer>
  );
}
