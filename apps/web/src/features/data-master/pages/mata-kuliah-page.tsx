import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { MakulRef } from '@lms/shared';
import { FormModal } from '@/components/form-modal';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { ImportHistoryTable } from '../components/import-history-table';
import { ImporDataMaster } from '../components/impor-data-master';
import { usePengelolaanMataKuliah } from '../api/get-pengelolaan-mata-kuliah';
import { MataKuliahTable } from '../components/mata-kuliah-table';
import { UbahMataKuliahModal } from '../components/ubah-mata-kuliah-modal';

/**
 * /mata-kuliah (data_master area): the course table for everyone who may open it; 'Impor Data Master' and its
 * history, and changing a course where the built-in academic system owns it, only for operators with write on
 * data_master (read-only operators see the list without controls).
 */
export function MataKuliahPage() {
  const canWrite = useCan('data_master', 'write');
  const [open, setOpen] = useState(false);
  const [ubah, setUbah] = useState<MakulRef | null>(null);
  // Courses are changed here only where the built-in academic system owns them.
  const pengelolaan = usePengelolaanMataKuliah({ enabled: canWrite });
  const bolehUbahMakul = canWrite && (pengelolaan.data?.dapat_diubah ?? false);
  return (
    <>
      <PageHeader
        title="Mata Kuliah"
        subtitle="Data mata kuliah perguruan tinggi"
        actions={
          canWrite ? (
            <Button leftSection={<IconFileImport size={16} />} onClick={() => setOpen(true)} data-testid="import-buka">
              Impor Data Master
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <MataKuliahTable onUbah={bolehUbahMakul ? setUbah : undefined} />
        {canWrite ? <ImportHistoryTable /> : null}
      </Stack>
      {bolehUbahMakul ? <UbahMataKuliahModal opened={ubah !== null} onClose={() => setUbah(null)} makul={ubah} /> : null}
      {canWrite ? (
        <FormModal opened={open} onClose={() => setOpen(false)} title="Impor Data Master">
          {/* Remounted on every open: a fresh form, not the last result. */}
          <ImporDataMaster />
        </FormModal>
      ) : null}
    </>
  );
}
