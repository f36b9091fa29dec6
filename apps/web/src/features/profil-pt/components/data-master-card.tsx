import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { showErrorToast } from '@/components/toast';
import { getStoredFrontendConfig } from '@/lib/frontend-config';
import { bukaSikadLegacy } from '../buka-sikad-legacy';

/**
 * The data-master card (spec 1 §2.5): the master data the legacy academic system keeps (curricula, students'
 * records ...) is opened there by single sign-on, in a new tab.
 */
export function DataMasterCard() {
  const url = getStoredFrontendConfig()?.url_sikad_legacy ?? '';
  const [membuka, setMembuka] = useState(false);
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="profil-pt-data-master">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="profil-pt-data-master">
          Data Master SIAKAD
        </Title>
        <Text fz="sm" c="dimmed">
          Kurikulum, data akademik mahasiswa dan dosen dikelola di SIAKAD. Tombol di bawah membuka SIAKAD lama di tab baru tanpa login ulang.
        </Text>
        <Button
          variant="light"
          leftSection={<IconExternalLink size={16} />}
          disabled={!url}
          loading={membuka}
          onClick={() => {
            setMembuka(true);
            bukaSikadLegacy(url)
              .catch((e: unknown) => showErrorToast(e))
              .finally(() => setMembuka(false));
          }}
          data-testid="profil-pt-buka-sikad"
        >
          Buka SIAKAD
        </Button>
        {!url ? (
          <Text fz="xs" c="dimmed">
            Alamat SIAKAD lama belum diatur pada Konfigurasi.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
