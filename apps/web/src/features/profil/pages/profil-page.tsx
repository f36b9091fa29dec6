import { Box, Tabs } from '@mantine/core';
import { IconHistory, IconId } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { TandaTanganCard } from '@/features/bap';
import { useUser } from '@/lib/auth';
import { DataDiri } from '../components/data-diri';
import { RiwayatAktivitas } from '../components/riwayat-aktivitas';

/** /profil: 'Data Diri' and 'Riwayat Aktivitas' (spec 1 §2.10). */
export function ProfilPage() {
  const { data: user } = useUser();
  return (
    <>
      <PageHeader title="Profil Saya" />
      <Tabs defaultValue="data-diri" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="data-diri" leftSection={<IconId size={16} />}>
            Data Diri
          </Tabs.Tab>
          <Tabs.Tab value="riwayat" leftSection={<IconHistory size={16} />}>
            Riwayat Aktivitas
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data-diri">
          {user ? <DataDiri user={user} /> : null}
          {user?.role === 'ROLE_DOSEN' ? (
            <Box mt="md">
              <TandaTanganCard />
            </Box>
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="riwayat">
          <RiwayatAktivitas />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
