import { useEffect, useState } from 'react';
import { Select, Switch } from '@mantine/core';
import { JENIS_TUGAS, JENIS_TUGAS_LABEL, STATUS_PERTEMUAN, STATUS_PERTEMUAN_META } from '@lms/shared';
import { FilterDrawer } from '@/components/filter-drawer';
import { PeriodeKelasFields } from '@/features/kelas';
import { FILTER_TUGAS_KOSONG, type TugasFilter } from '../tugas-filter';

type Props = { opened: boolean; onClose: () => void; value: TugasFilter; onApply: (f: TugasFilter) => void; mahasiswa: boolean };

/** Filter side panel of /tugas: jenis_tugas, period, class (searched within the period), status; students also 'belum dikumpulkan'. */
export function TugasListFilter({ opened, onClose, value, onApply, mahasiswa }: Props) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = <K extends keyof TugasFilter>(k: K, v: TugasFilter[K]) => setDraft((d) => ({ ...d, [k]: v }));

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
      <PeriodeKelasFields
        enabled={opened}
        periode={draft.periode}
        kelas={draft.kelas}
        onPeriode={(v) => setDraft((d) => ({ ...d, periode: v, kelas: null }))}
        onKelas={(v) => set('kelas', v)}
        idPrefix="tugas"
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
