import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { PESAN_MATERI } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';

/** 'Salin ID' (spec 1 §2.7): copies the material's id; the tooltip says 'Copied' or 'Cannot copy', a toast 'Berhasil Copy ID'. */
export function SalinIdButton({ id, judul }: { id: number; judul: string }) {
  const [label, setLabel] = useState('Salin ID');
  const salin = async () => {
    try {
      await navigator.clipboard.writeText(String(id));
      setLabel(PESAN_MATERI.copied);
      showSuccessToast(PESAN_MATERI.berhasilCopyId);
    } catch {
      setLabel(PESAN_MATERI.cannotCopy);
    }
  };
  return (
    <Tooltip label={label} withArrow onMouseLeave={() => setLabel('Salin ID')}>
      <ActionIcon variant="subtle" aria-label={`Salin ID ${judul}`} onClick={() => void salin()} data-testid="materi-salin-id">
        <IconCopy size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
