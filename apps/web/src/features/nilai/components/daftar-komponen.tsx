import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend, IconSettings } from '@tabler/icons-react';
import { formatTanggalWaktuZona, type KeadaanHalamanNilai, type KomponenSikad, type NilaiKelasKuliah } from '@lms/shared';
import { ID_PESAN_KIRIM } from './banner-entri';

const ID_PESAN_KOMPONEN = 'nilai-pesan-komponen';

type Props = {
  data: NilaiKelasKuliah;
  keadaan: KeadaanHalamanNilai;
  timeZone: string | undefined;
  onAtur: (k: KomponenSikad) => void;
  onKirim: (k: KomponenSikad) => void;
};

/**
 * The Siakad components with their 'Atur' and 'Kirim ke Siakad' buttons, as the page-state rule decides: a button
 * that may not be pressed is disabled and names its reason, which is on screen — the page's message above when it is
 * that one, else a line of its own (read-only pages show no buttons at all).
 */
export function DaftarKomponen({ data, keadaan, timeZone, onAtur, onKirim }: Props) {
  const kirim = new Map(keadaan.kirim.map((k) => [k.id, k]));
  const alasanUbah = keadaan.pesan_ubah_komponen;
  const idAlasanUbah = alasanUbah === null ? undefined : alasanUbah === keadaan.pesan ? ID_PESAN_KIRIM : ID_PESAN_KOMPONEN;
  return (
    <Paper withBorder p="md">
      <Title order={3} fz="md" mb="xs">
        Komponen Nilai SIKAD
      </Title>
      {keadaan.tampil_aksi && alasanUbah && idAlasanUbah === ID_PESAN_KOMPONEN ? (
        <Text fz="sm" c="dimmed" mb="xs" id={ID_PESAN_KOMPONEN} data-testid="pesan-ubah-komponen">
          {alasanUbah}
        </Text>
      ) : null}
      {data.header_sikad.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Belum ada komponen nilai di Siakad untuk kelas ini.
        </Text>
      ) : (
        <Stack gap="xs">
          {data.header_sikad.map((h) => {
            const k = kirim.get(h.id);
            const alasan = k && !k.boleh ? k.pesan : null;
            const sendiri = alasan !== null && alasan !== keadaan.pesan;
            const idAlasan = alasan === null ? undefined : sendiri ? `kirim-alasan-${h.id}` : ID_PESAN_KIRIM;
            return (
              <Stack key={h.id} gap={2} data-testid="komponen-baris">
                <Group justify="space-between" wrap="wrap">
                  <Text fz="sm">
                    <b>{h.label}</b> · Bobot {h.bobot}% · {h.aktivitas.length} aktivitas
                    {h.waktu_entri_nilai_start && h.waktu_entri_nilai_end
                      ? ` · Entri ${formatTanggalWaktuZona(h.waktu_entri_nilai_start, timeZone)} – ${formatTanggalWaktuZona(h.waktu_entri_nilai_end, timeZone)}`
                      : ''}
                  </Text>
                  {keadaan.tampil_aksi ? (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconSettings size={14} />}
                        disabled={!keadaan.boleh_ubah_komponen}
                        aria-describedby={idAlasanUbah}
                        onClick={() => onAtur(h)}
                        aria-label={`Atur komponen ${h.label}`}
                        data-testid={`komponen-atur-${h.jenis}`}
                      >
                        Atur
                      </Button>
                      <Button
                        size="xs"
                        leftSection={<IconSend size={14} />}
                        disabled={!k?.boleh}
                        aria-describedby={idAlasan}
                        onClick={() => onKirim(h)}
                        aria-label={`Kirim nilai ${h.label} ke Siakad`}
                        data-testid={`komponen-kirim-${h.jenis}`}
                      >
                        Kirim ke Siakad
                      </Button>
                    </Group>
                  ) : null}
                </Group>
                {sendiri ? (
                  <Text fz="xs" c="dimmed" ta="right" id={idAlasan} data-testid={`kirim-alasan-${h.jenis}`}>
                    {alasan}
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
