import { useEffect, useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { MODE_KULIAH, MODE_KULIAH_LABEL, STATUS_KELAS, STATUS_KELAS_META, periodeLabel, type ModeKuliah, type StatusKelas } from '@lms/shared';
import { FilterDrawer } from '@/components/filter-drawer';
import { useDosenRef } from '@/lib/queries/get-dosen-ref';
import { useJenisKelasRef } from '../api/get-jenis-kelas-ref';
import { useMakulRef } from '../api/get-makul-ref';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { useWaktuAkademik } from '@/lib/queries/get-waktu-akademik';
import { PERIODE_SEMUA, defaultFilter, type KelasFilter } from '../kelas-filter';

export type KelasFilterField = 'periode' | 'prodi_mata_kuliah' | 'prodi_kelas' | 'mata_kuliah' | 'jenis_kelas' | 'mode_kuliah' | 'status' | 'dosen';

/** Operators filter on everything of spec 1 §2.6; lecturers and students on what makes sense for their own classes. */
export const OPERATOR_FILTER_FIELDS: KelasFilterField[] = ['periode', 'prodi_mata_kuliah', 'prodi_kelas', 'mata_kuliah', 'jenis_kelas', 'mode_kuliah', 'status', 'dosen'];
export const ANGGOTA_FILTER_FIELDS: KelasFilterField[] = ['periode', 'status', 'mode_kuliah'];

type Props = {
  opened: boolean;
  onClose: () => void;
  value: KelasFilter;
  defaultPeriode: number | null;
  fields: KelasFilterField[];
  onApply: (filter: KelasFilter) => void;
};

const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[]) => ids.map(String);
const COMBOBOX = { withinPortal: true, zIndex: 400 } as const;

/** The Filter side panel of the class list: edits a copy, 'Terapkan' applies it, 'Reset' goes back to the default. */
export function KelasFilterDrawer({ opened, onClose, value, defaultPeriode, fields, onApply }: Props) {
  const [draft, setDraft] = useState<KelasFilter>(value);
  // Each opening starts from the applied filter.
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);

  const has = (f: KelasFilterField) => fields.includes(f);
  // Reference lists are fetched whole once the panel is first opened (spec 1 §9).
  const periode = useWaktuAkademik({ enabled: opened && has('periode') });
  const prodi = useProdiRef({ enabled: opened && (has('prodi_kelas') || has('prodi_mata_kuliah')) });
  const makul = useMakulRef({ enabled: opened && has('mata_kuliah') });
  const jenis = useJenisKelasRef({ enabled: opened && has('jenis_kelas') });
  const dosen = useDosenRef({ enabled: opened && has('dosen') });

  const periodeData = [
    { value: PERIODE_SEMUA, label: 'Semua Periode' },
    ...(periode.data ?? []).map((p) => ({ value: String(p.periode), label: p.is_current ? `${p.nama} (berjalan)` : p.nama })),
  ];
  // The applied period may be missing from the list while it loads.
  if (draft.periode !== null && !periodeData.some((o) => o.value === String(draft.periode))) {
    periodeData.push({ value: String(draft.periode), label: periodeLabel(draft.periode) });
  }
  const prodiData = (prodi.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }));
  const set = <K extends keyof KelasFilter>(key: K, v: KelasFilter[K]) => setDraft((d) => ({ ...d, [key]: v }));

  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onApply={() => {
        onApply(draft);
        onClose();
      }}
      onReset={() => {
        const reset = defaultFilter(defaultPeriode);
        setDraft(reset);
        onApply(reset);
        onClose();
      }}
    >
      {has('periode') ? (
        <Select
          label="Periode"
          data={periodeData}
          value={draft.periode === null ? PERIODE_SEMUA : String(draft.periode)}
          onChange={(v) => set('periode', !v || v === PERIODE_SEMUA ? null : Number(v))}
          allowDeselect={false}
          comboboxProps={COMBOBOX}
          data-testid="filter-periode"
        />
      ) : null}
      {has('prodi_mata_kuliah') ? (
        <MultiSelect
          label="Prodi Mata Kuliah"
          placeholder="Pilih..."
          data={prodiData}
          value={toValues(draft.id_prodi_mata_kuliah)}
          onChange={(v) => set('id_prodi_mata_kuliah', toIds(v))}
          searchable
          clearable
          nothingFoundMessage="Tidak ditemukan"
          comboboxProps={COMBOBOX}
          data-testid="filter-prodi-mata-kuliah"
        />
      ) : null}
      {has('prodi_kelas') ? (
        <MultiSelect
          label="Prodi Kelas"
          placeholder="Pilih..."
          data={prodiData}
          value={toValues(draft.id_prodi_kelas)}
          onChange={(v) => set('id_prodi_kelas', toIds(v))}
          searchable
          clearable
          nothingFoundMessage="Tidak ditemukan"
          comboboxProps={COMBOBOX}
          data-testid="filter-prodi-kelas"
        />
      ) : null}
      {has('mata_kuliah') ? (
        <MultiSelect
          label="Mata Kuliah"
          placeholder="Pilih..."
          data={(makul.data ?? []).map((m) => ({ value: String(m.idMakul), label: `${m.kodeMakul} - ${m.nama}` }))}
          value={toValues(draft.id_mata_kuliah)}
          onChange={(v) => set('id_mata_kuliah', toIds(v))}
          searchable
          clearable
          limit={100}
          nothingFoundMessage="Tidak ditemukan"
          comboboxProps={COMBOBOX}
          data-testid="filter-mata-kuliah"
        />
      ) : null}
      {has('jenis_kelas') ? (
        <MultiSelect
          label="Jenis Kelas"
          placeholder="Pilih..."
          data={(jenis.data ?? []).map((j) => ({ value: String(j.idJenisKelas), label: j.nama }))}
          value={toValues(draft.id_jenis_kelas)}
          onChange={(v) => set('id_jenis_kelas', toIds(v))}
          clearable
          comboboxProps={COMBOBOX}
          data-testid="filter-jenis-kelas"
        />
      ) : null}
      {has('mode_kuliah') ? (
        <MultiSelect
          label="Mode Kuliah"
          placeholder="Pilih..."
          data={MODE_KULIAH.map((m) => ({ value: m, label: MODE_KULIAH_LABEL[m] }))}
          value={draft.mode_kuliah}
          onChange={(v) => set('mode_kuliah', v as ModeKuliah[])}
          clearable
          comboboxProps={COMBOBOX}
          data-testid="filter-mode-kuliah"
        />
      ) : null}
      {has('status') ? (
        <MultiSelect
          label="Status"
          placeholder="Pilih..."
          data={STATUS_KELAS.map((s) => ({ value: s, label: STATUS_KELAS_META[s].label }))}
          value={draft.status}
          onChange={(v) => set('status', v as StatusKelas[])}
          clearable
          comboboxProps={COMBOBOX}
          data-testid="filter-status"
        />
      ) : null}
      {has('dosen') ? (
        <MultiSelect
          label="Dosen"
          placeholder="Pilih..."
          data={(dosen.data ?? []).map((d) => ({ value: String(d.idDosen), label: d.nama }))}
          value={toValues(draft.id_dosen)}
          onChange={(v) => set('id_dosen', toIds(v))}
          searchable
          clearable
          limit={100}
          nothingFoundMessage="Tidak ditemukan"
          comboboxProps={COMBOBOX}
          data-testid="filter-dosen"
        />
      ) : null}
    </FilterDrawer>
  );
}
