import { Paper } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './page-header';
import { EmptyState } from './empty-state';

/** Frame of a route whose module is not released yet: the real page header plus an empty state. */
export function ModulePlaceholder({ modul }: { modul: string }) {
  return (
    <>
      <PageHeader title={modul} />
      <Paper withBorder p="xl" data-testid="module-placeholder">
        <EmptyState
          title="Modul belum tersedia"
          description={`Halaman ini akan aktif setelah modul ${modul} dirilis.`}
          icon={<IconTools size={28} stroke={1.5} />}
        />
      </Paper>
    </>
  );
}
