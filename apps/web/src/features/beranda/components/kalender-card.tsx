import { useState } from 'react';
import { Alert, Badge, Card, Center, Divider, Group, Indicator, Loader, ScrollArea, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN_KALENDER, bulanDari, formatHariTanggal, hariIni, statusPertemuanColor, teksWaktuEntri, type EntriKalender } from '@lms/shared';
import { useServerTime } from '@/lib/server-time';
import { useKalender } from '../api/get-kalender';
import { entriPerHari, JENIS_ENTRI, kelasEntri } from '../kalender-entri';

export const KALENDER_ARIA = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  previousYear: 'Tahun sebelumnya',
  nextYear: 'Tahun berikutnya',
  previousDecade: 'Dekade sebelumnya',
  nextDecade: 'Dekade berikutnya',
  monthLevelControl: 'Pilih bulan',
  yearLevelControl: 'Pilih tahun',
};

function EntriItem({ e, timeZone }: { e: EntriKalender; timeZone: string }) {
  const view = JENIS_ENTRI[e.jenis];
  const tempat = view.tempat(e);
  const Icon = view.icon;
  return (
    <UnstyledButton
      component={Link}
      to={view.href(e)}
      p={8}
      data-testid="kalender-entri"
      data-jenis={e.jenis}
      data-id={e.id}
      style={{ display: 'block', borderLeft: '3px solid var(--mantine-primary-color-filled)', borderRadius: 4, background: 'var(--mantine-color-default-hover)' }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        {/* minWidth 0 lets long titles and class names wrap inside the card instead of widening the list. */}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {view.judul(e)}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {kelasEntri(e)}
            {e.jenis === 'pertemuan' ? null : ` · Pertemuan ${e.nomor_pertemuan}`}
          </Text>
          <Group gap={6} wrap="wrap" data-testid="kalender-entri-tag">
            <Text fz="xs" data-testid="kalender-entri-waktu">
              {teksWaktuEntri(e, timeZone)}
              {tempat ? ` · ${tempat}` : null}
            </Text>
            <Badge variant="light" radius="sm" color={e.jenis === 'pertemuan' ? statusPertemuanColor(e.status) : 'lms'} maw="100%">
              {view.status(e)}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** 'Keterangan': the chosen day's entries with time, class, place and status, each opening its page. */
function Keterangan({ tanggal, entri, state, timeZone }: { tanggal: string; entri: EntriKalender[]; state: 'pending' | 'error' | 'success'; timeZone: string }) {
  return (
    <>
      <Divider my="sm" />
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} fz="sm">
          Keterangan
        </Title>
        <Text fz="xs" c="dimmed" ta="right" data-testid="kalender-tanggal">
          {formatHariTanggal(`${tanggal}T12:00:00Z`, 'UTC')}
        </Text>
      </Group>
      {state === 'pending' ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Memuat" />
        </Center>
      ) : state === 'error' ? (
        <Alert color="red" variant="light">
          {PESAN_KALENDER.gagalMuat}
        </Alert>
      ) : entri.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="kalender-kosong">
          {PESAN_KALENDER.kosong}
        </Text>
      ) : (
        // Vertical only: an autosized area otherwise grows to its content's widest line and scrolls sideways.
        <ScrollArea.Autosize mah={300} type="auto" scrollbars="y">
          <Stack gap={6} data-testid="kalender-list">
            {entri.map((e) => (
              <EntriItem key={`${e.jenis}-${e.id}`} e={e} timeZone={timeZone} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </>
  );
}

/**
 * Calendar of the caller's meetings and activities (GET /v2/lms/kalender, one call per shown month): days with
 * entries carry a dot, the chosen day (default today in the college's zone) lists them under 'Keterangan'.
 * Operators without read on kelas_kuliah get the calendar only.
 */
export function KalenderCard({ withKeterangan = true }: { withKeterangan?: boolean }) {
  const { now, timeZone } = useServerTime();
  const today = hariIni(timeZone, now);
  const [picked, setPicked] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const tanggal = picked ?? today;
  // The shown month's entries mark its days; the chosen day's month fills 'Keterangan' (usually the same query).
  const bulanTampil = bulanDari(shown ?? tanggal);
  const bulanHari = bulanDari(tanggal);
  const tampil = useKalender(bulanTampil, { enabled: withKeterangan });
  const hari = useKalender(bulanHari, { enabled: withKeterangan });
  const perHari = entriPerHari(tampil.data?.bulan === bulanTampil ? tampil.data.entri : []);
  const hariIniEntri = hari.data?.bulan === bulanHari ? (entriPerHari(hari.data.entri).get(tanggal) ?? []) : [];

  return (
    <Card padding="md" h="100%" data-testid="kalender-card">
      <Group gap="xs" mb="sm">
        <ThemeIcon variant="light" radius="md" aria-hidden>
          <IconCalendarEvent size={18} />
        </ThemeIcon>
        <Title order={2} fz="md">
          Kalender
        </Title>
      </Group>
      <Center>
        <DatePicker
          value={tanggal}
          onChange={(v) => v && setPicked(v)}
          date={shown ?? tanggal}
          onDateChange={setShown}
          allowDeselect={false}
          ariaLabels={KALENDER_ARIA}
          data-testid="kalender-calendar"
          getDayProps={(date) => {
            const n = perHari.get(date)?.length ?? 0;
            return {
              'data-ada-entri': n > 0 ? 'true' : undefined,
              'data-hari-ini': date === today ? 'true' : undefined,
              // The visible day number stays first in the name (WCAG 2.5.3); the count is for screen readers.
              'aria-label': n > 0 ? `${Number(date.slice(8))}, ${n} kegiatan` : undefined,
              // The college's today, not the browser's.
              style: date === today ? { fontWeight: 800, textDecoration: 'underline' } : undefined,
            };
          }}
          renderDay={(date) => (
            <Indicator size={6} color="lms" position="bottom-center" offset={-4} disabled={!perHari.has(date)} zIndex={1}>
              <div>{Number(date.slice(8))}</div>
            </Indicator>
          )}
        />
      </Center>
      {withKeterangan ? (
        <Keterangan
          tanggal={tanggal}
          entri={hariIniEntri}
          state={hari.isError ? 'error' : hari.isPending || hari.data?.bulan !== bulanHari ? 'pending' : 'success'}
          timeZone={timeZone}
        />
      ) : null}
    </Card>
  );
}
