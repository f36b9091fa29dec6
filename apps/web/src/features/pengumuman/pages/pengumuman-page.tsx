import { useState } from 'react';
import { Button, Paper, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { PengumumanKelolaItem } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { DaftarPengumuman } from '../components/daftar-pengumuman';
import { PengumumanFormModal } from '../components/pengumuman-form-modal';
import { PengumumanKelola } from '../components/pengumuman-kelola';

/**
 * /pengumuman: every reader's list of published announcements (?index=n from the dashboard). Operators with read
 * on pengumuman also get 'Kelola Pengumuman' (?tab=kelola: drafts and scheduled ones too); with write they add,
 * edit, schedule, withdraw and delete.
 */
export function PengumumanPage() {
  const [params, setParams] = useSearchParams();
  const kelola = useCan('pengumuman', 'read');
  const canWrite = useCan('pengumuman', 'write');
  const tab = kelola && params.get('tab') === 'kelola' ? 'kelola' : 'terbit';
  const [form, setForm] = useState<{ pengumuman: PengumumanKelolaItem | null } | null>(null);

  return (
    <>
      <PageHeader
        title="Pengumuman"
        subtitle="Informasi terbaru dari kampus"
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ pengumuman: null })} data-testid="pengumuman-tambah">
              Tambah Pengumuman
            </Button>
          ) : undefined
        }
      />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        {kelola ? (
          <Tabs value={tab} onChange={(v) => setParams(v === 'kelola' ? { tab: 'kelola' } : {}, { replace: true })} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="terbit" data-testid="tab-terbit">
                Pengumuman Terbit
              </Tabs.Tab>
              <Tabs.Tab value="kelola" data-testid="tab-kelola">
                Kelola Pengumuman
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="terbit">
              <DaftarPengumuman />
            </Tabs.Panel>
            <Tabs.Panel value="kelola">
              <PengumumanKelola canWrite={canWrite} onEdit={(p) => setForm({ pengumuman: p })} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <DaftarPengumuman />
        )}
      </Paper>
      <PengumumanFormModal opened={form !== null} pengumuman={form?.pengumuman ?? null} onClose={() => setForm(null)} />
    </>
  );
}
