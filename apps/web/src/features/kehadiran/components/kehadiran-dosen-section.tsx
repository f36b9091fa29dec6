import { useState } from 'react';
import { Alert, Avatar, Badge, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconPencil, IconX } from '@tabler/icons-react';
import { formatTanggalWaktuZona, kehadiranDosenColor, kehadiranDosenLabel, PESAN_KEHADIRAN, type KehadiranDosenPertemuan } from '@lms/shared';
import { initials } from '@/lib/initials';
import { useFileObjectUrl } from '@/lib/use-file-object-url';
import { useKehadiranDosen } from '../api/get-kehadiran-dosen';
import { syaratDosenList } from '../kehadiran-dosen-form';
import { warnaKehadiran } from '../kehadiran-warna';
import { UbahKehadiranDosenModal } from './ubah-kehadiran-dosen-modal';

function DosenAvatar({ src, nama }: { src: string | null; nama: string }) {
  const file = useFileObjectUrl(src);
  return (
    <Avatar src={file.url} radius="xl" color="initials" name={nama} alt={nama}>
      {initials(nama)}
    </Avatar>
  );
}

/** The requirements tooltip: the college's syarat for this meeting's jenis, or the spec's 'not configured' text. */
function SyaratTooltip({ data }: { data: KehadiranDosenPertemuan }) {
  const syarat = syaratDosenList(data.syarat);
  const label =
    syarat.length === 0 ? (
      PESAN_KEHADIRAN.syaratDosenBelumDiatur
    ) : (
      <Stack gap={2}>
        <Text fz="xs" fw={700}>
          Syarat kehadiran pengajar:
        </Text>
        <List size="xs" c="white">
          {syarat.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      </Stack>
    );
  return (
    <Tooltip label={label} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Button variant="subtle" size="compact-sm" px={4} aria-label="Syarat kehadiran pengajar" data-testid="syarat-dosen">
        <IconInfoCircle size={18} aria-hidden />
      </Button>
    </Tooltip>
  );
}

/** Lecturers section (spec 1 §2.8): requirements tooltip, a card per lecturer, and for operators 'Ubah Kehadiran Pengajar'. */
export function KehadiranDosenSection({ idPertemuan, timeZone, operator, waktuMulai }: { idPertemuan: number; timeZone: string; operator: boolean; waktuMulai?: string }) {
  const q = useKehadiranDosen(idPertemuan);
  const [ubah, setUbah] = useState(false);
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="kehadiran-dosen-title" data-testid="kehadiran-dosen">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap={4}>
          <Title order={3} fz="md" id="kehadiran-dosen-title">
            Kehadiran Pengajar
          </Title>
          {q.data ? <SyaratTooltip data={q.data} /> : null}
        </Group>
        {operator && q.data?.can_ubah ? (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setUbah(true)} data-testid="ubah-kehadiran-dosen">
            Ubah Kehadiran Pengajar
          </Button>
        ) : null}
      </Group>
      {q.isPending ? (
        <Skeleton h={72} />
      ) : q.isError ? (
        <Alert color="red">{q.error.message}</Alert>
      ) : q.data.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Belum ada Pengajar
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="sm">
          {q.data.data.map((d) => {
            const color = kehadiranDosenColor({ ...d, jenis: q.data.jenis, perlu_validasi: q.data.perlu_validasi });
            return (
              <Paper key={d.pengajar.id_dosen} withBorder p="sm" data-testid="kehadiran-dosen-item">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <DosenAvatar src={d.pengajar.avatar_url} nama={d.pengajar.name} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {d.pengajar.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        Mulai: {formatTanggalWaktuZona(d.mulai_kuliah, timeZone)}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        Selesai: {formatTanggalWaktuZona(d.selesai_kuliah, timeZone)}
                      </Text>
                    </Stack>
                  </Group>
                  <Stack gap={4} align="flex-end">
                    <Badge color={warnaKehadiran(color)} variant="light" tt="none" data-testid="kehadiran-dosen-tag" data-color={color}>
                      {kehadiranDosenLabel(d)}
                    </Badge>
                    {q.data.perlu_validasi ? (
                      <Text fz="xs" c={d.is_valid ? 'green.9' : 'orange.9'}>
                        {d.is_valid ? 'Sudah Validasi' : 'Belum Validasi'}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                {d.syarat.length > 0 ? (
                  <Group gap={6} mt="xs" wrap="wrap">
                    {d.syarat.map((s) => (
                      <Badge
                        key={s.kode}
                        size="sm"
                        variant="light"
                        color={s.terpenuhi ? 'green' : 'gray'}
                        tt="none"
                        leftSection={s.terpenuhi ? <IconCheck size={10} aria-hidden /> : <IconX size={10} aria-hidden />}
                      >
                        {s.label}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      {operator && q.data ? (
        <UbahKehadiranDosenModal opened={ubah} onClose={() => setUbah(false)} idPertemuan={idPertemuan} data={q.data} timeZone={timeZone} waktuMulai={waktuMulai} />
      ) : null}
    </Paper>
  );
}
