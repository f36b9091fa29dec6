import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { APLIKASI_VIDCON_LABEL, FILTER_APLIKASI_VIDCON, STATUS_VIDCON, STATUS_VIDCON_META } from '@lms/shared';
import { FilterDrawer } from '@/components/filter-drawer';
import { PeriodeKelasFields } from '@/features/kelas';
import { FILTER_VIDCON_KOSONG, type VidconFilter } from '../vidcon-filter';

type Props = { opened: boolean; onClose: () => void; value: VidconFilter; onApply: (f: VidconFilter) => void };

const APLIKASI_LABEL = { zoom: APLIKASI_VIDCON_LABEL.zoom, gmeet: APLIKASI_VIDCON_LABEL.gmeet, teams: APLIKASI_VIDCON_LABEL.msteams, lainnya: APLIKASI_VIDCON_LABEL.lainnya };

/** Filter side panel of /vidcon: app, period, class (searched within the period) and status; 'Terapkan' applies. */
export function VidconListFilter({ opened, onClose, value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = <K extends keyof VidconFilter>(k: K, v: VidconFilter[K]) => setDraft((d) => ({ ...d, [k]: v }));

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
      <PeriodeKelasFields
        enabled={opened}
        periode={draft.periode}
        kelas={draft.kelas}
        onPeriode={(v) => setDraft((d) => ({ ...d, periode: v, kelas: null }))}
        onKelas={(v) => set('kelas', v)}
        idPrefix="vidcon"
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
