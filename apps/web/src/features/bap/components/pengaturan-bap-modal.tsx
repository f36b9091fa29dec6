import { useState } from 'react';
import { Button, Modal, Tabs } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { MODAL_WIDTH } from '@lms/shared';
import { useCan } from '@/lib/authorization';
import { PenandatanganForm } from './penandatangan-form';
import { TemplateBapForm } from './template-bap-form';

/** Operators: each programme's BAP signatory and the college's BAP template (read with kelas_kuliah read, changed with write). */
export function PengaturanBapButton() {
  const baca = useCan('kelas_kuliah', 'read');
  const tulis = useCan('kelas_kuliah', 'write');
  const [opened, setOpened] = useState(false);
  if (!baca) return null;
  return (
    <>
      <Button variant="default" size="sm" leftSection={<IconSignature size={16} />} onClick={() => setOpened(true)} data-testid="pengaturan-bap">
        Pengaturan BAP
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Pengaturan BAP" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-pengaturan-bap' } }}>
        {opened ? (
          <Tabs defaultValue="penandatangan" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="penandatangan" data-testid="tab-penandatangan">
                Penandatangan Prodi
              </Tabs.Tab>
              <Tabs.Tab value="template" data-testid="tab-template">
                Template BAP
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="penandatangan">
              <PenandatanganForm bolehUbah={tulis} />
            </Tabs.Panel>
            <Tabs.Panel value="template">
              <TemplateBapForm bolehUbah={tulis} />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </Modal>
    </>
  );
}
