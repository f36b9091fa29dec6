import { Paper, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useServerTime } from '@/lib/server-time';
import { useTugasList } from '../api/get-tugas-list';
import { useTugasEvents } from '../api/tugas-events';
import { TugasCard } from '../components/tugas-card';

/** /kelas/{id}/tugas/penilaian (the route's idTugas left out): the class's tasks with their grading state, to choose one. */
export function PenilaianKelasPage() {
  const { id = '' } = useParams();
  const { now, timeZone } = useServerTime();
  const list = useTugasList({ page: 1, per_page: 100, id_kelas_kuliah: [id], urutan: '-waktu_selesai', ignore_default_pagination: true }, { enabled: Boolean(id) });
  useTugasEvents();
  if (!id) return <ErrorPage statusCode={404} />;
  const items = list.data?.data ?? [];
  const k = items[0]?.kelas_kuliah;
  return (
    <>
      <PageHeader
        title="Penilaian Tugas"
        subtitle={k ? `${k.mata_kuliah.kode} ${k.mata_kuliah.nama} · Kelas ${k.kelas.nama}` : undefined}
        breadcrumbs={[
          { label: 'Kelas', href: paths.kelas.list.getHref() },
          { label: k ? `${k.mata_kuliah.nama} ${k.kelas.nama}` : 'Kelas', href: paths.kelas.detail.getHref(id) },
          { label: 'Penilaian Tugas' },
        ]}
      />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="penilaian-kelas">
        <QueryState query={list} loader={<Skeleton h={160} />} errorTitle="Tugas gagal dimuat" isEmpty={(d) => d.data.length === 0} empty={{ description: 'Belum ada tugas pada kelas ini.' }}>
          {() => (
            <Stack gap="sm">
              {items.map((t) => (
                <TugasCard key={t.id} tugas={t} timeZone={timeZone} now={now} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Paper>
    </>
  );
}
