import { useEffect, useState } from 'react';
import { MultiSelect, TextInput } from '@mantine/core';
import { FilterDrawer } from '@/components/filter-drawer';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { useMataKuliahRef } from '../api/get-mata-kuliah-ref';

export type BankSoalFilter = { search: string; mata_kuliah: string[]; prodi_matkul: string[] };
export const FILTER_KOSONG: BankSoalFilter = { search: '', mata_kuliah: [], prodi_matkul: [] };

type Props = { opened: boolean; onClose: () => void; value: BankSoalFilter; onApply: (f: BankSoalFilter) => void };

/** Side filter of the board (spec 1 §2.5): 'Cari judul/pembuat', Mata Kuliah, Prodi Matkul, Terapkan and Reset. */
export function BankSoalFilterDrawer({ opened, onClose, value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const makul = useMataKuliahRef(null, { enabled: opened });
  const prodi = useProdiRef({ enabled: opened });
  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      onApply={() => {
        onApply({ ...draft, search: draft.search.trim() });
        onClose();
      }}
      onReset={() => {
        onApply(FILTER_KOSONG);
        onClose();
      }}
    >
      <TextInput label="Cari judul/pembuat" placeholder="Cari judul/pembuat" value={draft.search} onChange={(e) => setDraft({ ...draft, search: e.currentTarget.value })} />
      <MultiSelect
        label="Mata Kuliah"
        placeholder="Pilih mata kuliah"
        searchable
        clearable
        data={(makul.data ?? []).map((m) => ({ value: String(m.id), label: `${m.kode} - ${m.nama}` }))}
        value={draft.mata_kuliah}
        onChange={(v) => setDraft({ ...draft, mata_kuliah: v })}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Prodi Matkul"
        placeholder="Pilih prodi"
        searchable
        clearable
        data={(prodi.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }))}
        value={draft.prodi_matkul}
        onChange={(v) => setDraft({ ...draft, prodi_matkul: v })}
        comboboxProps={{ withinPortal: true }}
      />
    </FilterDrawer>
  );
}
