import { useState } from 'react';
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { DEFAULT_PER_PAGE, PESAN, SEARCH_DEBOUNCE_MS, zonedToUtcIso } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { useServerTime } from '@/lib/server-time';
import { usePageState } from '@/lib/use-page-state';
import { useExportLogAktivitas } from '../api/get-export-log-aktivitas';
import { useLogAktivitas, type FilterLogAktivitas } from '../api/get-log-aktivitas';
import { LogAktivitasFilter, type NilaiFilter } from '../components/log-aktivitas-filter';
import { LogAktivitasList } from '../components/log-aktivitas-list';

const KOSONG: NilaiFilter = { range: [null, null], jenis: [], role: null, ip: '', isValid: null, search: '' };

/** /log-aktivitas: the college's activity log for operators with read on laporan, with the Excel export. */
export function LogAktivitasPage() {
  const { timeZone } = useServerTime();
  const [filter, setFilter] = useState<NilaiFilter>(KOSONG);
  const [debounced] = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const ekspor = useExportLogAktivitas();

  // Days in the college's zone, sent as UTC ISO with Z. One day goes as the same instant twice: the server then
  // reads it as the whole day (spec 1 §5 same-instant rule).
  const [awal, akhir] = debounced.range;
  const mulai = awal ? zonedToUtcIso(`${awal} 00:00:00`, timeZone) : null;
  const hariAkhir = akhir ?? awal;
  const params: FilterLogAktivitas = {
    waktu_awal: mulai,
    waktu_akhir: hariAkhir ? (hariAkhir === awal ? mulai : zonedToUtcIso(`${hariAkhir} 23:59:59`, timeZone)) : null,
    jenis_aktivitas: debounced.jenis,
    role: debounced.role,
    ip_address: debounced.ip.trim() || null,
    is_valid: debounced.isValid,
    search: debounced.search.trim() || null,
  };
  const log = useLogAktivitas({ ...params, page, per_page: perPage });
  const items = log.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Log Aktivitas"
        actions={
          <Button
            leftSection={<IconDownload size={16} />}
            loading={ekspor.isPending}
            onClick={() => ekspor.mutate(params)}
            data-testid="log-export"
          >
            Unduh Excel
          </Button>
        }
      />
      <Stack gap="md">
        <LogAktivitasFilter
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
        />
        <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
          {log.isPending ? (
            <Center py="xl">
              <Loader size="sm" role="status" aria-label="Memuat log aktivitas" />
            </Center>
          ) : log.isError || items.length === 0 ? (
            <Center py="xl">
              <Text fw={700} c="dimmed" data-testid="log-kosong">
                {PESAN.noData}
              </Text>
            </Center>
          ) : (
            <LogAktivitasList items={items} timeZone={timeZone} />
          )}
          <PaginationRow page={page} perPage={perPage} total={log.data?.meta.total_items ?? 0} onPageChange={setPage} onPerPageChange={setPerPage} />
        </Paper>
      </Stack>
    </>
  );
}
