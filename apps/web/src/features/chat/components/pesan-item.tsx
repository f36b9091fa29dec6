import { useState } from 'react';
import { ActionIcon, Anchor, Avatar, Badge, Box, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { PESAN_CHAT, formatTanggalWaktu, formatUkuranFile, type ChatBalasan, type ChatPesan } from '@lms/shared';
import { RichText } from '@/components/rich-text';
import { showErrorToast } from '@/components/toast';
import { downloadFile } from '@/lib/fetch-file';
import { initials } from '@/lib/initials';
import { adaIsi, htmlKeTeks, teksKeHtml } from '../pesan-text';

type Props = {
  pesan: ChatBalasan | ChatPesan;
  timeZone: string;
  /** Offers 'Balas' (top-level messages while the caller may write). */
  onBalas?: (p: ChatPesan) => void;
  onUbah: (idPesan: number, isi: string) => Promise<unknown>;
  onHapus: (p: ChatBalasan) => void;
  balasan?: boolean;
};

/** One message: author, time, text (or the deleted placeholder), attachments and the caller's actions. */
export function PesanItem({ pesan: p, timeZone, onBalas, onUbah, onHapus, balasan = false }: Props) {
  const [edit, setEdit] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nama = p.penulis?.nama ?? 'Pengguna';

  const simpan = async () => {
    if (edit === null || !adaIsi(edit)) return;
    setSaving(true);
    try {
      await onUbah(p.id, teksKeHtml(edit));
      setEdit(null);
    } catch (err) {
      showErrorToast(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid={balasan ? 'chat-balasan' : 'chat-pesan'} data-id={p.id}>
      <Avatar src={p.penulis?.avatar_url ?? undefined} radius="xl" size={balasan ? 'sm' : 'md'} color="blue" alt={nama}>
        {initials(nama)}
      </Avatar>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="chat-pesan-penulis">
            {nama}
          </Text>
          {p.penulis?.role === 'Dosen' ? (
            <Badge size="xs" variant="light" color="grape">
              Dosen
            </Badge>
          ) : null}
          <Text fz="xs" c="dimmed">
            {formatTanggalWaktu(p.created_at, timeZone)}
            {p.edited_at && !p.dihapus ? ' · diubah' : ''}
          </Text>
        </Group>
        {p.dihapus ? (
          <Text fz="sm" c="dimmed" fs="italic">
            {PESAN_CHAT.dihapus}
          </Text>
        ) : edit !== null ? (
          <Stack gap={6}>
            <Textarea
              autosize
              minRows={2}
              maxRows={8}
              value={edit}
              onChange={(e) => setEdit(e.currentTarget.value)}
              aria-label="Ubah pesan"
              data-testid="chat-ubah-input"
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setEdit(null)}>
                Batal
              </Button>
              <Button size="xs" onClick={() => void simpan()} loading={saving} disabled={!adaIsi(edit)} data-testid="chat-ubah-simpan">
                Simpan
              </Button>
            </Group>
          </Stack>
        ) : (
          <Box style={{ overflowWrap: 'anywhere' }} data-testid="chat-pesan-isi">
            <RichText html={p.isi} />
          </Box>
        )}
        {p.lampiran.length > 0 ? (
          <Group gap="xs">
            {p.lampiran.map((f) => (
              <Anchor
                key={f.id}
                component="button"
                type="button"
                fz="xs"
                onClick={() => void downloadFile(f.url, f.name).catch(showErrorToast)}
                data-testid="chat-lampiran"
              >
                <Group gap={4} wrap="nowrap">
                  <IconPaperclip size={14} />
                  <span>
                    {f.name} ({formatUkuranFile(f.content_length)})
                  </span>
                </Group>
              </Anchor>
            ))}
          </Group>
        ) : null}
        {!p.dihapus && edit === null ? (
          <Group gap={4}>
            {onBalas && !balasan ? (
              <Button size="compact-xs" variant="subtle" leftSection={<IconArrowBackUp size={14} />} onClick={() => onBalas(p as ChatPesan)} data-testid="chat-balas">
                Balas
              </Button>
            ) : null}
            {p.can.ubah ? (
              <Tooltip label="Ubah">
                <ActionIcon variant="subtle" size="sm" aria-label="Ubah pesan" onClick={() => setEdit(htmlKeTeks(p.isi))} data-testid="chat-ubah">
                  <IconPencil size={14} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {p.can.hapus ? (
              <Tooltip label="Hapus">
                <ActionIcon variant="subtle" color="red" size="sm" aria-label="Hapus pesan" onClick={() => onHapus(p)} data-testid="chat-hapus">
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
