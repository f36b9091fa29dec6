import { useState } from 'react';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { PESAN_NILAI, formatTanggalWaktuZona, type KeadaanHalamanNilai, type NilaiKelasKuliah } from '@lms/shared';

const LABEL: Record<string, string> = { tugas: 'Tugas', kuis: 'Kuis', forum: 'Forum', uts: 'UTS', uas: 'UAS' };

/** The id of the page's refusal text, which disabled buttons name as their description. */
export const ID_PESAN_KIRIM = 'nilai-pesan-kirim';

/**
 * The entry-window banner with its per-type details, or the spec 2 §8 text when sending is refused: both from the one
 * page-state rule (keadaanHalamanNilai), so a locked class never shows the 'Anda dapat mengirim' banner.
 */
export function BannerEntri({ data, keadaan, timeZone }: { data: NilaiKelasKuliah; keadaan: KeadaanHalamanNilai; timeZone: string | undefined }) {
  const [detail, setDetail] = useState(false);
  if (!keadaan.banner_entri && !keadaan.pesan) return null;
  return (
    <Stack gap="xs" mb="md">
      {keadaan.banner_entri ? (
        <Alert color="teal" icon={<IconInfoCircle />} data-testid="banner-entri">
          <Text fz="sm">{PESAN_NILAI.bannerDibuka}</Text>
          <Anchor component="button" type="button" fz="sm" onClick={() => setDetail((d) => !d)} aria-expanded={detail} data-testid="banner-entri-detail">
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
      {keadaan.pesan ? (
        <Alert color={data.kelas.is_nilai_dikunci ? 'red' : 'yellow'} icon={<IconLock />} data-testid="pesan-kirim">
          <Text fz="sm" id={ID_PESAN_KIRIM}>
            {keadaan.pesan}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
