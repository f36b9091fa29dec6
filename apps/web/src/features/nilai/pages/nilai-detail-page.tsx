import { useState } from 'react';
import { Alert, Button, Chip, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PESAN_NILAI, type KomponenSikad, type NilaiKelasKuliah } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { showErrorToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { downloadFile } from '@/lib/fetch-file';
import { useNilaiKelas } from '../api/get-nilai-kelas';
import { nilaiBase } from '../api/keys';
import { BannerEntri } from '../components/banner-entri';
import { DaftarKomponen } from '../components/daftar-komponen';
import { KirimModal } from '../components/kirim-modal';
import { KomponenModal } from '../components/komponen-modal';
import { RiwayatKirim } from '../components/riwayat-kirim';
import { SiakadPanel } from '../components/siakad-panel';
import { TabelNilai } from '../components/tabel-nilai';
import { filterBawaan, type FilterTampil } from '../nilai-tabel';
import { useKeadaanHalaman } from '../use-keadaan-halaman';

const JENIS_LABEL: Record<string, string> = { tugas: 'Tugas', kuis: 'Kuis', forum: 'Forum', uts: 'UTS', uas: 'UAS', remedial: 'Remedial' };

/** /nilai/{id}: the class grade recap for page types dosen and operator (others see nothing). */
export function NilaiDetailPage() {
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const allowed = user?.role === 'ROLE_DOSEN' || user?.role === 'ROLE_OPERATOR';
  const q = useNilaiKelas(id, allowed);
  const k = q.data?.kelas;
  const judul = k ? `${k.mata_kuliah.kode} ${k.mata_kuliah.nama} ${k.kelas.nama} ${k.kelas.jenis.nama}` : '…';
  return (
    <>
      <PageHeader title="Nilai" breadcrumbs={[{ label: 'Nilai', href: paths.nilai.list.path }, { label: judul }]} />
      {!allowed ? null : q.isPending ? (
        <Skeleton h={400} />
      ) : q.isError ? (
        <Paper withBorder p="xl" ta="center" data-testid="nilai-no-data">
          <Title order={2} fz="lg" c="dimmed">
            {PESAN_NILAI.noData}
          </Title>
        </Paper>
      ) : (
        <NilaiView key={q.data.kelas.id} data={q.data} timeZone={user?.college.time_zone} />
      )}
    </>
  );
}

function NilaiView({ data, timeZone }: { data: NilaiKelasKuliah; timeZone: string | undefined }) {
  const [filter, setFilter] = useState<FilterTampil>(() => filterBawaan(data));
  const [atur, setAtur] = useState<KomponenSikad | null>(null);
  const [kirim, setKirim] = useState<KomponenSikad | null>(null);
  const jenisAda = [...new Set(data.header_aktivitas.map((h) => h.aktivitas.jenis))];
  const a = data.akses;
  const k = data.kelas;
  const keadaan = useKeadaanHalaman(data);
  return (
    <Stack gap="md">
      <BannerEntri data={data} keadaan={keadaan} timeZone={timeZone} />
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg">
              {k.mata_kuliah.nama}
            </Title>
            <Text fz="sm" c="dimmed">
              {k.mata_kuliah.kode} · Kelas {k.kelas.nama} {k.kelas.jenis.nama} · Periode {k.periode} · {k.kampus.nama || '-'}
              {k.is_nilai_dikunci ? ' · Nilai dikunci' : ''}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadFile(`/api${nilaiBase(k.id)}/export_excel`).catch((e) => showErrorToast(e))}
            data-testid="nilai-export"
          >
            Unduh Excel
          </Button>
        </Group>
      </Paper>

      <DaftarKomponen data={data} keadaan={keadaan} timeZone={timeZone} onAtur={setAtur} onKirim={setKirim} />

      <Paper withBorder p="md">
        <Text fz="sm" fw={600} mb={4} id="filter-tampil">
          Tampilkan kolom
        </Text>
        <Group gap="xs" role="group" aria-labelledby="filter-tampil" data-testid="nilai-filter">
          {jenisAda.map((j) => (
            <Chip
              key={j}
              size="xs"
              checked={filter.jenis.has(j)}
              onChange={(on) => setFilter((f) => ({ ...f, jenis: toggle(f.jenis, j, on) }))}
            >
              {JENIS_LABEL[j] ?? j}
            </Chip>
          ))}
          {data.header_sikad.map((h) => (
            <Chip key={h.id} size="xs" color="blue" checked={filter.komponen.has(h.id)} onChange={(on) => setFilter((f) => ({ ...f, komponen: toggle(f.komponen, h.id, on) }))}>
              {h.label} SIKAD ({h.bobot}%)
            </Chip>
          ))}
        </Group>
        <Group gap="lg" mt="xs" data-testid="nilai-legenda">
          <Text fz="xs">{PESAN_NILAI.legendaStrip}</Text>
          <Text fz="xs">{PESAN_NILAI.legendaNol}</Text>
        </Group>
      </Paper>

      {data.header_aktivitas.length === 0 && data.header_sikad.length === 0 ? (
        <Alert color="gray">Belum ada aktivitas bernilai di kelas ini.</Alert>
      ) : (
        <TabelNilai data={data} filter={filter} />
      )}

      <RiwayatKirim idKelas={k.id} timeZone={timeZone} />
      {a.kelola_siakad ? <SiakadPanel data={data} timeZone={timeZone} /> : null}

      <KomponenModal idKelas={k.id} komponen={atur} onClose={() => setAtur(null)} />
      <KirimModal idKelas={k.id} komponen={kirim} onClose={() => setKirim(null)} />
    </Stack>
  );
}

function toggle<T>(s: Set<T>, v: T, on: boolean): Set<T> {
  const n = new Set(s);
  if (on) n.add(v);
  else n.delete(v);
  return n;
}
