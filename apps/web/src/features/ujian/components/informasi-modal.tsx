import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { MODAL_WIDTH, PESAN_UJIAN } from '@lms/shared';

type Props = { opened: boolean; onClose: () => void; onMulai: () => void; loading: boolean; lanjutkan: boolean };

/**
 * 'Informasi' before a student starts (spec 2 §2): the four notes and the checkbox that must be ticked before
 * 'Mulai Ujian'.
 */
export function InformasiModal({ opened, onClose, onMulai, loading, lanjutkan }: Props) {
  const [setuju, setSetuju] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={PESAN_UJIAN.informasiJudul} size={MODAL_WIDTH.card} centered>
      <Stack gap="md" data-testid="informasi-modal">
        <List spacing="xs" icon={<IconInfoCircle size={16} aria-hidden />} center>
          {PESAN_UJIAN.informasiCatatan.map((c) => (
            <List.Item key={c}>
              <Text fz="sm">{c}</Text>
            </List.Item>
          ))}
        </List>
        <Checkbox
          label={PESAN_UJIAN.informasiSetuju}
          checked={setuju}
          onChange={(e) => setSetuju(e.currentTarget.checked)}
          data-testid="informasi-setuju"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={onMulai} disabled={!setuju} loading={loading} data-testid="informasi-mulai">
            {lanjutkan ? PESAN_UJIAN.lanjutkanUjian : PESAN_UJIAN.mulaiUjian}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
