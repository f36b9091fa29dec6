import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconEye, IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  JENIS_UJIAN_LABEL,
  PESAN_UJIAN,
  SIFAT_UJIAN_LABEL,
  STATUS_UJIAN_META,
  formatNilai,
  formatTanggalWaktuZona,
  type UjianItem,
} from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { RichText } from '@/components/rich-text';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useDeleteUjian } from '../api/delete-ujian';
import { useForbiddenRedirect } from '@/lib/forbidden-redirect';
import { useStartPengerjaan } from '../api/pengerjaan';
import { pesanHapusUjian } from '../ujian-form';
import { masukFullscreen } from '../pengerjaan/use-pengawasan';
import { InformasiModal } from './informasi-modal';
import { StatusNilaiBadges } from './status-nilai-badges';

type Props = { ujian: UjianItem; timeZone: string; onEdit?: (u: UjianItem) => void; /** On the exam's own page (no link to itself). */ diHalamanUjian?: boolean };

function Baris({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </Group>
  );
}

/**
 * The exam's collapse card (spec 2 §2) per role. Teachers: times, key time, description, attempts, 'Lihat Soal',
 * edit and delete. Students: collapsed and disabled until the exam starts; then their attempt and 'Mulai Ujian' /
 * 'Lanjutkan Ujian' (the Informasi modal first).
 */
export function UjianCard({ ujian: u, timeZone, onEdit, diHalamanUjian = false }: Props) {
  const siswa = u.akses.is_peserta;
  const terkunci = siswa && u.status === 'belum_dimulai';
  const [open, setOpen] = useState(!siswa || u.status === 'berlangsung');
  const [info, setInfo] = useState(false);
  const navigate = useNavigate();
  const hapus = useDeleteUjian();
  const start = useStartPengerjaan(u.id);
  const keForbidden = useForbiddenRedirect();
  const meta = STATUS_UJIAN_META[u.status];
  const p = u.pengerjaan;
  const sedang = p?.status === 'sedang_berlangsung';

  const konfirmasiHapus = () =>
    openDeleteModal({
      title: 'Hapus Kuis/Ujian',
      confirmLabel: 'Ya',
      cancelLabel: 'Tidak',
      message: pesanHapusUjian(u, { remedial: PESAN_UJIAN.hapusDenganRemedial, pengerjaan: PESAN_UJIAN.hapusDenganPengerjaan, biasa: PESAN_UJIAN.hapusKonfirmasi }),
      onConfirm: () => hapus.mutate(u, { onSuccess: (r) => showSuccessToast(r.status.message), onError: (e) => showErrorToast(e) }),
    });

  const mulai = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        if (u.sifat === 'close') void masukFullscreen();
        void navigate(paths.ujian.soal.getHref(u.id));
      },
      onError: (e) => keForbidden(e, u.id_pertemuan) || showErrorToast(e),
    });

  return (
    <Card withBorder radius="md" padding="sm" data-testid="ujian-card" data-id-ujian={u.id} aria-disabled={terkunci || undefined} opacity={terkunci ? 0.7 : 1}>
      <UnstyledButton
        onClick={() => !terkunci && setOpen((o) => !o)}
        disabled={terkunci}
        aria-expanded={open}
        aria-label={`${open ? 'Tutup' : 'Buka'} ${u.judul}`}
        w="100%"
        data-testid="ujian-card-toggle"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge variant="light">{JENIS_UJIAN_LABEL[u.jenis]}</Badge>
              <Badge variant="light" color={meta.color} data-testid="ujian-status">
                {meta.label}
              </Badge>
              {!u.ditampilkan ? <Badge variant="outline" color="gray">Disembunyikan</Badge> : null}
              {u.akses.can_edit || !siswa ? <StatusNilaiBadges ujian={u} /> : null}
            </Group>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="ujian-judul">
              {u.judul}
            </Text>
          </Stack>
          {terkunci ? null : open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open && !terkunci}>
        <Stack gap="xs" mt="sm">
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing={4}>
            <Baris label="Waktu Mulai" value={formatTanggalWaktuZona(u.waktu_mulai, timeZone)} />
            <Baris label="Waktu Selesai" value={formatTanggalWaktuZona(u.waktu_selesai, timeZone)} />
            <Baris label="Durasi" value={u.gunakan_batas_waktu && u.durasi ? `${u.durasi} menit` : 'Sampai waktu selesai'} />
            <Baris label="Sifat" value={SIFAT_UJIAN_LABEL[u.sifat]} />
            <Baris label="Jumlah Soal" value={String(u.jumlah_soal)} />
            {u.akses.can_edit ? (
              <>
                <Baris label="Waktu Tampil Kunci" value={u.tampilkan_kunci_jawaban && u.waktu_tampil_kunci ? formatTanggalWaktuZona(u.waktu_tampil_kunci, timeZone) : '-'} />
                <Baris label="Pengerjaan" value={u.jumlah_pengerjaan ? `${u.jumlah_pengerjaan} peserta` : 'Tidak Ada Pengerjaan'} />
                {u.ujian_utama ? <Baris label="Ujian Utama" value={u.ujian_utama.judul} /> : null}
              </>
            ) : p ? (
              <>
                <Baris label="Mulai Mengerjakan" value={formatTanggalWaktuZona(p.waktu_mulai, timeZone)} />
                <Baris label="Selesai Mengerjakan" value={p.waktu_selesai ? formatTanggalWaktuZona(p.waktu_selesai, timeZone) : '-'} />
                <Baris label="Dijawab" value={`${p.jumlah_soal_dijawab}/${p.jumlah_soal} soal`} />
                <Baris label="Nilai" value={p.nilai_akhir === null ? '-' : formatNilai(p.nilai_akhir)} />
              </>
            ) : null}
          </SimpleGrid>
          {u.deskripsi ? <RichText html={u.deskripsi} /> : null}
          <Group justify="flex-end" gap="xs">
            {u.akses.can_edit ? (
              <>
                {diHalamanUjian ? null : (
                  <Button size="xs" variant="light" leftSection={<IconEye size={14} />} component={Link} to={paths.kelas.ujian.getHref(u.id_kelas_kuliah, u.id)} data-testid="ujian-lihat-soal">
                    Lihat Soal
                  </Button>
                )}
                <Tooltip label="Ubah">
                  <ActionIcon variant="subtle" aria-label={`Ubah ${u.judul}`} onClick={() => onEdit?.(u)} data-testid="ujian-ubah">
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Hapus">
                  <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${u.judul}`} onClick={konfirmasiHapus} data-testid="ujian-hapus">
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            ) : sedang ? (
              <Button size="xs" leftSection={<IconPlayerPlay size={14} />} component={Link} to={paths.ujian.soal.getHref(u.id)} data-testid="ujian-lanjutkan">
                {PESAN_UJIAN.lanjutkanUjian}
              </Button>
            ) : p ? (
              <Button size="xs" variant="light" component={Link} to={paths.ujian.soal.getHref(u.id)} data-testid="ujian-hasil">
                Lihat Hasil
              </Button>
            ) : u.akses.can_take ? (
              <Button size="xs" leftSection={<IconPlayerPlay size={14} />} onClick={() => setInfo(true)} data-testid="ujian-mulai">
                {PESAN_UJIAN.mulaiUjian}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Collapse>
      <InformasiModal opened={info} onClose={() => setInfo(false)} onMulai={mulai} loading={start.isPending} lanjutkan={false} />
    </Card>
  );
}
