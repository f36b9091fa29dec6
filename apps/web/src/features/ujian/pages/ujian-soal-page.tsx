import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Center, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  CARA_SELESAI_LABEL,
  DURASI_TOAST_UJIAN_MS,
  JENIS_UJIAN_LABEL,
  PESAN,
  PESAN_UJIAN,
  SIFAT_UJIAN_LABEL,
  formatNilai,
  formatTanggalWaktuZona,
  type PengerjaanMe,
  type UjianDetail,
} from '@lms/shared';
import { notifications } from '@mantine/notifications';
import { ErrorPage } from '@/components/error-page';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { showErrorToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { namaKelas } from '@/lib/format-kelas';
import { parseIdPertemuan } from '@/lib/parse-id';
import { useServerTime } from '@/lib/server-time';
import { useUjian } from '../api/get-ujian';
import { useForbiddenRedirect } from '@/lib/forbidden-redirect';
import { usePengerjaanMe, useStartPengerjaan } from '../api/pengerjaan';
import { useUjianEvents } from '../api/ujian-events';
import { PengerjaanView } from '../pengerjaan/pengerjaan-view';
import { CommentsPanelLazy } from '@/features/chat';
import { masukFullscreen } from '../pengerjaan/use-pengawasan';

// Opened by a click, or shown only after the attempt (with its file viewer modal): their code downloads after the
// page's first paint (the exam page's first load has a budget).
const InformasiModal = lazy(() => import('../components/informasi-modal').then((m) => ({ default: m.InformasiModal })));
const ResumePengerjaan = lazy(() => import('../components/resume-pengerjaan').then((m) => ({ default: m.ResumePengerjaan })));

const info = (message: string) => notifications.show({ color: 'blue', message, position: 'bottom-center', autoClose: DURASI_TOAST_UJIAN_MS });

/** /ujian/{id}/soal: a student takes an exam (spec 2 §2), before, during and after the attempt. */
export function UjianSoalPage() {
  const id = parseIdPertemuan(useParams().id);
  if (id === null) return <ErrorPage statusCode={404} />;
  return <UjianSoal key={id} id={id} />;
}

function UjianSoal({ id }: { id: number }) {
  const { timeZone } = useServerTime();
  const ujian = useUjian(id);
  const me = usePengerjaanMe(id);
  useUjianEvents(id, {
    onTimeChanged: () => info('Waktu kuis/ujian diubah oleh pengajar. Sisa waktu diperbarui.'),
    onPengumuman: () => info('Ada pengumuman baru dari pengajar.'),
    onDitutup: () => info('Pengerjaan Anda telah diakhiri.'),
  });
  const u = ujian.data;
  const crumbs = [
    { label: 'Ujian', href: paths.ujian.list.getHref() },
    ...(u ? [{ label: namaKelas({ mata_kuliah: u.kelas_kuliah.mata_kuliah, kelas: u.kelas_kuliah.kelas }), href: paths.kelas.detail.getHref(u.id_kelas_kuliah) }] : []),
    { label: u?.judul ?? 'Kuis/Ujian' },
  ];
  const header = (
    <PageHeader
      title={u?.judul ?? 'Kuis/Ujian'}
      subtitle={u ? `${JENIS_UJIAN_LABEL[u.jenis]} · ${u.kelas_kuliah.mata_kuliah.nama} ${u.kelas_kuliah.kelas.nama} · ${SIFAT_UJIAN_LABEL[u.sifat]}` : undefined}
      breadcrumbs={crumbs}
    />
  );
  if (ujian.isPending || me.isPending) {
    return (
      <>
        {header}
        <Stack>
          <Skeleton h={64} />
          <Skeleton h={240} />
        </Stack>
      </>
    );
  }
  if (ujian.isError || me.isError || !u || !me.data) {
    const err = (ujian.error ?? me.error) as Error | null;
    return (
      <>
        {header}
        <Paper withBorder p="xl">
          <Center py="xl">
            <Text fw={700} c="dimmed">
              {err?.message || PESAN.noData}
            </Text>
          </Center>
        </Paper>
      </>
    );
  }
  return (
    <>
      {header}
      {me.data.status === 'sedang_berlangsung' && me.data.kelompok ? (
        <PengerjaanView ujian={u} me={me.data} timeZone={timeZone} />
      ) : me.data.status === 'selesai' ? (
        <Ringkasan ujian={u} me={me.data} timeZone={timeZone} />
      ) : (
        <Mulai ujian={u} timeZone={timeZone} />
      )}
    </>
  );
}

function InfoUjian({ ujian: u, timeZone }: { ujian: UjianDetail; timeZone: string }) {
  const rows: [string, string][] = [
    ['Waktu Mulai', formatTanggalWaktuZona(u.waktu_mulai, timeZone)],
    ['Waktu Selesai', formatTanggalWaktuZona(u.waktu_selesai, timeZone)],
    ['Durasi', u.gunakan_batas_waktu && u.durasi ? `${u.durasi} menit` : 'Sampai waktu selesai'],
    ['Jumlah Soal', String(u.jumlah_soal)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="xs">
      {rows.map(([k, v]) => (
        <Group key={k} gap={6} wrap="nowrap">
          <Text fz="sm" c="dimmed" w={120}>
            {k}
          </Text>
          <Text fz="sm" fw={600}>
            {v}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

/** Before the attempt: the exam's information and 'Mulai Ujian' through the Informasi modal. */
function Mulai({ ujian: u, timeZone }: { ujian: UjianDetail; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const start = useStartPengerjaan(u.id);
  const keForbidden = useForbiddenRedirect();
  const mulai = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        // Closed-book exams go fullscreen on the same click (a browser allows it only from a user gesture).
        if (u.sifat === 'close') void masukFullscreen();
      },
      onError: (e) => keForbidden(e, u.id_pertemuan) || showErrorToast(e),
    });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <RichText html={u.deskripsi} />
        <InfoUjian ujian={u} timeZone={timeZone} />
        {u.status !== 'berlangsung' ? (
          <Alert color="gray" icon={<IconInfoCircle size={18} />}>
            {u.status === 'belum_dimulai' ? PESAN_UJIAN.belumDimulai : PESAN_UJIAN.sudahBerakhir}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button component={Link} to={paths.kelas.pertemuan.getHref(u.id_kelas_kuliah, u.id_pertemuan)} variant="default" leftSection={<IconArrowLeft size={16} />}>
            Kembali
          </Button>
          <Button onClick={() => setOpen(true)} disabled={u.status !== 'berlangsung'} data-testid="mulai-ujian">
            {PESAN_UJIAN.mulaiUjian}
          </Button>
        </Group>
      </Stack>
      <Suspense fallback={null}>
        <InformasiModal opened={open} onClose={() => setOpen(false)} onMulai={mulai} loading={start.isPending} lanjutkan={false} />
      </Suspense>
    </Paper>
  );
}

/** After the attempt: start and end, answered out of total, the score once published (spec 2 §6). */
function Ringkasan({ ujian: u, me, timeZone }: { ujian: UjianDetail; me: PengerjaanMe; timeZone: string }) {
  const p = me.pengerjaan;
  return (
    <Paper withBorder p="md" radius="md" data-testid="ringkasan-pengerjaan">
      <Stack gap="sm">
        <Alert color="green" title="Pengerjaan selesai">
          {p?.cara_selesai ? CARA_SELESAI_LABEL[p.cara_selesai] : 'Jawaban Anda telah tersimpan.'}
        </Alert>
        {p ? (
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="xs">
            <Text fz="sm">Mulai: {formatTanggalWaktuZona(p.waktu_mulai, timeZone)}</Text>
            <Text fz="sm">Selesai: {formatTanggalWaktuZona(p.waktu_selesai, timeZone)}</Text>
            <Text fz="sm" data-testid="ringkasan-dijawab">
              Dijawab: {p.jumlah_soal_dijawab}/{p.jumlah_soal} soal
            </Text>
            <Text fz="sm" data-testid="ringkasan-nilai">
              Nilai: {p.nilai_akhir === null ? 'Belum dipublikasikan' : formatNilai(p.nilai_akhir)}
            </Text>
          </SimpleGrid>
        ) : null}
        {me.resume ? (
          <Suspense fallback={<Skeleton h={240} />}>
            <ResumePengerjaan resume={me.resume} />
          </Suspense>
        ) : null}
        <CommentsPanelLazy jenis="ujian" idKonten={u.id} />
        <Group justify="flex-end">
          <Button component={Link} to={paths.kelas.pertemuan.getHref(u.id_kelas_kuliah, u.id_pertemuan)} variant="default" leftSection={<IconArrowLeft size={16} />}>
            Kembali ke Pertemuan
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
