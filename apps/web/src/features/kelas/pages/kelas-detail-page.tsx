import { useState } from 'react';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ErrorPage } from '@/components/error-page';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/config/paths';
import { useKelas } from '../api/get-kelas';
import { DataKelasCard } from '../components/data-kelas-card';
import { DataPengajarCard } from '../components/data-pengajar-card';
import { DataPesertaCard } from '../components/data-peserta-card';
import { KelasHeader } from '../components/kelas-header';
import { KelasMeetingNav } from '../components/kelas-meeting-nav';
import { AnggotaKelasModal, type AnggotaTab } from '../components/modals/anggota-kelas-modal';
import { DataSilabusModal } from '../components/modals/data-silabus-modal';
import { PengaturanKelasModal } from '../components/modals/pengaturan-kelas-modal';
import { ProfilKelasModal } from '../components/modals/profil-kelas-modal';
import { UbahJabatanPengajarModal } from '../components/modals/ubah-jabatan-pengajar-modal';
import { UbahKetuaKelasModal } from '../components/modals/ubah-ketua-kelas-modal';
import { UbahProfilKelasModal } from '../components/modals/ubah-profil-kelas-modal';
import { UbahSilabusModal } from '../components/modals/ubah-silabus-modal';
import { SilabusCard } from '../components/silabus-card';
import type { KelasModal } from '../kelas-modal';
import { namaKelas } from '@/lib/format-kelas';

/** /kelas/{id}: class info, meeting navigation and the 'Pendahuluan' view with the modals of spec 1 §2.7. */
export function KelasDetailPage() {
  const { id = '' } = useParams();
  const kelas = useKelas(id);
  const [modal, setModal] = useState<KelasModal | null>(null);
  const [anggotaTab, setAnggotaTab] = useState<AnggotaTab>('pengajar');
  const close = () => setModal(null);

  const title = kelas.data ? namaKelas(kelas.data) : 'Kelas';
  const breadcrumbs = [
    { label: 'Beranda', href: paths.beranda.getHref() },
    { label: 'Kelas', href: paths.kelas.list.getHref() },
    { label: title },
  ];

  if (kelas.isError) {
    const status = isApiError(kelas.error) && kelas.error.statusCode ? kelas.error.statusCode : 500;
    return (
      <>
        <PageHeader title="Detail Kelas" breadcrumbs={breadcrumbs} />
        <ErrorPage statusCode={status} message={kelas.error.message} generic={status !== 404} titleOrder={2} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Detail Kelas" breadcrumbs={breadcrumbs} />
      {kelas.isPending ? (
        <Stack gap="md">
          <Skeleton h={260} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <Stack gap="md">
          <KelasHeader
            kelas={kelas.data}
            onOpen={(m) => {
              if (m === 'anggota') setAnggotaTab('pengajar');
              setModal(m);
            }}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, desktop: 4, widescreen: 3 }}>
              <KelasMeetingNav kelasId={id} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, desktop: 8, widescreen: 9 }}>
              <Stack gap="md" data-testid="pendahuluan">
                <DataKelasCard kelas={kelas.data} />
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, widescreen: 6 }}>
                    <DataPesertaCard
                      kelasId={id}
                      onShowAll={() => {
                        setAnggotaTab('peserta');
                        setModal('anggota');
                      }}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, widescreen: 6 }}>
                    <DataPengajarCard kelasId={id} />
                  </Grid.Col>
                </Grid>
                <SilabusCard kelas={kelas.data} onOpen={() => setModal('data-silabus')} />
              </Stack>
            </Grid.Col>
          </Grid>

          <AnggotaKelasModal key={`anggota-${anggotaTab}`} kelas={kelas.data} opened={modal === 'anggota'} onClose={close} initialTab={anggotaTab} />
          <ProfilKelasModal kelas={kelas.data} opened={modal === 'profil'} onClose={close} />
          <PengaturanKelasModal kelas={kelas.data} opened={modal === 'pengaturan'} onClose={close} onOpen={setModal} />
          <DataSilabusModal kelas={kelas.data} opened={modal === 'data-silabus'} onClose={close} onUbahSilabus={() => setModal('ubah-silabus')} />
          {/* Edit modals exist only for those the API lets change that part (akses flags). */}
          {kelas.data.akses.ubah_kelas ? <UbahProfilKelasModal kelas={kelas.data} opened={modal === 'ubah-profil'} onClose={close} /> : null}
          {kelas.data.akses.ubah_ketua ? <UbahKetuaKelasModal kelas={kelas.data} opened={modal === 'ubah-ketua'} onClose={close} /> : null}
          {kelas.data.akses.ubah_jabatan ? <UbahJabatanPengajarModal kelas={kelas.data} opened={modal === 'ubah-jabatan'} onClose={close} /> : null}
          {kelas.data.akses.ubah_silabus ? <UbahSilabusModal kelas={kelas.data} opened={modal === 'ubah-silabus'} onClose={close} /> : null}
        </Stack>
      )}
    </>
  );
}
