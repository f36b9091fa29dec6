import { useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { formatUkuranFile, truncateFileName, type SilabusFile } from '@lms/shared';
import { FileViewer, type ViewerFile } from '@/components/file-viewer';
import { showErrorToast } from '@/components/toast';
import { downloadFile } from '@/lib/fetch-file';

/** Syllabus attachments: a click opens the file viewer, the icon downloads. */
export function SilabusFiles({ files }: { files: SilabusFile[] }) {
  const [viewing, setViewing] = useState<ViewerFile | null>(null);
  if (files.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        -
      </Text>
    );
  }
  return (
    <>
      <Stack gap={6} data-testid="silabus-files">
        {files.map((f) => (
          <Paper key={f.url} withBorder px="sm" py={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <UnstyledButton onClick={() => setViewing({ name: f.name, url: f.url })} style={{ minWidth: 0, flex: 1 }} title={f.name}>
                <Group gap={8} wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text fz="sm" c="var(--lms-brand-text)" truncate="end">
                    {truncateFileName(f.name, 40)}
                  </Text>
                  <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatUkuranFile(f.content_length)}
                  </Text>
                </Group>
              </UnstyledButton>
              <Tooltip label="Download" withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Download ${f.name}`}
                  onClick={() => void downloadFile(f.url, f.name).catch((e: unknown) => showErrorToast(e))}
                >
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        ))}
      </Stack>
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
