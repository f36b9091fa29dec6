import { useEffect, useState } from 'react';
import { Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ERROR_CODES, PESAN, periodeLabel, type PertemuanDetail } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { namaKelas } from '@/lib/format-kelas';
import { isApiError } from '@/lib/api-error';
import type { Crumb } from '@/lib/breadcrumbs';
import { useServerTime } from '@/lib/server-time';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import type { ForbiddenMeeting } from '@/lib/forbidden-redirect';
import { usePertemuan } from '../api/get-pertemuan';
import { usePertemuanEvents } from '../api/pertemuan-events';
import { AksiKuliah } from './aksi-kuliah';
import { CountActivityTiles } from './count-activity';
import { PengajarList } from './pengajar-list';
import { PertemuanInfoBox } from './pertemuan-info-box';
import { PertemuanNav } from './pertemuan-nav';
import { TeksPertemuanSection } from './teks-pertemuan-section';
import { UbahPertemuanModal } from './ubah-pertemuan-modal';
import { VidconSection } from '@/features/vidcon';
import { UjianSection } from '@/features/ujian';
import { ForumSection } from '@/features/forum';
import { MateriSection } from '@/features/materi';
import { TugasSection } from '@/features/tugas';
import { KehadiranPertemuanCard } from '@/features/kehadiran';

type Props = {
  id: number;
  /** Inside a class (/kelas/{id}/{idPertemuan}): the class of the URL; absent on /pertemuan/{id}. */
  idKelas?: string;
};

const kelasLabel = (p: PertemuanDetail) => namaKelas(p.kelas_kuliah);

function crumbsFor(p: PertemuanDetail | undefined, idKelas: string | undefined, id: number): Crumb[] {
  const judul = p ? `Pertemuan ${p.nomor}` : 'Pertemuan';
  if (idKelas !== undefined) {
    return [
      { label: 'Kelas', href: paths.kelas.list.getHref() },
      { label: p ? kelasLabel(p) : 'Kelas', href: paths.kelas.detail.getHref(idKelas) },
      { label: judul },
    ];
  }
  return [
    { label: 'Beranda', href: paths.beranda.getHref() },
    { label: 'Pertemuan', href: paths.pertemuan.list.getHref() },
    { label: p ? judul : String(id) },
  ];
}

/**
 * The meeting page shared by /kelas/{id}/{idPertemuan} (context layout) and /pertemuan/{id} (default layout):
 * info box with start/end and edit, activity counts, teachers and text activities; live status via SSE.
 */
export function PertemuanDetailView({ id, idKelas }: Props) {
  const navigate = useNavigate();
  const { timeZone } = useServerTime();
  const detail = usePertemuan(id);
  const [editOpen, setEditOpen] = useState(false);
  usePertemuanEvents();

  // spec 1 §8: a meeting refused for the exam attendance restriction is stored and the user sent to /forbidden.
  const error = detail.error;
  const restricted = isApiError(error) && error.code === ERROR_CODES.pembatasanUjianKehadiran;
  useEffect(() => {
    if (!restricted) return;
    writeJson(STORAGE_KEYS.forbiddenMeeting, { meetingId: String(id), message: error.message } satisfies ForbiddenMeeting);
    void navigate(paths.forbidden.getHref(id), { replace: true });
  }, [restricted, error, id, navigate]);

  const p = detail.data;
  if (p && idKelas !== undefined && p.id_kelas_kuliah !== idKelas) {
    // A meeting reached through another class's URL: show it under its own class.
    return <Navigate to={paths.kelas.pertemuan.getHref(p.id_kelas_kuliah, p.id)} replace />;
  }
  const hrefFor = (pid: number) => (idKelas !== undefined ? paths.kelas.pertemuan.getHref(idKelas, pid) : paths.pertemuan.detail.getHref(pid));

  return (
    <>
      <PageHeader
        title={p ? p.kelas_kuliah.mata_kuliah.nama : 'Pertemuan'}
        subtitle={p ? `Kelas ${p.kelas_kuliah.kelas.nama} · ${periodeLabel(p.kelas_kuliah.periode)}` : undefined}
        breadcrumbs={crumbsFor(p, idKelas, id)}
        actions={
          p ? (
            <Button
              variant="default"
              component={Link}
              to={paths.kelas.detail.getHref(p.id_kelas_kuliah)}
              leftSection={<IconArrowLeft size={16} />}
              data-testid="pertemuan-kembali-kelas"
            >
              {idKelas !== undefined ? 'Kembali ke Kelas' : 'Halaman Kelas'}
            </Button>
          ) : undefined
        }
      />
      {detail.isPending || restricted ? (
        <Stack gap="md" data-testid="pertemuan-loading">
          <Skeleton h={220} radius="md" />
          <Skeleton h={96} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : detail.isError ? (
        <Paper withBorder p="xl">
          <Center py="xl">
            <Text fw={700} c="dimmed" fz="lg" data-testid="pertemuan-no-data">
              {PESAN.noData}
            </Text>
          </Center>
        </Paper>
      ) : (
        <Stack gap="md">
          <PertemuanNav idKelas={detail.data.id_kelas_kuliah} idPertemuan={detail.data.id} hrefFor={hrefFor} />
          <PertemuanInfoBox
            pertemuan={detail.data}
            timeZone={timeZone}
            actions={
              <>
                <AksiKuliah pertemuan={detail.data} />
                {detail.data.can.edit ? (
                  <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditOpen(true)} data-testid="pertemuan-ubah">
                    Ubah Pertemuan
                  </Button>
                ) : null}
              </>
            }
          />
          <CountActivityTiles count={detail.data.count_activity} />
          <PengajarList pengajar={detail.data.pengajar_kelas} />
          <KehadiranPertemuanCard pertemuan={detail.data} />
          <MateriSection pertemuan={detail.data} />
          <TeksPertemuanSection pertemuan={detail.data} timeZone={timeZone} />
          <TugasSection pertemuan={detail.data} />
          <VidconSection pertemuan={detail.data} />
          <UjianSection pertemuan={detail.data} timeZone={timeZone} />
          <ForumSection pertemuan={detail.data} timeZone={timeZone} />
          {detail.data.can.edit ? (
            <UbahPertemuanModal pertemuan={detail.data} timeZone={timeZone} opened={editOpen} onClose={() => setEditOpen(false)} />
          ) : null}
        </Stack>
      )}
    </>
  );
}
