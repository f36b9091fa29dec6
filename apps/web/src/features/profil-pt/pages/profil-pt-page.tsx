import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { useLogo } from '@/lib/queries/get-logo';
import { useSistem } from '@/lib/queries/get-sistem';
import { useCan } from '@/lib/authorization';
import { DataMasterCard } from '../components/data-master-card';
import { LogoCard } from '../components/logo-card';
import { ProfilPtForm } from '../components/profil-pt-form';

/** /profil-pt (Data Master, data_master): the institution's profile and logo, and the way to the legacy SIAKAD. */
export function ProfilPtPage() {
  const bolehUbah = useCan('data_master', 'write');
  const sistem = useSistem();
  const logo = useLogo();
  return (
    <>
      <PageHeader title="Profil Perguruan Tinggi" subtitle="Identitas perguruan tinggi yang tampil di seluruh LMS" />
      {sistem.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Profil gagal dimuat">
          {sistem.error.message}
        </Alert>
      ) : sistem.isPending ? (
        <Stack>
          <Skeleton h={64} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, desktop: 8 }}>
            <ProfilPtForm sistem={sistem.data} bolehUbah={bolehUbah} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, desktop: 4 }}>
            <Stack gap="md">
              <LogoCard logo={logo} bolehUbah={bolehUbah} />
              <DataMasterCard />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
