import { Alert, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { IconCalendarEvent, IconClock, IconInfoCircle } from '@tabler/icons-react';
import type { TampilSyaratValues } from '../materi-form';

type Props = {
  values: TampilSyaratValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<TampilSyaratValues>) => void;
  /** The meeting is offline: attendance cannot be required (radios disabled, value null). */
  offline: boolean;
  /** Earliest selectable date ('YYYY-MM-DD', today in the college's zone): past dates are unselectable. */
  minDate: string;
  testId: string;
};

/** 'Tampilkan' (now or later) and 'Syarat Kehadiran' with its deadline: shared by both tabs of the material modal. */
export function TampilSyaratFields({ values: v, errors, onChange, offline, minDate, testId }: Props) {
  return (
    <Stack gap="sm">
      <Radio.Group label="Tampilkan Materi" withAsterisk value={v.tampil} onChange={(x) => onChange({ tampil: x as TampilSyaratValues['tampil'] })}>
        <Group gap="lg" mt={6}>
          <Radio value="sekarang" label="Sekarang" data-testid={`${testId}-tampil-sekarang`} />
          <Radio value="nanti" label="Atur Waktu Tampil" data-testid={`${testId}-tampil-nanti`} />
        </Group>
      </Radio.Group>
      {v.tampil === 'nanti' ? (
        <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
          <DateInput
            label="Tanggal Mulai Tampil"
            withAsterisk
            valueFormat="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            minDate={minDate}
            leftSection={<IconCalendarEvent size={16} />}
            value={v.tanggal_tampil}
            onChange={(x) => onChange({ tanggal_tampil: x })}
            error={errors.tanggal_tampil}
            data-testid={`${testId}-tanggal-tampil`}
          />
          <TimeInput
            label="Jam Mulai Tampil"
            withAsterisk
            leftSection={<IconClock size={16} />}
            value={v.jam_tampil}
            onChange={(e) => onChange({ jam_tampil: e.currentTarget.value })}
            data-testid={`${testId}-jam-tampil`}
          />
        </SimpleGrid>
      ) : null}
      <Radio.Group
        label="Syarat Kehadiran"
        description={offline ? 'Pertemuan luring (offline) tidak dapat mensyaratkan kehadiran dari materi.' : 'Mahasiswa wajib memakai materi ini sebelum deadline agar tercatat hadir.'}
        value={v.syarat ?? ''}
        onChange={(x) => onChange({ syarat: x as 'ya' | 'tidak' })}
        error={errors.syarat}
      >
        <Group gap="lg" mt={6}>
          <Radio value="ya" label="Ya" disabled={offline} data-testid={`${testId}-syarat-ya`} />
          <Radio value="tidak" label="Tidak" disabled={offline} data-testid={`${testId}-syarat-tidak`} />
        </Group>
      </Radio.Group>
      {v.syarat === 'ya' ? (
        <>
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="md">
            <DateInput
              label="Tanggal Deadline"
              withAsterisk
              valueFormat="DD/MM/YYYY"
              placeholder="DD/MM/YYYY"
              minDate={v.tampil === 'nanti' && v.tanggal_tampil ? v.tanggal_tampil : minDate}
              leftSection={<IconCalendarEvent size={16} />}
              value={v.tanggal_deadline}
              onChange={(x) => onChange({ tanggal_deadline: x })}
              error={errors.tanggal_deadline}
              data-testid={`${testId}-tanggal-deadline`}
            />
            <TimeInput
              label="Jam Deadline"
              withAsterisk
              leftSection={<IconClock size={16} />}
              value={v.jam_deadline}
              onChange={(e) => onChange({ jam_deadline: e.currentTarget.value })}
              data-testid={`${testId}-jam-deadline`}
            />
          </SimpleGrid>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
            <Text fz="sm">Deadline minimal 5 menit setelah materi tampil.</Text>
          </Alert>
        </>
      ) : null}
    </Stack>
  );
}
