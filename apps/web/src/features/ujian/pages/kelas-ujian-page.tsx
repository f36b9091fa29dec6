import { useState } from 'react';
import { Button, Center, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { JENIS_UJIAN_LABEL, PESAN, PESAN_NILAI_UJIAN, periodeLabel, type UjianItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { ErrorPage } from '@/components/error-page';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useKelas } from '@/features/kelas';
import { namaKelas } from '@/lib/format-kelas';
import { parseIdPertemuan } from '@/lib/parse-id';
import { useServerTime } from '@/lib/server-time';
import { useUjian } from '../api/get-ujian';
import { useUjianList } from '../api/get-ujian-list';
import { useUjianEvents } from '../api/ujian-events';
import { KelompokSoalPanel } from '../components/kelompok-soal-panel';
import { MonitorPanel } from '../components/monitor-panel';
import { HasilPanel } from '../components/hasil-panel';
import { StatistikPanelLazy } from '../components/statistik-panel-lazy';
import { CommentsPanel } from '@/features/chat';
import { UjianCard } from '../components/ujian-card';
import { UjianModal } from '../components/ujian-modal';

/** /kelas/{id}/ujian/{idUjian?}: the class's exams, or one exam's questions and live monitor (spec 1 §2.1). */
export function KelasUjianPage() {
  const { id, idUjian } = useParams();
  if (!id) return <ErrorPage statusCode={404} />;
  if (idUjian === undefined) return <DaftarUjianKelas idKelas={id} />;
  const n = parseIdPertemuan(idUjian);
  if (n === null) return <ErrorPage statusCode={404} />;
  return <UjianKelas key={n} idKelas={id} idUjian={n} />;
}

const TABS = ['soal', 'monitor', 'hasil', 'statistik'] as const;
const tabOf = (v: string | null) => (TABS as readonly string[]).includes(v ?? '') ? (v as (typeof TABS)[number]) : 'soal';

function useHeaderKelas(idKelas: string) {
  const kelas = useKelas(idKelas);
  const k = kelas.data;
  const nama = k ? namaKelas(k) : 'Kelas';
  return { kelas, nama, subtitle: k ? `Kelas ${k.kelas.nama} · ${periodeLabel(k.periode)}` : undefined };
}

function DaftarUjianKelas({ idKelas }: { idKelas: string }) {
  const { timeZone } = useServerTime();
  const { kelas, nama, subtitle } = useHeaderKelas(idKelas);
  const list = useUjianList({ page: 1, per_page: 100, id_kelas_kuliah: idKelas });
  const [modal, setModal] = useState<{ opened: boolean; ujian: UjianItem | null }>({ opened: false, ujian: null });
  const canWrite = kelas.data?.akses.ubah_kelas ?? false;
  return (
    <>
      <PageHeader
        title="Kuis/Ujian"
        subtitle={subtitle}
        breadcrumbs={[{ label: 'Kelas', href: paths.kelas.list.getHref() }, { label: nama, href: paths.kelas.detail.getHref(idKelas) }, { label: 'Kuis/Ujian' }]}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, ujian: null })} data-testid="ujian-tambah">
              Tambah Kuis/Ujian
            </Button>
          ) : undefined
        }
      />
      {list.isPending ? (
        <Skeleton h={120} />
      ) : (list.data?.data ?? []).length === 0 ? (
        <EmptyState description="Belum ada kuis/ujian di kelas ini." />
      ) : (
        <Stack gap="sm" data-testid="ujian-list">
          {list.data!.data.map((u) => (
            <UjianCard key={u.id} ujian={u} timeZone={timeZone} onEdit={(x) => setModal({ opened: true, ujian: x })} />
          ))}
        </Stack>
      )}
      {canWrite && kelas.data ? (
        <UjianModal
          opened={modal.opened}
          onClose={() => setModal((m) => ({ ...m, opened: false }))}
          idKelas={idKelas}
          idMataKuliah={kelas.data.mata_kuliah.id}
          pertemuan={null}
          pilihPertemuan
          ujian={modal.ujian}
          timeZone={timeZone}
        />
      ) : null}
    </>
  );
}

function UjianKelas({ idKelas, idUjian }: { idKelas: string; idUjian: number }) {
  const { timeZone } = useServerTime();
  const { nama } = useHeaderKelas(idKelas);
  const ujian = useUjian(idUjian);
  useUjianEvents(idUjian);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [edit, setEdit] = useState(false);
  const u = ujian.data;
  const header = (
    <PageHeader
      title={u?.judul ?? 'Kuis/Ujian'}
      subtitle={u ? `${JENIS_UJIAN_LABEL[u.jenis]} · Pertemuan ${u.pertemuan.nomor}` : undefined}
      breadcrumbs={[
        { label: 'Kelas', href: paths.kelas.list.getHref() },
        { label: nama, href: paths.kelas.detail.getHref(idKelas) },
        { label: 'Kuis/Ujian', href: paths.kelas.ujian.getHref(idKelas) },
        { label: u?.judul ?? String(idUjian) },
      ]}
      actions={
        u ? (
          <Button variant="default" component={Link} to={paths.kelas.pertemuan.getHref(u.id_kelas_kuliah, u.id_pertemuan)} leftSection={<IconArrowLeft size={16} />}>
            Ke Pertemuan
          </Button>
        ) : undefined
      }
    />
  );
  if (ujian.isPending) {
    return (
      <>
        {header}
        <Skeleton h={240} />
      </>
    );
  }
  if (ujian.isError || !u) {
    return (
      <>
        {header}
        <Paper withBorder p="xl">
          <Center py="xl">
            <Text fw={700} c="dimmed">
              {ujian.error?.message || PESAN.noData}
            </Text>
          </Center>
        </Paper>
      </>
    );
  }
  if (u.id_kelas_kuliah !== idKelas) return <ErrorPage statusCode={404} />;
  return (
    <>
      {header}
      <Stack gap="md">
        <UjianCard ujian={u} timeZone={timeZone} onEdit={() => setEdit(true)} diHalamanUjian />
        {u.akses.is_peserta ? null : (
          <Tabs value={tab} onChange={(t) => setParams(t && t !== 'soal' ? { tab: t } : {}, { replace: true })}>
            <Tabs.List mb="md">
              <Tabs.Tab value="soal" data-testid="tab-soal">
                Soal ({u.jumlah_soal})
              </Tabs.Tab>
              <Tabs.Tab value="monitor" data-testid="tab-monitor">
                Monitor ({u.jumlah_pengerjaan})
              </Tabs.Tab>
              <Tabs.Tab value="hasil" data-testid="tab-hasil" rightSection={u.sedang_dihitung ? <IconAlertTriangle size={14} color="var(--mantine-color-orange-8)" aria-label={PESAN_NILAI_UJIAN.sedangProses} /> : null}>
                Hasil
              </Tabs.Tab>
              <Tabs.Tab value="statistik" data-testid="tab-statistik">
                Statistik
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="soal">
              <KelompokSoalPanel ujian={u} />
            </Tabs.Panel>
            <Tabs.Panel value="monitor">{tab === 'monitor' ? <MonitorPanel ujian={u} timeZone={timeZone} /> : null}</Tabs.Panel>
            <Tabs.Panel value="hasil">{tab === 'hasil' ? <HasilPanel ujian={u} timeZone={timeZone} /> : null}</Tabs.Panel>
            <Tabs.Panel value="statistik">{tab === 'statistik' ? <StatistikPanelLazy ujian={u} /> : null}</Tabs.Panel>
          </Tabs>
        )}
        <CommentsPanel jenis="ujian" idKonten={u.id} />
      </Stack>
      {u.akses.can_edit ? (
        <UjianModal opened={edit} onClose={() => setEdit(false)} idKelas={idKelas} idMataKuliah={u.kelas_kuliah.mata_kuliah.id} pertemuan={null} pilihPertemuan ujian={u} timeZone={timeZone} />
      ) : null}
    </>
  );
}
