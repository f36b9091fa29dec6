import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { formatUkuranFile, type SoalFile } from '@lms/shared';
import { showErrorToast } from '@/components/toast';
import { downloadFile } from '@/lib/fetch-file';
import { LazyTooltip } from './lazy-tooltip';

type Props = { files: SoalFile[]; onRemove?: (url: string) => void; label?: string };

/** Attachments of a question or key: name (downloads with the session), size; a remove button while editing. */
export function LampiranList({ files, onRemove, label = 'Lampiran' }: Props) {
  if (files.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={600} c="dimmed">
        {label}
      </Text>
      {files.map((f) => (
        <Group key={f.url} gap={6} wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => void downloadFile(f.url, f.name).catch((e) => showErrorToast(e))}
            style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            {f.name}
          </Anchor>
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatUkuranFile(f.content_length)}
          </Text>
          {onRemove ? (
            <LazyTooltip label="Hapus lampiran">
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Hapus lampiran ${f.name}`} onClick={() => onRemove(f.url)}>
                <IconX size={14} />
              </ActionIcon>
            </LazyTooltip>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
