import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PESAN_NILAI_UJIAN, STATUS_NILAI_META, type UjianItem } from '@lms/shared';

/**
 * The lecturer badges of a finished exam (spec 2 §4): 'Tidak Ada Pengerjaan' without attempts; 'Belum Dinilai' n
 * while ungraded attempts exist; otherwise 'Sudah Dinilai' n. Colours of status_nilai. While a recalculation runs,
 * the warning icon with 'Sedang proses perhitungan nilai'.
 */
export function StatusNilaiBadges({ ujian: u }: { ujian: Pick<UjianItem, 'status' | 'jumlah_pengerjaan' | 'jumlah_belum_dinilai' | 'jumlah_sudah_dinilai' | 'sedang_dihitung'> }) {
  const dihitung = u.sedang_dihitung ? (
    <Tooltip label={PESAN_NILAI_UJIAN.sedangProses}>
      <Group gap={4} wrap="nowrap" data-testid="sedang-dihitung">
        <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />
        <Text fz="xs" c="orange.9">
          {PESAN_NILAI_UJIAN.sedangProses}
        </Text>
      </Group>
    </Tooltip>
  ) : null;
  if (u.status !== 'selesai') return dihitung;
  const badge =
    u.jumlah_pengerjaan === 0 ? (
      <Badge variant="filled" autoContrast color={STATUS_NILAI_META.tidak_ada_pengerjaan.color} data-testid="badge-nilai">
        {PESAN_NILAI_UJIAN.tidakAdaPengerjaan}
      </Badge>
    ) : u.jumlah_belum_dinilai > 0 ? (
      <Badge variant="filled" color={STATUS_NILAI_META.belum_dinilai.color} data-testid="badge-nilai">
        {PESAN_NILAI_UJIAN.belumDinilai} {u.jumlah_belum_dinilai}
      </Badge>
    ) : (
      <Badge variant="filled" autoContrast color={STATUS_NILAI_META.sudah_dinilai.color} data-testid="badge-nilai">
        {PESAN_NILAI_UJIAN.sudahDinilai} {u.jumlah_sudah_dinilai}
      </Badge>
    );
  return (
    <Group gap="xs">
      {badge}
      {dihitung}
    </Group>
  );
}
