import { Paper, Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { parseIdPertemuan } from '@/lib/parse-id';
import { usePertemuan } from '@/features/pertemuan';
import { useUser } from '@/lib/auth';
import { KehadiranPertemuanCard } from '../components/kehadiran-pertemuan-card';
import { KehadiranPertemuanView } from '../components/kehadiran-pertemuan-view';
import { pageTypeOf } from '../halaman-kehadiran';

/** A student on this URL sees their own attendance of the meeting (the four page types are the teachers'). */
function KehadiranSiswa({ idKelas, idPertemuan }: { idKelas: string; idPertemuan: number }) {
  const p = usePertemuan(idPertemuan);
  return (
    <>
      <PageHeader
        title="Kehadiran Saya"
        breadcrumbs={[
          { label: 'Kehadiran', href: paths.kehadiranPeserta.list.getHref() },
          { label: 'Rekap', href: paths.kehadiranPeserta.kelas.getHref(idKelas) },
          { label: p.data ? `Pertemuan ${p.data.nomor}` : 'Pertemuan' },
        ]}
      />
      <Stack>{p.data ? <KehadiranPertemuanCard pertemuan={p.data} /> : <Paper withBorder h={80} />}</Stack>
    </>
  );
}

/** /kehadiran-peserta/{id}/{idPertemuan}: the attendance-per-meeting screen (spec 1 §2.8); ?dari=kelas from the class. */
export function KehadiranPertemuanPage() {
  const { id = '', idPertemuan } = useParams();
  const [search] = useSearchParams();
  const { data: user } = useUser();
  const pid = parseIdPertemuan(idPertemuan);
  if (pid === null || !id) return <ErrorPage statusCode={404} />;
  const type = pageTypeOf(user?.role, search.get('dari') === 'kelas');
  if (!type) return <KehadiranSiswa idKelas={id} idPertemuan={pid} />;
  return <KehadiranPertemuanView key={`${type}-${pid}`} pageType={type} idKelas={id} idPertemuan={pid} />;
}
