import { Alert, Avatar, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingBank } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { LabelValue } from '@/features/profil/components/data-diri';
import { useLogo } from '../api/get-logo';
import { useSistem } from '../api/get-sistem';

/** /profil-pt: the institution's profile from /v1/sistem (data_master). */
export function ProfilPtPage() {
  const sistem = useSistem();
  const logo = useLogo();
  return (
    <>
      <PageHeader title="Profil Perguruan Tinggi" />
      <Paper withBorder p={{ base: 'md', tablet: 'lg' }}>
        {sistem.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Profil gagal dimuat">
            {sistem.error.message}
          </Alert>
        ) : sistem.isPending ? (
          <Stack>
            <Skeleton h={64} w={300} />
            <Skeleton h={120} />
          </Stack>
        ) : (
          <Stack gap="lg">
            <Group gap="md">
              <Avatar src={logo} size={72} radius="md" color="lms" variant="light" alt="Logo perguruan tinggi">
                <IconBuildingBank size={36} />
              </Avatar>
              <div>
                <Title order={3}>{sistem.data.nama}</Title>
                <Text c="dimmed">{sistem.data.judul}</Text>
              </div>
            </Group>
            <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="lg" verticalSpacing="md">
              <LabelValue label="Nama" value={sistem.data.nama} />
              <LabelValue label="Singkatan" value={sistem.data.singkatan} />
              <LabelValue label="Alamat" value={sistem.data.alamat} />
              <LabelValue label="Email" value={sistem.data.email} />
              <LabelValue label="Telepon" value={sistem.data.telepon} />
            </SimpleGrid>
          </Stack>
        )}
      </Paper>
    </>
  );
}
