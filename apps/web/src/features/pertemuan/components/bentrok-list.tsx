import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { BentrokItem } from '@lms/shared';
import { formatRentangWaktu } from './waktu';

const JENIS_LABEL: Record<BentrokItem['jenis'], string> = { ruangan: 'Ruangan', dosen: 'Dosen', kelas: 'Kelas' };

/** Result of 'Cek Bentrok' (or of a refused save): every clashing meeting with the reason. */
export function BentrokList({ daftar, timeZone, title }: { daftar: BentrokItem[]; timeZone: string; title?: string }) {
  if (daftar.length === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="pertemuan-bentrok-kosong">
        Tidak ada jadwal yang bentrok.
      </Alert>
    );
  }
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={title ?? `Jadwal bentrok dengan ${daftar.length} jadwal lain`} data-testid="pertemuan-bentrok-list">
      <List spacing="xs" size="sm" listStyleType="none" ml={0}>
        {daftar.map((b) => (
          <List.Item key={`${b.jenis}-${b.id_pertemuan}`} data-testid="pertemuan-bentrok-item">
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Badge size="sm" color="orange" variant="filled" style={{ flexShrink: 0 }} mt={1}>
                {JENIS_LABEL[b.jenis]}
              </Badge>
              {/* The server's message names the other meeting, its time and what is shared. */}
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {b.pesan || `${b.kelas_kuliah.mata_kuliah.nama} ${b.kelas_kuliah.kelas.nama} (Pertemuan ${b.nomor}), ${formatRentangWaktu(b.waktu_mulai, b.waktu_selesai, timeZone)}`}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
