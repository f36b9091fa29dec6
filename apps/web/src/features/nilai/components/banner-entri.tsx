import { useState } from 'react';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { PESAN_NILAI, formatTanggalWaktuZona, type NilaiKelasKuliah } from '@lms/shared';

const LABEL: Record<string, string> = { tugas: 'Tugas', kuis: 'Kuis', forum: 'Forum', uts: 'UTS', uas: 'UAS' };

/** The entry-window banner with its per-type details, and the spec 2 §8 text when sending is refused. */
export function BannerEntri({ data, timeZone }: { data: NilaiKelasKuliah; timeZone: string | undefined }) {
  const [detail, setDetail] = useState(false);
  const a = data.akses;
  return (
    <Stack gap="xs" mb="md">
      {a.waktu_entri_dibuka ? (
        <Alert color="teal" icon={<IconInfoCircle />} data-testid="banner-entri">
          <Text fz="sm">{PESAN_NILAI.bannerDibuka}</Text>
          <Anchor component="button" type="button" fz="sm" onClick={() => setDetail((d) => !d)} data-testid="banner-entri-detail">
            {detail ? 'Sembunyikan detail' : 'Tampilkan detail'}
          </Anchor>
          {detail ? (
            <List size="sm" mt="xs">
              {data.waktu_entri_nilai.map((w) => (
                <List.Item key={w.jenis}>
                  {LABEL[w.jenis] ?? w.jenis}: {formatTanggalWaktuZona(w.waktu_entri_nilai_start, timeZone)} – {formatTanggalWaktuZona(w.waktu_entri_nilai_end, timeZone)}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
      {a.pesan_kirim ? (
        <Alert color={data.kelas.is_nilai_dikunci ? 'red' : 'yellow'} icon={<IconLock />} data-testid="pesan-kirim">
          <Text fz="sm">{a.pesan_kirim}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
