import { useMemo, useState } from 'react';
import { Badge, Button, Center, Group, Loader, Paper, Select, Stack, Text, Timeline } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconHistory, IconLogin, IconLogout, IconExternalLink, IconUserShare } from '@tabler/icons-react';
import { DEFAULT_PER_PAGE, formatTanggalWaktuZona, hariIni, PESAN, titleCase, zonedToUtcIso } from '@lms/shared';
import { PaginationRow } from '@/components/pagination-row';
import { useServerTime } from '@/lib/server-time';
import { useJenisAktivitas, useLogAktivitasMe } from '@/features/log-aktivitas';
import { usePageState } from '@/lib/use-page-state';

const ICON: Record<string, typeof IconHistory> = { login: IconLogin, logout: IconLogout, keluar_ke_sikad: IconExternalLink, login_as: IconUserShare };

/** Tab 'Riwayat Aktivitas': filter box (date range, default today; activity type) and a timeline. */
export function RiwayatAktivitas() {
  const { now, timeZone } = useServerTime();
  const today = hariIni(timeZone, now);
  const [range, setRange] = useState<DatesRangeValue<string>>([today, today]);
  const [jenis, setJenis] = useState<string | null>(null);
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const jenisList = useJenisAktivitas();

  // Whole days in the college's zone, sent as UTC ISO with Z (spec 1 §5).
  const [from, to] = [range[0] ?? today, range[1] ?? range[0] ?? today];
  const params = {
    waktu_awal: zonedToUtcIso(`${from} 00:00:00`, timeZone),
    waktu_akhir: zonedToUtcIso(`${to} 23:59:59`, timeZone),
    jenis_aktivitas: jenis,
    page,
    per_page: perPage,
  };
  const log = useLogAktivitasMe(params);
  const items = useMemo(() => log.data?.data ?? [], [log.data]);

  const jenisOptions = useMemo(() => {
    const set = new Set([...(jenisList.data ?? []), ...items.map((i) => i.jenis_aktivitas)]);
    return [...set].sort().map((v) => ({ value: v, label: titleCase(v) }));
  }, [jenisList.data, items]);

  const reset = () => {
    setRange([today, today]);
    setJenis(null);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" data-testid="riwayat-filter">
        <Group align="flex-end" gap="md">
          <DatePickerInput
            type="range"
            label="Rentang tanggal"
            placeholder="Pilih rentang tanggal"
            valueFormat="DD MMMM YYYY"
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
            allowSingleDateInRange
            w={{ base: '100%', tablet: 320 }}
          />
          <Select
            label="Jenis aktivitas"
            placeholder="Semua aktivitas"
            data={jenisOptions}
            value={jenis}
            onChange={(v) => {
              setJenis(v);
              setPage(1);
            }}
            clearable
            w={{ base: '100%', tablet: 220 }}
          />
          <Button variant="default" onClick={reset}>
            Reset
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        {log.isError ? (
          <Center py="xl">
            <Text fw={700} c="dimmed" data-testid="riwayat-no-data">
              {PESAN.noData}
            </Text>
          </Center>
        ) : log.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : items.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">Tidak ada aktivitas pada rentang ini.</Text>
          </Center>
        ) : (
          <>
            <Timeline bulletSize={28} lineWidth={2} active={items.length} data-testid="riwayat-timeline">
              {items.map((item) => {
                const Icon = ICON[item.jenis_aktivitas] ?? IconHistory;
                return (
                  <Timeline.Item key={item.id} bullet={<Icon size={14} />} title={item.detail}>
                    <Group gap={6} mt={2}>
                      <Badge size="xs" variant="light">
                        {titleCase(item.jenis_aktivitas)}
                      </Badge>
                      <Text fz="xs" c="dimmed">
                        {formatTanggalWaktuZona(item.waktu, timeZone)}
                      </Text>
                    </Group>
                    <Text fz="xs" c="dimmed" mt={2}>
                      IP {item.ip_address || '-'} · {titleCase(item.role.replace(/^ROLE_/, ''))}
                      {item.operator ? ` · melalui operator ${item.operator}` : ''}
                    </Text>
                  </Timeline.Item>
                );
              })}
            </Timeline>
            <PaginationRow
              page={page}
              perPage={perPage}
              total={log.data.meta.total_items}
              onPageChange={setPage}
              onPerPageChange={setPerPage}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
