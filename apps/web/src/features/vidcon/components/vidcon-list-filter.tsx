import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { APLIKASI_VIDCON_LABEL, FILTER_APLIKASI_VIDCON, SEARCH_DEBOUNCE_MS, STATUS_VIDCON, STATUS_VIDCON_META } from '@lms/shared';
import { FilterDrawer } from '@/components/filter-drawer';
import { useKelasList } from '@/features/kelas/api/get-kelas-list';
import { useWaktuAkademik } from '@/features/kelas/api/get-waktu-akademik';
import { FILTER_VIDCON_KOSONG, type VidconFilter } from '../vidcon-filter';

type Props = { opened: boolean; onClose: () => void; value: VidconFilter; onApply: (f: VidconFilter) => void };

const APLIKASI_LABEL = { zoom: APLIKASI_VIDCON_LABEL.zoom, gmeet: APLIKASI_VIDCON_LABEL.gmeet, teams: APLIKASI_VIDCON_LABEL.msteams, lainnya: APLIKASI_VIDCON_LABEL.lainnya };

/** Filter side panel of /vidcon: app, period, class (searched within the period) and status; 'Terapkan' applies. */
export function VidconListFilter({ opened, onClose, value, onApply }: Props) {
  const periode = useWaktuAkademik({ enabled: opened });
  const [draft, setDraft] = useState(value);
  const [cari, setCari] = useState('');
  const [cariDebounced] = useDebouncedValue(cari, SEARCH_DEBOUNCE_MS);
  const kelas = useKelasList({ page: 1, per_page: 20, periode: draft.periode ? Number(draft.periode) : null, search: cariDebounced || null }, { enabled: opened });
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = <K extends keyof VidconFilter>(k: K, v: VidconFilter[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const kelasData = (kelas.data?.data ?? []).map((k) => ({ value: k.id, label: `${k.mata_kuliah.kode} ${k.mata_kuliah.nama} ${k.kelas.nama}` }));
  // Keep the chosen class listed even when the search no longer returns it.
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
        setDraft(FILTER_VIDCON_KOSONG);
        onApply(FILTER_VIDCON_KOSONG);
        onClose();
      }}
    >
      <Select
        label="Aplikasi"
        placeholder="Semua aplikasi"
        clearable
        data={FILTER_APLIKASI_VIDCON.map((a) => ({ value: a, label: APLIKASI_LABEL[a] }))}
        value={draft.aplikasi}
        onChange={(v) => set('aplikasi', v as VidconFilter['aplikasi'])}
        data-testid="vidcon-filter-aplikasi"
      />
      <Select
        label="Periode"
        placeholder="Semua periode"
        clearable
        searchable
        data={(periode.data ?? []).map((p) => ({ value: String(p.periode), label: p.nama }))}
        value={draft.periode}
        onChange={(v) => setDraft((d) => ({ ...d, periode: v, kelas: null }))}
        data-testid="vidcon-filter-periode"
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
        data-testid="vidcon-filter-kelas"
      />
      <Select
        label="Status"
        placeholder="Semua status"
        clearable
        data={STATUS_VIDCON.map((s) => ({ value: s, label: STATUS_VIDCON_META[s].label }))}
        value={draft.status}
        onChange={(v) => set('status', v as VidconFilter['status'])}
        data-testid="vidcon-filter-status"
      />
    </FilterDrawer>
  );
}
