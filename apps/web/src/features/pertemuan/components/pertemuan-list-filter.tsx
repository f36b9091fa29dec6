import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { JENIS_PERTEMUAN, KATEGORI_PERTEMUAN, KATEGORI_PERTEMUAN_LABEL, MODE_KULIAH_LABEL, STATUS_PERTEMUAN, STATUS_PERTEMUAN_META } from '@lms/shared';
import { FilterDrawer } from '@/components/filter-drawer';
import { useWaktuAkademik } from '@/lib/queries/get-waktu-akademik';
import { FILTER_KOSONG, type PertemuanFilter } from '../pertemuan-filter';

type Props = {
  opened: boolean;
  onClose: () => void;
  value: PertemuanFilter;
  onApply: (f: PertemuanFilter) => void;
  /** What 'Reset' goes back to. */
  defaultValue?: PertemuanFilter;
};

/** Filter side panel of /pertemuan: period, status, method, category and a date range; 'Terapkan' applies. */
export function PertemuanListFilter({ opened, onClose, value, onApply, defaultValue = FILTER_KOSONG }: Props) {
  const periode = useWaktuAkademik({ enabled: opened });
  const [draft, setDraft] = useState(value);
  // Every opening starts from the applied filter.
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = <K extends keyof PertemuanFilter>(k: K, v: PertemuanFilter[K]) => setDraft((d) => ({ ...d, [k]: v }));

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onApply={() => {
        onApply(draft);
        onClose();
      }}
      onReset={() => {
        setDraft(defaultValue);
        onApply(defaultValue);
        onClose();
      }}
    >
      <Select
        label="Periode"
        placeholder="Semua periode"
        clearable
        searchable
        data={(periode.data ?? []).map((p) => ({ value: String(p.periode), label: p.nama }))}
        value={draft.periode}
        onChange={(v) => set('periode', v)}
        data-testid="pertemuan-filter-periode"
      />
      <Select
        label="Status"
        placeholder="Semua status"
        clearable
        data={STATUS_PERTEMUAN.map((s) => ({ value: s, label: STATUS_PERTEMUAN_META[s].label }))}
        value={draft.status}
        onChange={(v) => set('status', v)}
        data-testid="pertemuan-filter-status"
      />
      <Select
        label="Metode"
        placeholder="Semua metode"
        clearable
        data={JENIS_PERTEMUAN.map((j) => ({ value: j, label: MODE_KULIAH_LABEL[j] }))}
        value={draft.jenis}
        onChange={(v) => set('jenis', v)}
        data-testid="pertemuan-filter-jenis"
      />
      <Select
        label="Kategori"
        placeholder="Semua kategori"
        clearable
        data={KATEGORI_PERTEMUAN.map((k) => ({ value: k, label: KATEGORI_PERTEMUAN_LABEL[k] }))}
        value={draft.kategori}
        onChange={(v) => set('kategori', v)}
        data-testid="pertemuan-filter-kategori"
      />
      <DatePickerInput
        type="range"
        label="Tanggal"
        placeholder="Semua tanggal"
        valueFormat="DD/MM/YYYY"
        clearable
        allowSingleDateInRange
        leftSection={<IconCalendarEvent size={16} />}
        value={draft.tanggal}
        onChange={(v) => set('tanggal', [v[0], v[1]])}
        data-testid="pertemuan-filter-tanggal"
      />
    </FilterDrawer>
  );
}
