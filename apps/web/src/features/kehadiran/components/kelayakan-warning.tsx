import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN_KEHADIRAN } from '@lms/shared';
import { paths } from '@/config/paths';
import { useKelayakanUjianSaya } from '../api/get-kelayakan-ujian-saya';
import { kelasBerisiko } from '../kelayakan';

/**
 * The student's dashboard warning (issue 16 point 7): every class whose attendance is below the UAS minimum (at
 * risk or already out of reach), unless an operator granted an exception. Nothing when all is well.
 */
export function KelayakanWarning() {
  const q = useKelayakanUjianSaya();
  const items = kelasBerisiko(q.data);
  if (items.length === 0) return null;
  const parah = items.some((k) => k.status === 'tidak_memenuhi');
  return (
    <Alert color={parah ? 'red' : 'orange'} icon={<IconAlertTriangle size={20} />} title="Peringatan kehadiran UAS" data-testid="kelayakan-warning">
      <Stack gap={6}>
        {items.map((k) => (
          <Text key={k.id_kelas_kuliah} fz="sm">
            <Anchor component={Link} to={paths.kehadiranPeserta.kelas.getHref(k.id_kelas_kuliah)} fw={600} fz="sm">
              {k.mata_kuliah.nama} ({k.kelas.nama})
            </Anchor>
            : {(k.pesan ?? PESAN_KEHADIRAN.peringatanKehadiran(k.persentase, k.minimal)).replace(/\.?$/, '.')}
            {k.status === 'tidak_memenuhi' ? ' Batas minimal tidak lagi dapat dicapai.' : ''}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
