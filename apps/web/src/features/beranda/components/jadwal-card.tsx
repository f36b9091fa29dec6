import { useState } from 'react';
import { Badge, Box, Card, Center, Divider, Group, Loader, ScrollArea, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatHariTanggal, hariIni } from '@lms/shared';
import { paths } from '@/config/paths';
import { useServerTime } from '@/lib/server-time';
import { useJadwal } from '../api/get-jadwal';

const hhmm = (t: string) => t.slice(0, 5);

/** 'Keterangan': the classes scheduled on the chosen day, each linking to its class. */
function Keterangan({ tanggal }: { tanggal: string }) {
  const jadwal = useJadwal(tanggal);
  const items = jadwal.data ?? [];
  return (
    <>
      <Divider my="sm" />
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700} fz="sm">
          Keterangan
        </Text>
        <Text fz="xs" c="dimmed" ta="right">
          {formatHariTanggal(`${tanggal}T12:00:00Z`, 'UTC')}
        </Text>
      </Group>
      {jadwal.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : jadwal.isError ? (
        <Text fz="sm" c="dimmed">
          Jadwal tidak dapat dimuat.
        </Text>
      ) : items.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="jadwal-kosong">
          Tidak ada jadwal kuliah pada tanggal ini.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={6} data-testid="jadwal-list">
            {items.map((j, i) => (
              <UnstyledButton
                key={`${j.id_kelas_kuliah}-${i}`}
                component={Link}
                to={paths.kelas.detail.getHref(j.id_kelas_kuliah)}
                p={8}
                style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)', borderRadius: 4, background: 'var(--mantine-color-default-hover)' }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Box style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600} lineClamp={1}>
                      {j.mata_kuliah.nama}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {j.mata_kuliah.kode} · Kelas {j.kelas.nama} ({j.kelas.jenis.nama})
                    </Text>
                    {j.ruangan ? (
                      <Group gap={2} mt={2} wrap="nowrap">
                        <IconMapPin size={12} aria-hidden />
                        <Text fz="xs" c="dimmed" lineClamp={1}>
                          {j.ruangan}
                        </Text>
                      </Group>
                    ) : null}
                  </Box>
                  <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
                    {hhmm(j.jam_mulai)}–{hhmm(j.jam_selesai)}
                  </Badge>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </>
  );
}

/**
 * Calendar with a selectable day (default: today in the college's zone, from server time) and that day's
 * 'Keterangan'. Operators without read on kelas_kuliah get the calendar only.
 */
export function JadwalCard({ withKeterangan = true }: { withKeterangan?: boolean }) {
  const { now, timeZone } = useServerTime();
  const today = hariIni(timeZone, now);
  const [picked, setPicked] = useState<string | null>(null);
  const tanggal = picked ?? today;

  return (
    <Card padding="md" h="100%" data-testid="jadwal-card">
      <Group gap="xs" mb="sm">
        <ThemeIcon variant="light" radius="md">
          <IconCalendarEvent size={18} />
        </ThemeIcon>
        <Title order={3} fz="md">
          Kalender
        </Title>
      </Group>
      <Center>
        <DatePicker
          value={tanggal}
          onChange={(v) => setPicked(v)}
          allowDeselect={false}
          // Mark the college's today, not the browser's.
          getDayProps={(date) => (date === today ? { style: { fontWeight: 800, textDecoration: 'underline' } } : {})}
          aria-label="Pilih tanggal"
          data-testid="jadwal-calendar"
        />
      </Center>
      {withKeterangan ? <Keterangan tanggal={tanggal} /> : null}
    </Card>
  );
}
