import { useState } from 'react';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { formatUkuranFile, type LampiranPengumuman } from '@lms/shared';
import { showErrorToast } from '@/components/toast';
import { downloadFile } from '@/lib/fetch-file';

type Props = {
  lampiran: LampiranPengumuman[];
  /** In the form: removes an attachment from the announcement when saved. */
  onRemove?: (l: LampiranPengumuman) => void;
};

/** Attachments of an announcement: each downloads with the session's headers (the server checks who may). */
export function LampiranList({ lampiran, onRemove }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  if (lampiran.length === 0) return null;
  const unduh = async (l: LampiranPengumuman) => {
    setBusy(l.id);
    try {
      await downloadFile(l.url, l.name);
    } catch (e) {
      showErrorToast(e, 'Lampiran gagal diunduh');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Lampiran" data-testid="lampiran-list">
      {lampiran.map((l) => (
        <Group key={l.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Anchor component="button" type="button" fz="sm" truncate="end" onClick={() => void unduh(l)} disabled={busy === l.id} title={`Unduh ${l.name}`}>
              {l.name}
            </Anchor>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatUkuranFile(l.content_length)}
            </Text>
            <IconDownload size={14} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
          {onRemove ? (
            <Tooltip label="Hapus lampiran" withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={`Hapus lampiran ${l.name}`} onClick={() => onRemove(l)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
