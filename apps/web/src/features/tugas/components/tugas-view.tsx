import { useState } from 'react';
import { Button, Center, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PESAN, formatTanggalWaktuZona, periodeLabel, statusTugas, type TugasItem } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { paths } from '@/config/paths';
import { CommentsPanel } from '@/features/chat';
import { isApiError } from '@/lib/api-error';
import type { Crumb } from '@/lib/breadcrumbs';
import { useServerTime } from '@/lib/server-time';
import { useTugas } from '../api/get-tugas';
import { useTugasEvents } from '../api/tugas-events';
import { FileList } from './file-list';
import { KelompokPanel } from './kelompok-panel';
import { PengumpulanPanel } from './pengumpulan-panel';
import { PenilaianPanel } from './penilaian-panel';
import { useHapusTugas } from './tugas-section';
import { JenisTugasBadge, StatusTugasBadge } from './tugas-status';
import { TugasModal } from './tugas-modal';

type Tab = 'detail' | 'submission' | 'kelompok';
const TABS: Tab[] = ['detail', 'submission', 'kelompok'];

type Props = {
  idKelas: string;
  id: number;
  /** /penilaian: the grading list only. */
  penilaian?: boolean;
};

function crumbs(t: TugasItem | undefined, idKelas: string, penilaian: boolean): Crumb[] {
  const list: Crumb[] = [
    { label: 'Kelas', href: paths.kelas.list.getHref() },
    { label: t ? `${t.kelas_kuliah.mata_kuliah.nama} ${t.kelas_kuliah.kelas.nama}` : 'Kelas', href: paths.kelas.detail.getHref(idKelas) },
  ];
  if (t) list.push({ label: `Pertemuan ${t.pertemuan.nomor}`, href: paths.kelas.pertemuan.getHref(idKelas, t.id_pertemuan) });
  list.push(penilaian && t ? { label: t.judul, href: paths.kelas.tugas.getHref(idKelas, t.id) } : { label: t?.judul ?? 'Tugas' });
  if (penilaian) list.push({ label: 'Penilaian' });
  return list;
}

/**
 * The task page (/kelas/{id}/tugas/{idTugas}) and its grading page (/penilaian). Tabs: Detail (description,
 * attachments, comments), Pengumpulan (students: their hand-in; teachers and operators: the submissions list —
 * `?tab=submission&ref=nilai` opens it from the grade recap), Kelompok for group tasks.
 */
export function TugasView({ idKelas, id, penilaian = false }: Props) {
  const navigate = useNavigate();
  const { now, timeZone } = useServerTime();
  const [sp, setSp] = useSearchParams();
  const detail = useTugas(id);
  const [edit, setEdit] = useState(false);
  const hapus = useHapusTugas((x) => void navigate(paths.kelas.pertemuan.getHref(x.id_kelas_kuliah, x.id_pertemuan), { replace: true }));
  useTugasEvents();
  const t = detail.data;
  if (t && t.id_kelas_kuliah !== idKelas) return <Navigate to={paths.kelas.tugas.getHref(t.id_kelas_kuliah, t.id)} replace />;
  const penilai = Boolean(t?.rekap);
  const tab: Tab = penilaian ? 'submission' : TABS.includes(sp.get('tab') as Tab) ? (sp.get('tab') as Tab) : 'detail';
  const fromNilai = sp.get('ref') === 'nilai';
  const back = fromNilai ? paths.nilai.detail.getHref(idKelas) : t ? paths.kelas.pertemuan.getHref(idKelas, t.id_pertemuan) : paths.kelas.detail.getHref(idKelas);

  return (
    <>
      <PageHeader
        title={t ? t.judul : 'Tugas'}
        subtitle={t ? `${t.kelas_kuliah.mata_kuliah.kode} ${t.kelas_kuliah.mata_kuliah.nama} · Kelas ${t.kelas_kuliah.kelas.nama} · ${periodeLabel(t.kelas_kuliah.periode)}` : undefined}
        breadcrumbs={crumbs(t, idKelas, penilaian)}
        actions={
          <Group gap="xs">
            <Button variant="default" component={Link} to={back} leftSection={<IconArrowLeft size={16} />} data-testid="tugas-kembali">
              {fromNilai ? 'Kembali ke Nilai' : 'Kembali ke Pertemuan'}
            </Button>
            {t?.can.edit && !penilaian ? (
              <>
                <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEdit(true)} data-testid="tugas-ubah">
                  Ubah Tugas
                </Button>
                <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => hapus(t)} data-testid="tugas-hapus">
                  Hapus
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      {detail.isPending ? (
        <Stack gap="md" data-testid="tugas-loading">
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      ) : detail.isError ? (
        <Paper withBorder p="xl">
          <Center py="xl">
            <Text fw={700} c="dimmed" fz="lg" data-testid="tugas-no-data">
              {isApiError(detail.error) && detail.error.statusCode === 404 ? detail.error.message : PESAN.noData}
            </Text>
          </Center>
        </Paper>
      ) : (
        <Stack gap="md">
          <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="tugas-info">
            <Group gap="xs" mb={6}>
              <StatusTugasBadge status={statusTugas(detail.data, now)} />
              <JenisTugasBadge jenis={detail.data.jenis} />
            </Group>
            <Text fz="sm">
              Dibuka {formatTanggalWaktuZona(detail.data.waktu_mulai, timeZone)} · <b>Batas {formatTanggalWaktuZona(detail.data.waktu_selesai, timeZone)}</b>
              {detail.data.izinkan_terlambat ? ` · Terlambat diterima${detail.data.batas_terlambat ? ` s.d. ${formatTanggalWaktuZona(detail.data.batas_terlambat, timeZone)}` : ''}` : ''} · Nilai
              maksimal {detail.data.nilai_maks}
            </Text>
          </Paper>
          {penilaian ? (
            <PenilaianPanel tugas={detail.data} timeZone={timeZone} />
          ) : (
            <Tabs value={tab} onChange={(v) => setSp(v && v !== 'detail' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="detail" data-testid="tugas-tab-detail">
                  Detail
                </Tabs.Tab>
                <Tabs.Tab value="submission" data-testid="tugas-tab-submission">
                  {penilai ? 'Pengumpulan' : 'Pengumpulan Saya'}
                </Tabs.Tab>
                {detail.data.jenis === 'kelompok' ? (
                  <Tabs.Tab value="kelompok" data-testid="tugas-tab-kelompok">
                    Kelompok
                  </Tabs.Tab>
                ) : null}
              </Tabs.List>
              <Tabs.Panel value="detail" pt="md">
                <Stack gap="md">
                  <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
                    <Title order={4} fz="md" mb="xs">
                      Deskripsi
                    </Title>
                    {detail.data.deskripsi ? <RichText html={detail.data.deskripsi} /> : <Text c="dimmed">-</Text>}
                    {detail.data.lampiran.length ? (
                      <Stack gap={4} mt="md">
                        <Text fw={600} fz="sm">
                          Lampiran
                        </Text>
                        <FileList files={detail.data.lampiran} testId="tugas-lampiran" />
                      </Stack>
                    ) : null}
                  </Paper>
                  <CommentsPanel jenis="tugas" idKonten={detail.data.id} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="submission" pt="md">
                {penilai ? <PenilaianPanel tugas={detail.data} timeZone={timeZone} /> : <PengumpulanPanel tugas={detail.data} timeZone={timeZone} />}
              </Tabs.Panel>
              {detail.data.jenis === 'kelompok' ? (
                <Tabs.Panel value="kelompok" pt="md">
                  <KelompokPanel tugas={detail.data} penilai={penilai} />
                </Tabs.Panel>
              ) : null}
            </Tabs>
          )}
          {detail.data.can.edit ? (
            <TugasModal
              opened={edit}
              tugas={detail.data}
              idPertemuan={detail.data.id_pertemuan}
              onClose={() => setEdit(false)}
            />
          ) : null}
        </Stack>
      )}
    </>
  );
}
