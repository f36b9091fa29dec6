import { Group, MultiSelect, Paper, Select, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { JENIS_AKTIVITAS_LABEL, ROLE_LABEL, ROLES } from '@lms/shared';
import { useJenisAktivitas } from '../api/get-jenis-aktivitas';

export type NilaiFilter = {
  range: DatesRangeValue<string>;
  jenis: string[];
  role: string | null;
  ip: string;
  isValid: 'true' | 'false' | null;
  search: string;
};

const labelJenis = (j: string) => (JENIS_AKTIVITAS_LABEL as Record<string, string>)[j] ?? j;

/** The filter box of the college's log: dates, kinds, role, IP, validity and a search. */
export function LogAktivitasFilter({ value, onChange }: { value: NilaiFilter; onChange: (v: NilaiFilter) => void }) {
  const jenis = useJenisAktivitas();
  const set = (patch: Partial<NilaiFilter>) => onChange({ ...value, ...patch });
  return (
    <Paper withBorder p="md" data-testid="log-filter">
      <Group align="flex-end" gap="md">
        <DatePickerInput
          type="range"
          label="Rentang tanggal"
          placeholder="Semua tanggal"
          valueFormat="DD/MM/YYYY"
          value={value.range}
          onChange={(range) => set({ range })}
          allowSingleDateInRange
          clearable
          w={{ base: '100%', tablet: 260 }}
          data-testid="filter-tanggal"
        />
        <MultiSelect
          label="Jenis aktivitas"
          placeholder={value.jenis.length ? undefined : 'Semua aktivitas'}
          data={(jenis.data ?? []).map((j) => ({ value: j, label: labelJenis(j) }))}
          value={value.jenis}
          onChange={(v) => set({ jenis: v })}
          searchable
          clearable
          w={{ base: '100%', tablet: 260 }}
          data-testid="filter-jenis"
        />
        <Select
          label="Peran"
          placeholder="Semua peran"
          data={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
          value={value.role}
          onChange={(role) => set({ role })}
          clearable
          w={{ base: '100%', tablet: 160 }}
        />
        <Select
          label="Dilakukan oleh"
          placeholder="Semua"
          data={[
            { value: 'true', label: 'Pengguna sendiri' },
            { value: 'false', label: 'Operator (Login Akun Lain)' },
          ]}
          value={value.isValid}
          onChange={(v) => set({ isValid: v as NilaiFilter['isValid'] })}
          clearable
          w={{ base: '100%', tablet: 220 }}
        />
        <TextInput label="Alamat IP" placeholder="mis. 10.0.0.1" value={value.ip} onChange={(e) => set({ ip: e.currentTarget.value })} w={{ base: '100%', tablet: 160 }} />
        <TextInput
          label="Cari"
          placeholder="Username, nama atau detail"
          value={value.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          w={{ base: '100%', tablet: 240 }}
          data-testid="filter-cari"
        />
      </Group>
    </Paper>
  );
}
