import { useMemo, useState } from 'react';
import { Alert, Badge, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PESAN_VIDCON, formatTanggalWaktuZona, type VidconJoinDetail } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { useVidcon } from '../api/get-vidcon';

const peranLabel = (role: string) => (role === 'ROLE_MAHASISWA' ? 'Mahasiswa' : role === 'ROLE_DOSEN' ? 'Dosen' : role);

function KeteranganJoin({ j }: { j: VidconJoinDetail }) {
  if (j.role !== 'ROLE_MAHASISWA') return <Badge variant="light" color="gray">{peranLabel(j.role)}</Badge>;
  return j.terlambat ? (
    <Badge color="red" variant="light">
      {PESAN_VIDCON.terlambat}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {PESAN_VIDCON.tepatWaktu}
    </Badge>
  );
}

function BarisJoin({ j, timeZone }: { j: VidconJoinDetail; timeZone: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="vidcon-join-item">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {j.nama}
        </Text>
        <Text fz="xs" c="dimmed">
          {j.nim ?? j.username} · {formatTanggalWaktuZona(j.waktu_join, timeZone)}
          {j.jumlah_join > 1 ? ` · ${j.jumlah_join} kali` : ''}
        </Text>
      </Stack>
      <KeteranganJoin j={j} />
    </Group>
  );
}

/**
 * The join list of a vidcon (daftar_join_detail) for its lecturers and operators, with 'Pilih mahasiswa': any student
 * of the class, joined or not, and how their join counts.
 */
export function VidconPeserta({ id, timeZone }: { id: number; timeZone: string }) {
  const detail = useVidcon(id);
  const [pilih, setPilih] = useState<string | null>(null);
  const peserta = useMemo(() => detail.data?.daftar_peserta ?? [], [detail.data]);
  const dipilih = peserta.find((p) => String(p.id_user) === pilih) ?? null;

  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Peserta vidcon gagal dimuat">
        {detail.error.message}
      </Alert>
    );
  }
  if (detail.isPending) return <Skeleton h={96} />;
  const joins = detail.data.daftar_join_detail;
  return (
    <Stack gap="sm" data-testid="vidcon-peserta">
      <Select
        label="Pilih mahasiswa"
        placeholder="Cari NIM atau nama"
        searchable
        clearable
        nothingFoundMessage="Tidak ada mahasiswa"
        data={peserta.map((p) => ({ value: String(p.id_user), label: `${p.nim} - ${p.nama}` }))}
        value={pilih}
        onChange={setPilih}
        data-testid="vidcon-pilih-mahasiswa"
      />
      {dipilih ? (
        <Alert variant="light" color={dipilih.join ? (dipilih.join.terlambat ? 'red' : 'green') : 'gray'} data-testid="vidcon-mahasiswa-terpilih">
          {dipilih.join ? (
            <BarisJoin j={dipilih.join} timeZone={timeZone} />
          ) : (
            <Text fz="sm">
              {dipilih.nama} ({dipilih.nim}) belum bergabung ke vidcon ini.
            </Text>
          )}
        </Alert>
      ) : null}
      {joins.length === 0 ? (
        <EmptyState size="sm" description="Belum ada yang bergabung." />
      ) : (
        <Stack gap="xs" data-testid="vidcon-join-list">
          <Text fz="sm" fw={600}>
            Daftar join ({joins.length})
          </Text>
          {joins.map((j) => (
            <BarisJoin key={j.id_user} j={j} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
