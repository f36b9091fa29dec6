import type { ReactNode } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { IS_VALID_LABEL } from '@lms/shared';
import { SearchInput } from '@/components/search-input';
import { useWaktuAkademik } from '@/lib/queries/get-waktu-akademik';
import { isValidDariSelect, type LaporanFilter } from '../laporan-filter';

type Props = {
  value: LaporanFilter;
  onChange: (f: LaporanFilter) => void;
  onExport: () => void;
  exporting: boolean;
  placeholder: string;
  /** Validation filter (Sudah/Belum Validasi); off for reports without it. */
  validasi?: boolean;
  extra?: ReactNode;
};

/** Search, period, mode, validation and 'Export Excel' of an attendance report. */
export function LaporanToolbar({ value, onChange, onExport, exporting, placeholder, validasi = true, extra }: Props) {
  const periode = useWaktuAkademik();
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <SearchInput
        value={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        placeholder={placeholder}
        style={{ flex: '1 1 220px' }}
        maxLength={100}
        aria-label={placeholder}
        data-testid="laporan-search"
      />
      <Select
        aria-label="Periode"
        placeholder="Semua periode"
        data={(periode.data ?? []).map((p) => ({ value: String(p.periode), label: p.nama }))}
        value={value.periode !== null ? String(value.periode) : null}
        onChange={(v) => onChange({ ...value, periode: v ? Number(v) : null })}
        clearable
        w={{ base: '100%', tablet: 200 }}
        data-testid="laporan-periode"
      />
      <Select
        aria-label="Mode kuliah"
        placeholder="Semua mode"
        data={[
          { value: 'online', label: 'Online' },
          { value: 'offline', label: 'Offline' },
          { value: 'campuran', label: 'Campuran' },
        ]}
        value={value.mode_kuliah}
        onChange={(v) => onChange({ ...value, mode_kuliah: (v as LaporanFilter['mode_kuliah']) ?? null })}
        clearable
        w={{ base: '100%', tablet: 160 }}
      />
      {validasi ? (
        <Select
          aria-label="Validasi"
          placeholder="Semua validasi"
          data={[
            { value: 'true', label: IS_VALID_LABEL.true },
            { value: 'false', label: IS_VALID_LABEL.false },
          ]}
          value={value.is_valid === null ? null : String(value.is_valid)}
          onChange={(v) => onChange({ ...value, is_valid: isValidDariSelect(v) })}
          clearable
          w={{ base: '100%', tablet: 170 }}
          data-testid="laporan-validasi"
        />
      ) : null}
      {extra}
      <Button leftSection={<IconFileSpreadsheet size={16} />} variant="light" color="green" loading={exporting} onClick={onExport} data-testid="laporan-export">
        Export Excel
      </Button>
    </Group>
  );
}
