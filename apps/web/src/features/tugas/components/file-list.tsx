import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFile, IconTrash } from '@tabler/icons-react';
import { formatUkuranFile, type TugasFile } from '@lms/shared';
import { FileViewer, type ViewerFile } from '@/components/file-viewer';
import { showErrorToast } from '@/components/toast';
import { downloadFile } from '@/lib/fetch-file';

type Props = {
  files: TugasFile[];
  /** Shown with a remove button (the caller decides what removing means). */
  onRemove?: (f: TugasFile) => void;
  testId?: string;
};

/** Stored files of a task or a submission: the name opens the file viewer, with download and (optionally) remove. */
export function FileList({ files, onRemove, testId = 'tugas-files' }: Props) {
  const [viewer, setViewer] = useState<ViewerFile | null>(null);
  if (files.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      {files.map((f) => (
        <Group key={f.id} gap="xs" wrap="nowrap" justify="space-between" data-testid="tugas-file">
          <UnstyledButton onClick={() => setViewer({ name: f.name, url: f.url })} style={{ minWidth: 0, flex: 1 }} aria-label={`Lihat ${f.name}`}>
            <Group gap={6} wrap="nowrap">
              <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text fz="sm" c="blue.8" td="underline" truncate="end">
                {f.name}
              </Text>
              <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatUkuranFile(f.content_length)}
              </Text>
            </Group>
          </UnstyledButton>
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Unduh" withArrow>
              <ActionIcon variant="subtle" aria-label={`Unduh ${f.name}`} onClick={() => downloadFile(f.url, f.name).catch((e) => showErrorToast(e))}>
                <IconDownload size={16} />
              </ActionIcon>
            </Tooltip>
            {onRemove ? (
              <Tooltip label="Hapus" withArrow>
                <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${f.name}`} onClick={() => onRemove(f)} data-testid="tugas-file-hapus">
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
      ))}
      <FileViewer file={viewer} onClose={() => setViewer(null)} />
    </Stack>
  );
}
