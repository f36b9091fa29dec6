import { Alert, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconMaximize, IconSpeakerphone, IconWifiOff } from '@tabler/icons-react';
import {
  ATURAN_KELOMPOK_LABEL,
  JENIS_PELANGGARAN_LABEL,
  formatSisaWaktu,
  formatTanggalWaktuZona,
  type PengerjaanMe,
  type UjianDetail,
} from '@lms/shared';
import { openConfirmModal } from '@/components/confirm-modal';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { SoalJawab } from './soal-jawab';
import { usePengawasan } from './use-pengawasan';
import { usePengerjaan } from './use-pengerjaan';

const LIMA_MENIT = 5 * 60_000;

type Props = { ujian: UjianDetail; me: PengerjaanMe; timeZone: string };

/**
 * The open attempt: a sticky bar with the countdown (server time), the connection and unsaved count, and 'Kirim
 * Jawaban'; announcements; the questions in the student's drawn order with their sync state; a number grid to jump.
 */
export function PengerjaanView({ ujian, me, timeZone }: Props) {
  const p = usePengerjaan(ujian.id, me);
  const tutupBuku = ujian.sifat === 'close';
  const awas = usePengawasan(tutupBuku && me.status === 'sedang_berlangsung', p.pelanggaran);
  const ukuran = usePengaturanMe().data?.pengaturan_sistem.ukuran_max_file;
  const soal = (me.kelompok ?? []).flatMap((k) => k.soal);
  const terjawab = (id: number) => {
    const j = p.jawaban(id);
    if (!j) return false;
    if ('esay' in j) return j.esay.teks.trim() !== '' || j.esay.files.length > 0;
    return true;
  };
  const jumlahTerjawab = soal.filter((s) => terjawab(s.id)).length;
  const hampir = p.sisa !== null && p.sisa <= LIMA_MENIT;

  const konfirmasiKirim = () =>
    openConfirmModal({
      title: 'Kirim Jawaban',
      message:
        jumlahTerjawab < soal.length
          ? `Masih ada ${soal.length - jumlahTerjawab} soal yang belum dijawab. Kirim jawaban dan akhiri pengerjaan?`
          : 'Kirim jawaban dan akhiri pengerjaan? Jawaban tidak dapat diubah lagi.',
      confirmLabel: 'Kirim',
      onConfirm: () =>
        void p
          .kirim()
          .then((r) => showSuccessToast(r.status.message))
          .catch((e) => showErrorToast(e)),
    });

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md" pos="sticky" top={0} style={{ zIndex: 5 }} data-testid="pengerjaan-bar">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <IconClock size={20} aria-hidden />
            <Text fw={700} fz="lg" c={hampir ? 'red' : undefined} data-testid="sisa-waktu" aria-live="off">
              {p.sisa === null ? '--:--' : formatSisaWaktu(p.sisa)}
            </Text>
            <Text fz="xs" c="dimmed" visibleFrom="tablet">
              sampai {formatTanggalWaktuZona(me.pengerjaan!.batas_waktu, timeZone)}
            </Text>
          </Group>
          <Group gap="xs">
            <Badge variant="light" color={p.online ? 'green' : 'red'} data-testid="status-koneksi">
              {p.online ? 'Terhubung' : 'Offline'}
            </Badge>
            <Text fz="sm" data-testid="jumlah-terjawab">
              {jumlahTerjawab}/{soal.length} dijawab
            </Text>
            <Button onClick={konfirmasiKirim} loading={p.mengirim} data-testid="kirim-jawaban">
              Kirim Jawaban
            </Button>
          </Group>
        </Group>
      </Paper>

      {!p.online ? (
        <Alert color="orange" icon={<IconWifiOff size={18} />} title="Koneksi terputus" data-testid="banner-offline">
          Anda tetap dapat menjawab. Jawaban disimpan di perangkat ini dan dikirim otomatis begitu koneksi kembali
          {p.belumTersimpan.length ? ` (${p.belumTersimpan.length} soal menunggu)` : ''}. Jangan menutup halaman ini.
        </Alert>
      ) : null}
      {p.ditolak ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Jawaban tidak dapat disimpan">
          {p.ditolak}
        </Alert>
      ) : null}
      {tutupBuku && !awas.fullscreen ? (
        <Alert color="blue" icon={<IconMaximize size={18} />} title="Ujian tutup buku">
          <Stack gap="xs">
            <Text fz="sm">Kerjakan dalam layar penuh. Keluar dari halaman, membuka tab lain atau keluar dari layar penuh dicatat.</Text>
            <Button size="xs" w="fit-content" variant="light" onClick={() => void awas.masukFullscreen()}>
              Masuk layar penuh
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {awas.terakhir && tutupBuku ? (
        <Text fz="xs" c="dimmed" data-testid="pelanggaran-terakhir">
          Tercatat: {JENIS_PELANGGARAN_LABEL[awas.terakhir]}
        </Text>
      ) : null}
      {me.pengumuman.length ? (
        <Stack gap="xs" data-testid="pengumuman-ujian">
          {me.pengumuman.map((x) => (
            <Alert key={x.id} color="indigo" icon={<IconSpeakerphone size={18} />} title={`Pengumuman · ${formatTanggalWaktuZona(x.created_at, timeZone)}`}>
              {x.isi}
            </Alert>
          ))}
        </Stack>
      ) : null}

      <Paper withBorder p="sm" radius="md">
        <Text fz="sm" fw={600} mb="xs">
          Nomor soal
        </Text>
        <SimpleGrid cols={{ base: 6, tablet: 10 }} spacing={6}>
          {soal.map((s) => (
            <UnstyledButton
              key={s.id}
              onClick={() => document.getElementById(`soal-${s.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
              aria-label={`Ke soal ${s.nomor}${terjawab(s.id) ? ', sudah dijawab' : ''}`}
            >
              <Box
                ta="center"
                py={4}
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }}
                bg={terjawab(s.id) ? 'var(--mantine-primary-color-filled)' : undefined}
                c={terjawab(s.id) ? 'var(--mantine-primary-color-contrast)' : undefined}
                fw={600}
                fz="sm"
              >
                {s.nomor}
              </Box>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Paper>

      {(me.kelompok ?? []).map((k) => (
        <Stack key={k.id} gap="sm">
          <Group gap="xs" align="baseline">
            <Title order={2} fz="md">
              {k.nama}
            </Title>
            {k.aturan === 'sebagian' ? (
              <Text fz="sm" c="dimmed">
                Jawab {k.jumlah_wajib_dijawab} dari {k.soal.length} soal
              </Text>
            ) : k.aturan === 'random' ? (
              <Text fz="sm" c="dimmed">
                {ATURAN_KELOMPOK_LABEL.random}
              </Text>
            ) : null}
          </Group>
          {k.soal.map((s) => (
            <SoalJawab key={s.id} idUjian={ujian.id} soal={s} jawaban={p.jawaban(s.id)} status={!p.online && p.status(s.id) === 'gagal' ? 'menunggu' : p.status(s.id)} ukuranMaxFile={ukuran} onChange={(j) => p.ubah(s.id, j)} />
          ))}
        </Stack>
      ))}
      <Group justify="flex-end">
        <Button onClick={konfirmasiKirim} loading={p.mengirim}>
          Kirim Jawaban
        </Button>
      </Group>
    </Stack>
  );
}
