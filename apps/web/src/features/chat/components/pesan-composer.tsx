import { useState } from 'react';
import { ActionIcon, Button, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { CHAT_LAMPIRAN_MAKS, type ChatLampiran, type ChatPesan } from '@lms/shared';
import { showErrorToast } from '@/components/toast';
import { useUnggahLampiran } from '../api/unggah-lampiran';
import { adaIsi, teksKeHtml } from '../pesan-text';

type Props = {
  idGroup: string;
  placeholder: string;
  /** The message being answered, with a way to stop answering it. */
  membalas: ChatPesan | null;
  onBatalBalas: () => void;
  /** Sends the HTML with attachment ids; resolves when the server accepted it. */
  onKirim: (isi: string, lampiran: string[]) => Promise<unknown>;
  lampiran?: boolean;
};

/** Plain-text composer (Ctrl+Enter sends) with optional attachments uploaded to the group first. */
export function PesanComposer({ idGroup, placeholder, membalas, onBatalBalas, onKirim, lampiran = true }: Props) {
  const [teks, setTeks] = useState('');
  const [files, setFiles] = useState<ChatLampiran[]>([]);
  const [sending, setSending] = useState(false);
  const unggah = useUnggahLampiran(idGroup);

  const kirim = async () => {
    if (!adaIsi(teks) || sending) return;
    setSending(true);
    try {
      await onKirim(
        teksKeHtml(teks),
        files.map((f) => f.id),
      );
      setTeks('');
      setFiles([]);
    } catch (err) {
      showErrorToast(err);
    } finally {
      setSending(false);
    }
  };

  const tambahFile = (file: File | null) => {
    if (!file) return;
    unggah.mutate(file, { onSuccess: (f) => setFiles((prev) => [...prev, f]), onError: (err) => showErrorToast(err) });
  };

  return (
    <Paper withBorder p="xs" radius="md" data-testid="chat-composer">
      <Stack gap={6}>
        {membalas ? (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="xs" c="dimmed" truncate>
              Membalas {membalas.penulis?.nama ?? 'pesan'}
            </Text>
            <CloseButton size="sm" aria-label="Batal membalas" onClick={onBatalBalas} />
          </Group>
        ) : null}
        <Textarea
          autosize
          minRows={2}
          maxRows={8}
          value={teks}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(e) => setTeks(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void kirim();
            }
          }}
          data-testid="chat-input"
        />
        {files.length > 0 ? (
          <Group gap="xs">
            {files.map((f) => (
              <Group key={f.id} gap={2} wrap="nowrap">
                <Text fz="xs">{f.name}</Text>
                <CloseButton size="xs" aria-label={`Batal lampirkan ${f.name}`} onClick={() => setFiles((prev) => prev.filter((x) => x.id !== f.id))} />
              </Group>
            ))}
          </Group>
        ) : null}
        <Group justify="space-between" gap="xs">
          {lampiran ? (
            <FileButton onChange={tambahFile}>
              {(props) => (
                <Tooltip label="Lampirkan file">
                  <ActionIcon {...props} variant="subtle" aria-label="Lampirkan file" loading={unggah.isPending} disabled={files.length >= CHAT_LAMPIRAN_MAKS}>
                    <IconPaperclip size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
          ) : (
            <span />
          )}
          <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => void kirim()} loading={sending} disabled={!adaIsi(teks)} data-testid="chat-kirim">
            Kirim
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
