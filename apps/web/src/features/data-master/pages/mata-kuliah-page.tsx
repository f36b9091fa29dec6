import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { BREAKPOINTS, MODAL_WIDTH } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { ImportHistoryTable } from '../components/import-history-table';
import { ImporDataMaster } from '../components/impor-data-master';
import { MataKuliahTable } from '../components/mata-kuliah-table';

/**
 * /mata-kuliah (data_master area): the course table for everyone who may open it; 'Impor Data Master' and its
 * history only for operators with write on data_master (read-only operators see the list without controls).
 */
export function MataKuliahPage() {
  const canWrite = useCan('data_master', 'write');
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`, true);
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
        <MataKuliahTable />
        {canWrite ? <ImportHistoryTable /> : null}
      </Stack>
      {canWrite ? (
        <Modal opened={open} onClose={() => setOpen(false)} title="Impor Data Master" size={MODAL_WIDTH.card} fullScreen={!wide} centered closeOnClickOutside={false}>
          {/* Remounted on every open: a fresh form, not the last result. */}
          {open ? <ImporDataMaster /> : null}
        </Modal>
      ) : null}
    </>
  );
}
